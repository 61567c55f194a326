// A site's followers over time, against a second fediverse server started here: follows waiting for an
// admin's approval, a follow undone, a follower's server that is down (retried on the schedule, then
// given up, and dropped after 7 days unreachable), and the site leaving the fediverse (its followers told
// with a Delete, its actor answering 410).
import type { Delivery, Federation, Follower } from "@common/schemas/fediverse";
import { beforeAll, expect, it } from "vitest";
import { CONTENT_CHANGED_QUEUE } from "../../site/content-rebuild";
import type { Remote } from "../../test/fediverse-remote";
import { servedWithRemote } from "../../test/fediverse-served";
import { postsApi } from "../../test/posts";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { DELIVERY_QUEUE } from "./delivery";
import { POST_SYNC_QUEUE } from "./post-sync";

const served = servedWithRemote();
/** The retries test waits out two real retries (FEDIVERSE_RETRY_SECONDS=1,1) and three publishes. */
const RETRIES_TIMEOUT_MS = 60_000;
let remote: Remote;

describeEachDb(
  "a site's followers over time",
  (use) => {
    let app: TestApp;
    let owner: Awaited<ReturnType<typeof ownerWithSite>>;
    let actorUrl = "";
    const api = (path = "") => `/api/sites/${owner.site.id}/federation${path}`;
    const settings = async (input: Record<string, unknown>) => {
      const { status, body } = await owner.api.call<Federation>("PUT", api(), {
        enabled: true,
        handle: "shop",
        ...input,
      });
      expect(status).toBe(200);
      return body;
    };
    const followers = async (status: "pending" | "accepted" = "accepted") =>
      (await owner.api.call<{ followers: Follower[] }>("GET", api(`/followers?status=${status}`))).body.followers;
    /** Once the site's rebuild, the posts' sync and every delivery with its retries are done. */
    const delivered = () =>
      app.deps.jobs.drain({
        includeDelayed: true,
        queues: [CONTENT_CHANGED_QUEUE, POST_SYNC_QUEUE, DELIVERY_QUEUE],
        timeoutMs: 30_000,
      });

    beforeAll(async () => {
      app = use();
      served.serve(app);
      remote = served.remote();
      owner = await ownerWithSite(app, "Fedi Shop");
      await owner.publish();
      actorUrl = (await settings({})).actor_url;
    });

    it("keeps a follow for approval, accepts it when approved, and forgets it when undone", async () => {
      await settings({ approve_follows: true });
      const follow = await remote.follow("dora", actorUrl);
      const [pending] = await followers("pending");
      expect(pending?.handle).toMatch(/^@dora@127\.0\.0\.2:/);
      await delivered();
      expect(remote.received.filter((activity) => activity.type === "Accept")).toEqual([]);

      const approved = await owner.api.call<Follower>("POST", api(`/followers/${pending?.id}/approve`));
      expect(approved.body.status).toBe("accepted");
      await delivered();
      const [accept] = await remote.waitFor("Accept");
      expect((accept?.json.object as { id?: string } | undefined)?.id).toBe(follow.id?.href);

      await remote.undo("dora", actorUrl, follow);
      expect(await followers()).toEqual([]);
    });

    it(
      "retries a server that is down, gives up, and drops its followers after 7 days",
      async () => {
        await settings({ approve_follows: false });
        await remote.follow("erin", actorUrl);
        await delivered();
        expect((await followers()).map((follower) => follower.handle)).toEqual([expect.stringMatching(/^@erin@/)]);

        remote.setDown(true);
        try {
          const posts = postsApi(app, owner.user, owner.site.id);
          const post = await posts.create({ title: "Closed on Monday" });
          await posts.publish(post.id);
          await delivered();
          const { body } = await owner.api.call<{ deliveries: Delivery[] }>("GET", api("/deliveries"));
          const create = body.deliveries.find((delivery) => delivery.activity_type === "Create");
          // The first try and the two retries of FEDIVERSE_RETRY_SECONDS=1,1.
          expect(create).toMatchObject({ status: "failed", attempts: 3 });
          expect(create?.last_error).toContain("503");
          const [failing] = await followers();
          expect(failing?.unreachable_since).not.toBeNull();

          const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
          await app.deps.db.kysely
            .updateTable("fediverse_followers")
            .set({ unreachable_since: eightDaysAgo })
            .execute();
          const edited = await posts.update(post.id, {
            title: "Closed on Monday and Tuesday",
            base_version: post.version,
          });
          expect(edited.status).toBe(200);
          await delivered();
          expect(await followers()).toEqual([]);
        } finally {
          // Up again whatever happened, or every later test would find the follower's server down.
          remote.setDown(false);
        }
      },
      RETRIES_TIMEOUT_MS,
    );

    it("hides a password-protected site from the fediverse and sends nothing of it until it is public again", async () => {
      await remote.follow("gail", actorUrl);
      await delivered();
      const visibility = (input: Record<string, unknown>) =>
        owner.api.call("PUT", `/api/sites/${owner.site.id}/visibility`, input);
      expect((await visibility({ visibility: "password", password: "members-only" })).status).toBe(200);
      const host = new URL(actorUrl).host;
      const actorJson = () => fetch(actorUrl, { headers: { accept: "application/activity+json" } });
      expect((await actorJson()).status).toBe(404);
      expect((await fetch(`http://${host}/.well-known/webfinger?resource=acct:shop@${host}`)).status).toBe(404);
      // Its settings and followers stay; a post made meanwhile goes to no one.
      const before = remote.received.length;
      const posts = postsApi(app, owner.user, owner.site.id);
      const post = await posts.create({ title: "Members' evening" });
      await posts.publish(post.id);
      await delivered();
      expect(remote.received.slice(before).filter((activity) => activity.type === "Create")).toEqual([]);
      expect((await followers()).map((follower) => follower.handle)).toContainEqual(expect.stringMatching(/^@gail@/));

      // Another protected site cannot be turned on.
      const other = await owner.api.createSite("Private Club");
      await owner.api.call("PUT", `/api/sites/${other.id}/visibility`, {
        visibility: "password",
        password: "members-only",
      });
      const refused = await owner.api.call<{ error: { message: string } }>("PUT", `/api/sites/${other.id}/federation`, {
        enabled: true,
        handle: "club",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        "This site is password-protected. Make it public before it can be followed on the fediverse.",
      );

      expect((await visibility({ visibility: "public" })).status).toBe(200);
      expect((await actorJson()).status).toBe(200);
    });

    it("tells its followers it is gone when turned off, and answers 410 from then on", async () => {
      await remote.follow("frank", actorUrl);
      await delivered();
      const turnedOff = await settings({ enabled: false });
      expect(turnedOff.enabled).toBe(false);
      await delivered();
      const deletion = (await remote.waitFor("Delete")).find((activity) => activity.json.object === actorUrl);
      expect(deletion?.json.actor).toBe(actorUrl);
      expect((await fetch(actorUrl, { headers: { accept: "application/activity+json" } })).status).toBe(410);
      const host = new URL(actorUrl).host;
      expect((await fetch(`http://${host}/.well-known/webfinger?resource=acct:shop@${host}`)).status).toBe(404);
      expect(await followers()).toEqual([]);
    });
  },
  () => ({ PORT: String(served.port()), FEDIVERSE_RETRY_SECONDS: "1,1" }),
);
