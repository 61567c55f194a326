// A site on the fediverse, against a second server started here (Fedify on 127.0.0.2, playing Mastodon)
// that reaches the site over a real socket: found by WebFinger and by its actor, followed and accepted,
// its posts delivered signed, likes and replies coming back into the admin, undone and deleted, the
// site's answer delivered, forged signatures and blocked servers refused, and turning it off.
import type { Federation, Follower, Interaction } from "@common/schemas/fediverse";
import { beforeAll, expect, it } from "vitest";
import { CONTENT_CHANGED_QUEUE } from "../../site/content-rebuild";
import type { Remote } from "../../test/fediverse-remote";
import { servedWithRemote } from "../../test/fediverse-served";
import { postsApi } from "../../test/posts";
import { ownerWithSite, visit } from "../../test/publishing";
import { allowConsoleError } from "../../test/setup";
import { describeEachDb, type TestApp } from "../../test/test-app";

const served = servedWithRemote();
let remote: Remote;

describeEachDb(
  "a site on the fediverse",
  (use) => {
    let app: TestApp;
    let owner: Awaited<ReturnType<typeof ownerWithSite>>;
    let host = "";
    let postSlug = "";
    let actorUrl = "";
    const settle = () => app.deps.jobs.drain({ timeoutMs: 20_000 });
    const federationApi = (path = "") => `/api/sites/${owner.site.id}/federation${path}`;

    beforeAll(async () => {
      app = use();
      served.serve(app);
      remote = served.remote();
      owner = await ownerWithSite(app, "Fedi Bakery");
      await owner.publish();
      host = `${owner.site.slug}.localhost:${served.port()}`;
    });

    it("turns the actor on, found by WebFinger and its URL, with its keys and collections", async () => {
      const { status, body } = await owner.api.call<Federation>("PUT", federationApi(), {
        enabled: true,
        handle: "bakery",
        bio: "Fresh bread\n\nEvery day",
      });
      expect(status).toBe(200);
      expect(body.address).toBe(`@bakery@${host}`);
      actorUrl = body.actor_url;

      const finger = await fetch(`http://${host}/.well-known/webfinger?resource=acct:bakery@${host}`);
      expect(finger.status).toBe(200);
      expect(finger.headers.get("content-type")).toContain("application/jrd+json");
      const jrd = (await finger.json()) as { links: { rel: string; type: string; href: string }[] };
      expect(jrd.links).toContainEqual(
        expect.objectContaining({ rel: "self", type: "application/activity+json", href: actorUrl }),
      );
      const unknown = await fetch(`http://${host}/.well-known/webfinger?resource=acct:nobody@${host}`);
      expect(unknown.status).toBe(404);

      const json = await fetch(actorUrl, { headers: { accept: "application/activity+json" } });
      expect(json.headers.get("content-type")).toContain("application/activity+json");
      const actor = (await json.json()) as Record<string, unknown> & { publicKey: { publicKeyPem: string } };
      for (const key of ["inbox", "outbox", "followers", "following"]) expect(actor[key]).toMatch(/^http:\/\//);
      expect(actor.publicKey.publicKeyPem).toContain("BEGIN PUBLIC KEY");
      expect(actor.preferredUsername).toBe("bakery");
      // The site's own address is the profile's link, as Mastodon lists them.
      expect(actor.attachment).toMatchObject({ type: "PropertyValue", name: "Website" });
      expect((actor.attachment as { value: string }).value).toContain(`href="http://${host}/"`);

      const page = await fetch(actorUrl, { headers: { accept: "text/html" } });
      expect(page.headers.get("content-type")).toContain("text/html");

      const found = await remote.lookup(actorUrl);
      expect(found?.id?.href).toBe(actorUrl);
      const links = (await (await fetch(`http://${host}/.well-known/nodeinfo`)).json()) as {
        links: { href: string }[];
      };
      const nodeinfo = (await (await fetch(links.links[0]?.href ?? "")).json()) as { protocols: string[] };
      expect(nodeinfo.protocols).toEqual(["activitypub"]);
    });

    it("accepts a follow, and delivers a published post to the follower signed", async () => {
      await remote.follow("alice", actorUrl);
      await settle();
      const [accept] = await remote.waitFor("Accept");
      expect(accept?.json.actor).toBe(actorUrl);
      const { body: followers } = await owner.api.call<{ followers: Follower[] }>("GET", federationApi("/followers"));
      expect(followers.followers.map((follower) => follower.handle)).toEqual([
        `@alice@127.0.0.2:${new URL(remote.origin).port}`,
      ]);

      const posts = postsApi(app, owner.user, owner.site.id);
      const post = await posts.create({ title: "Sourdough is back", excerpt: "From Monday", tags: ["bread"] });
      postSlug = post.slug;
      await posts.publish(post.id);
      await settle();
      const [create] = await remote.waitFor("Create");
      const article = create?.json.object as Record<string, unknown> | undefined;
      expect(article?.type).toBe("Article");
      expect(article?.name).toBe("Sourdough is back");
      expect(JSON.stringify(article?.tag)).toContain("#bread");
      // Signed twice over, as servers that keep or forward it check: a Linked Data signature and a proof.
      if (!create) throw new Error("no Create received");
      expect(await remote.verify(create)).toEqual({ ldSignature: true, proof: true });
      expect((create.raw as { to?: unknown }).to).toContain("https://www.w3.org/ns/activitystreams#Public");
    });

    it("keeps likes and sanitised replies, drops what is undone or deleted, and sends the site's answer", async () => {
      const { body: outbox } = await owner.api.call<{ interactions: Interaction[] }>(
        "GET",
        federationApi("/interactions"),
      );
      expect(outbox.interactions).toEqual([]);
      const [create] = await remote.waitFor("Create");
      const articleId = String((create?.json.object as { id?: string } | undefined)?.id);
      const like = await remote.like("alice", actorUrl, articleId);
      const note = await remote.reply(
        "bob",
        actorUrl,
        articleId,
        "<p>Lovely!<script>alert(1)</script><img src=x onerror=alert(1)></p>",
      );
      const { body } = await owner.api.call<{ interactions: Interaction[] }>("GET", federationApi("/interactions"));
      expect(body.interactions.map((interaction) => interaction.kind)).toEqual(["reply", "like"]);
      const reply = body.interactions[0];
      expect(reply?.content_html).toBe("<p>Lovely!</p>");
      expect(reply?.post_title).toBe("Sourdough is back");
      expect(reply?.actor_handle).toMatch(/^@bob@127\.0\.0\.2:/);
      // Shown under the post on its page, once the site says so: the page is built again with it.
      await owner.api.call("PUT", federationApi(), { enabled: true, handle: "bakery", show_replies: true });
      await app.deps.jobs.drain({ includeDelayed: true, queues: [CONTENT_CHANGED_QUEUE], timeoutMs: 20_000 });
      const page = await (await visit(app, owner.site.slug, `/blog/${postSlug}`)).text();
      expect(page).toContain("Replies from the fediverse");
      expect(page).toContain("<p>Lovely!</p>");
      expect(page).not.toContain("alert(1)");

      const answered = await owner.api.call<Interaction>("POST", federationApi(`/interactions/${reply?.id}/reply`), {
        content: "Thank you, Bob!",
      });
      expect(answered.status).toBe(201);
      await settle();
      const answer = (await remote.waitFor("Create", 2))[1]?.json.object as { inReplyTo?: string } | undefined;
      expect(answer?.inReplyTo).toBe(note.id?.href);
      // The site's answer shows under the post too, and a reply goes from the page with its note or its
      // writer's account.
      const postPage = async () => {
        await app.deps.jobs.drain({ includeDelayed: true, queues: [CONTENT_CHANGED_QUEUE], timeoutMs: 20_000 });
        return (await visit(app, owner.site.slug, `/blog/${postSlug}`)).text();
      };
      expect(await postPage()).toContain("Thank you, Bob!");
      await remote.reply("carol", actorUrl, articleId, "<p>Carol was here</p>");
      expect(await postPage()).toContain("Carol was here");
      await remote.deleteActor("carol", actorUrl);
      expect(await postPage()).not.toContain("Carol was here");
      // A blocked person's reply leaves the page, and comes back with the unblock.
      const erinsNote = await remote.reply("erin", actorUrl, articleId, "<p>Erin says hi</p>");
      expect(await postPage()).toContain("Erin says hi");
      const erin = { kind: "actor", value: remote.actorUri("erin").href };
      const block = await owner.api.call<{ id: string }>("POST", federationApi("/blocks"), erin);
      expect(block.status).toBe(201);
      expect(await postPage()).not.toContain("Erin says hi");
      expect((await owner.api.call("DELETE", federationApi(`/blocks/${block.body.id}`))).status).toBe(204);
      expect(await postPage()).toContain("Erin says hi");
      if (erinsNote.id) await remote.deleteNote("erin", actorUrl, erinsNote.id);

      await remote.undo("alice", actorUrl, like);
      if (note.id) await remote.deleteNote("bob", actorUrl, note.id);
      const after = await owner.api.call<{ interactions: Interaction[] }>("GET", federationApi("/interactions"));
      expect(after.body.interactions.map((interaction) => interaction.by_site)).toEqual([true]);
      expect(await postPage()).not.toContain("<p>Lovely!</p>");
    });

    it("keeps a reply or a setting the post pages show only with the pages' notice: without it, neither", async () => {
      allowConsoleError(/the job store is down/);
      const [create] = await remote.waitFor("Create");
      const articleId = String((create?.json.object as { id?: string } | undefined)?.id);
      const { jobs } = app.deps;
      const send = jobs.send;
      jobs.send = () => Promise.reject(new Error("the job store is down"));
      try {
        // The inbox answers 500, so the sending server tries again later.
        await expect(remote.reply("dave", actorUrl, articleId, "<p>Never kept</p>")).rejects.toThrow();
        const hide = { enabled: true, handle: "bakery", show_replies: false };
        expect((await owner.api.call("PUT", federationApi(), hide)).status).toBe(500);
      } finally {
        jobs.send = send;
      }
      const { body } = await owner.api.call<{ interactions: Interaction[] }>("GET", federationApi("/interactions"));
      expect(body.interactions.map((interaction) => interaction.content_html)).not.toContain("<p>Never kept</p>");
      expect((await owner.api.call<Federation>("GET", federationApi())).body.show_replies).toBe(true);
    });

    it("refuses an unsigned or forged post and a blocked server, storing nothing", async () => {
      const inbox = `${actorUrl}/inbox`;
      const unsigned = await fetch(inbox, {
        method: "POST",
        headers: { "content-type": "application/activity+json" },
        body: JSON.stringify({
          "@context": "https://www.w3.org/ns/activitystreams",
          type: "Like",
          id: `${remote.origin}/x`,
          actor: remote.actorUri("alice").href,
          object: actorUrl,
        }),
      });
      expect(unsigned.status).toBe(401);
      const forged = await remote.forgedLike("alice", inbox, actorUrl);
      expect(forged.status).toBe(401);
      const blocked = await owner.api.call("POST", federationApi("/blocks"), { kind: "domain", value: "127.0.0.2" });
      expect(blocked.status).toBe(201);
      await expect(remote.like("carol", actorUrl, actorUrl)).rejects.toThrow(/403/);
      const { body } = await owner.api.call<{ interactions: Interaction[] }>("GET", federationApi("/interactions"));
      expect(body.interactions.filter((interaction) => !interaction.by_site)).toEqual([]);
      const { body: followers } = await owner.api.call<{ followers: Follower[] }>("GET", federationApi("/followers"));
      expect(followers.followers).toEqual([]);
    });
  },
  () => ({ PORT: String(served.port()), FEDIVERSE_RETRY_SECONDS: "1,1" }),
);
