import { postMessages } from "@common/post-messages";
import type { Post } from "@common/schemas/posts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_CHANGED_QUEUE, type ContentChangedJob } from "../../site/content-rebuild";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { type TestDatabase, testDialects } from "../../test/databases";
import { movableClock, postsApi, takeSentJobs } from "../../test/posts";
import { allowConsoleError } from "../../test/setup";
import { describeEachDb, migratedDatabase, startTestApp, type TestApp } from "../../test/test-app";
import { POSTS_DUE_QUEUE, sweepDuePostsSoon } from "./post-publishing";
import { listPublishedPosts } from "./published-posts";

const HOUR = 3_600_000;
const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

async function ownerWithPosts(app: TestApp) {
  const owner = await signedUpOwner(app);
  const site = await owner.api.createSite("Publishing Bakery");
  const posts = postsApi(app, owner.user, site.id);
  /** The sites the content-changed jobs sent since the last call name. */
  const changed = async () =>
    (await takeSentJobs<ContentChangedJob>(app, CONTENT_CHANGED_QUEUE)).map((job) => job.siteId);
  return { ...owner, site, posts, changed };
}

describeEachDb("publishing posts", (use) => {
  let owner: Awaited<ReturnType<typeof ownerWithPosts>>;
  beforeAll(async () => {
    owner = await ownerWithPosts(use());
  });

  it("publishes now: on the site with its HTML, and the site's content pages are told", async () => {
    const post = await owner.posts.create({ title: "Grand opening", tags: ["news"], body: doc("Come by <b>") });
    await owner.changed();
    const { status, body } = await owner.posts.publish(post.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "published", scheduled_at: null, version: 1 });
    expect(body.published_at).not.toBeNull();
    expect(await owner.changed()).toEqual([owner.site.id]);
    const published = await listPublishedPosts(use().deps.db, owner.site.id);
    expect(published.find((p) => p.id === post.id)).toEqual({
      id: post.id,
      slug: "grand-opening",
      title: "Grand opening",
      excerpt: "",
      cover_image: "",
      tags: ["news"],
      author_name: owner.user.name,
      published_at: body.published_at,
      updated_at: body.updated_at,
      html: "<p>Come by &lt;b&gt;</p>",
    });
    // Publishing again changes nothing and tells no one.
    expect((await owner.posts.publish(post.id)).body.published_at).toBe(body.published_at);
    expect(await owner.changed()).toEqual([]);
  });

  it("tells the site of every change a visitor sees, and of none they do not", async () => {
    const post = await owner.posts.create({ title: "Visible" });
    await owner.posts.update(post.id, { base_version: 1, body: doc("draft edit") });
    expect(await owner.changed()).toEqual([]);
    await owner.posts.publish(post.id);
    expect(await owner.changed()).toEqual([owner.site.id]);
    await owner.posts.update(post.id, { base_version: 2, body: doc("live edit") });
    expect(await owner.changed()).toEqual([owner.site.id]);
    const html = (await listPublishedPosts(use().deps.db, owner.site.id)).find((p) => p.id === post.id)?.html;
    expect(html).toBe("<p>live edit</p>");
    const unpublished = await owner.posts.unpublish(post.id);
    expect(unpublished.body).toMatchObject({ status: "draft" });
    expect(unpublished.body.published_at).not.toBeNull();
    expect(await owner.changed()).toEqual([owner.site.id]);
    expect((await listPublishedPosts(use().deps.db, owner.site.id)).map((p) => p.id)).not.toContain(post.id);
    await owner.posts.publish(post.id);
    await owner.changed();
    expect((await owner.posts.call("DELETE", `${owner.posts.base}/${post.id}`)).status).toBe(204);
    expect(await owner.changed()).toEqual([owner.site.id]);
  });

  it("keeps a change visitors see only with its notice to the site: when the notice cannot be stored, neither is kept", async () => {
    allowConsoleError(/the job store is down/);
    const { jobs } = use().deps;
    const post = await owner.posts.create({ title: "Together" });
    const live = await owner.posts.create({ title: "Live" });
    await owner.posts.publish(live.id);
    await owner.changed();
    const send = jobs.send;
    jobs.send = () => Promise.reject(new Error("the job store is down"));
    try {
      expect((await owner.posts.publish(post.id)).status).toBe(500);
      const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
      expect((await owner.posts.publish(post.id, tomorrow)).status).toBe(500);
      expect((await owner.posts.update(live.id, { base_version: 1, body: doc("lost edit") })).status).toBe(500);
      expect((await owner.posts.unpublish(live.id)).status).toBe(500);
      const bulk = { action: "publish", ids: [post.id] };
      expect((await owner.posts.call("POST", `${owner.posts.base}/bulk`, bulk)).status).toBe(500);
      expect((await owner.posts.call("DELETE", `${owner.posts.base}/${live.id}`)).status).toBe(500);
    } finally {
      jobs.send = send;
    }
    expect((await owner.posts.get(post.id)).body).toMatchObject({ status: "draft", scheduled_at: null });
    expect((await owner.posts.get(live.id)).body).toMatchObject({ status: "published", version: 1 });
    const html = (await listPublishedPosts(use().deps.db, owner.site.id)).find((p) => p.id === live.id)?.html;
    expect(html).not.toContain("lost edit");
  });

  it("lists the published posts newest first", async () => {
    const site = await owner.api.createSite("Newest first");
    const posts = postsApi(use(), owner.user, site.id);
    for (const title of ["Oldest", "Middle", "Newest"]) await posts.publish((await posts.create({ title })).id);
    await posts.create({ title: "Draft" });
    const published = await listPublishedPosts(use().deps.db, site.id);
    expect(published.map((p) => p.title)).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("publishes, unpublishes and deletes in bulk, counting what changed and ignoring other sites' posts", async () => {
    const site = await owner.api.createSite("Bulk");
    const posts = postsApi(use(), owner.user, site.id);
    const [a, b, c] = [await posts.create(), await posts.create(), await posts.create()] as Post[];
    const elsewhere = await owner.posts.create({ title: "Elsewhere" });
    await posts.publish(c?.id ?? "");
    await owner.changed();
    const bulk = (action: string, ids: string[]) =>
      posts.call<{ changed: number }>("POST", `${posts.base}/bulk`, { action, ids });
    const ids = [a?.id ?? "", b?.id ?? "", c?.id ?? "", elsewhere.id];
    expect((await bulk("publish", ids)).body).toEqual({ changed: 2 });
    expect(await owner.changed()).toEqual([site.id]);
    expect((await owner.posts.get(elsewhere.id)).body.status).toBe("draft");
    expect((await bulk("unpublish", [a?.id ?? ""])).body).toEqual({ changed: 1 });
    expect(await owner.changed()).toEqual([site.id]);
    expect((await bulk("unpublish", [a?.id ?? ""])).body).toEqual({ changed: 0 });
    expect(await owner.changed()).toEqual([]);
    expect((await bulk("delete", ids)).body).toEqual({ changed: 3 });
    expect(await owner.changed()).toEqual([site.id]);
    expect((await owner.posts.get(elsewhere.id)).status).toBe(200);
    const empty = await posts.call<ErrorBody>("POST", `${posts.base}/bulk`, { action: "delete", ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/Choose at least one post/);
  });

  it("schedules for a time, and refuses to schedule a post that is already published", async () => {
    const post = await owner.posts.create({ title: "Later" });
    const at = new Date(Date.now() + 24 * HOUR).toISOString();
    const { body } = await owner.posts.publish(post.id, at);
    expect(body).toMatchObject({ status: "scheduled", scheduled_at: at, published_at: null });
    expect(await owner.changed()).toEqual([]);
    const due = await takeSentJobs<{ at?: string }>(use(), POSTS_DUE_QUEUE);
    expect(due.map((job) => job.at).filter(Boolean)).toEqual([at]);
    const back = await owner.posts.unpublish(post.id);
    expect(back.body).toMatchObject({ status: "draft", scheduled_at: null });
    await owner.posts.publish(post.id);
    const again = await owner.posts.call<ErrorBody>("POST", `${owner.posts.base}/${post.id}/publish`, { at });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(postMessages.alreadyPublished);
    const past = await owner.posts.create({ title: "Past" });
    const now = await owner.posts.publish(past.id, new Date(Date.now() - HOUR).toISOString());
    expect(now.body.status).toBe("published");
    const bad = await owner.posts.call<ErrorBody>("POST", `${owner.posts.base}/${past.id}/publish`, { at: "soon" });
    expect(bad.status).toBe(400);
  });

  it("puts a post scheduled a moment ahead live through its own job", async () => {
    const post = await owner.posts.create({ title: "In a moment" });
    await owner.changed();
    const at = new Date(Date.now() + 1500).toISOString();
    await owner.posts.publish(post.id, at);
    await use().deps.jobs.drain({ includeDelayed: true, queues: [POSTS_DUE_QUEUE] });
    expect((await owner.posts.get(post.id)).body).toMatchObject({ status: "published", published_at: at });
    expect(await owner.changed()).toEqual([owner.site.id]);
  });
});

for (const dialect of testDialects()) {
  describe(`scheduled posts and the clock [${dialect}]`, () => {
    const clock = movableClock();
    let database: TestDatabase;
    let app: TestApp | undefined;
    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      app = await startTestApp(database, {}, { clock });
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it("goes live when the clock passes its time, not before", async () => {
      const running = app as TestApp;
      const owner = await ownerWithPosts(running);
      const post = await owner.posts.create({ title: "Tomorrow's news" });
      const at = new Date(clock.now().getTime() + HOUR).toISOString();
      await owner.posts.publish(post.id, at);
      // A sweep before the time leaves it scheduled.
      await sweepDuePostsSoon(running.deps);
      await running.deps.jobs.drain({ queues: [POSTS_DUE_QUEUE] });
      expect((await owner.posts.get(post.id)).body.status).toBe("scheduled");
      expect(await owner.changed()).toEqual([]);
      clock.advance(2 * HOUR);
      await running.deps.jobs.send(POSTS_DUE_QUEUE, {});
      await running.deps.jobs.drain({ queues: [POSTS_DUE_QUEUE] });
      expect((await owner.posts.get(post.id)).body).toMatchObject({
        status: "published",
        published_at: at,
        scheduled_at: null,
      });
      expect(await owner.changed()).toEqual([owner.site.id]);
      expect((await listPublishedPosts(running.deps.db, owner.site.id)).map((p) => p.id)).toEqual([post.id]);
    });

    it("asks again for its time when its job runs early", async () => {
      const running = app as TestApp;
      await takeSentJobs(running, POSTS_DUE_QUEUE);
      const at = new Date(clock.now().getTime() + HOUR).toISOString();
      await running.deps.jobs.send(POSTS_DUE_QUEUE, { at });
      await running.deps.jobs.drain({ queues: [POSTS_DUE_QUEUE] });
      const jobs = await takeSentJobs<{ at?: string }>(running, POSTS_DUE_QUEUE);
      expect(jobs.map((job) => job.at)).toEqual([at, at]);
    });

    it("goes live after a restart, from the same database", async () => {
      const first = app as TestApp;
      const owner = await ownerWithPosts(first);
      const post = await owner.posts.create({ title: "Across a restart" });
      const at = new Date(clock.now().getTime() + HOUR).toISOString();
      await owner.posts.publish(post.id, at);
      await first.close();
      app = undefined;
      clock.advance(2 * HOUR);
      const second = await startTestApp(database, {}, { clock });
      app = second;
      // The sweep a start asks for finds the post due.
      await second.deps.jobs.drain({ queues: [POSTS_DUE_QUEUE] });
      const row = await second.deps.db.kysely
        .selectFrom("posts")
        .select(["status"])
        .where("id", "=", post.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("published");
      const sent = await takeSentJobs<ContentChangedJob>(second, CONTENT_CHANGED_QUEUE);
      expect(sent.map((job) => job.siteId)).toContain(owner.site.id);
    });
  });
}
