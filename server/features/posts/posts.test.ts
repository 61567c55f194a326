import { postMessages } from "@common/post-messages";
import type { Post, PostRevision, PostRevisionSummary, PostSummary } from "@common/schemas/posts";
import { beforeAll, describe, expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { postsApi } from "../../test/posts";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";

type List = {
  posts: PostSummary[];
  next_cursor: string | null;
  counts: Record<string, number>;
  tags: string[];
};

const doc = (...texts: string[]) => ({
  type: "doc",
  content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

async function ownerWithPosts(app: TestApp) {
  const owner = await signedUpOwner(app);
  const site = await owner.api.createSite("Posts Bakery");
  return { ...owner, site, posts: postsApi(app, owner.user, site.id) };
}

describeEachDb("blog posts", (use) => {
  let owner: Awaited<ReturnType<typeof ownerWithPosts>>;
  beforeAll(async () => {
    owner = await ownerWithPosts(use());
  });

  describe("a new post", () => {
    it("starts as an untitled draft by the caller, with a slug from its title and a first revision", async () => {
      const post = await owner.posts.create();
      expect(post).toMatchObject({
        title: "Untitled post",
        slug: "untitled-post",
        status: "draft",
        version: 1,
        author_id: owner.user.id,
        author_name: owner.user.name,
        tags: [],
        excerpt: "",
        cover_image: "",
        scheduled_at: null,
        published_at: null,
        site_id: owner.site.id,
        organization_id: owner.organization.id,
        body: { type: "doc", content: [{ type: "paragraph" }] },
      });
      expect(post.url).toBe(`${owner.site.url}/blog/untitled-post`);
      const revisions = await owner.posts.call<{ revisions: PostRevisionSummary[] }>(
        "GET",
        `${owner.posts.base}/${post.id}/revisions`,
      );
      expect(revisions.body.revisions).toMatchObject([{ number: 1, is_current: true, created_by: owner.user.id }]);
    });

    it("makes a slug unique in the site with -2, -3…, and refuses a given slug that is taken with 409", async () => {
      const first = await owner.posts.create({ title: "Spring Opening!" });
      const second = await owner.posts.create({ title: "Spring opening" });
      const third = await owner.posts.create({ title: "spring   OPENING" });
      expect([first.slug, second.slug, third.slug]).toEqual(["spring-opening", "spring-opening-2", "spring-opening-3"]);
      const clash = await owner.posts.call<ErrorBody>("POST", owner.posts.base, { slug: "spring-opening" });
      expect(clash.status).toBe(409);
      expect(clash.body.error.message).toBe(postMessages.slugTaken("spring-opening", "Spring Opening!"));
      const other = await ownerWithPosts(use());
      expect((await other.posts.create({ title: "Spring opening" })).slug).toBe("spring-opening");
    });

    it("gives posts of one title made at once each their own slug", async () => {
      const made = await Promise.all(Array.from({ length: 5 }, () => owner.posts.create({ title: "Same time" })));
      expect(made.map((post) => post.slug).sort()).toEqual([
        "same-time",
        "same-time-2",
        "same-time-3",
        "same-time-4",
        "same-time-5",
      ]);
    });

    it("keeps the fields given: excerpt, cover, tags (each once), body, and another member as author", async () => {
      const app = use();
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const post = await owner.posts.create({
        title: "Rye week",
        slug: "rye-week-2025",
        excerpt: "All about rye",
        cover_image: "/media/rye.jpg",
        tags: ["Bread", "news", "bread"],
        author_id: editor.id,
        body: doc("Rye is back."),
      });
      expect(post).toMatchObject({
        slug: "rye-week-2025",
        excerpt: "All about rye",
        cover_image: "/media/rye.jpg",
        tags: ["Bread", "news"],
        author_id: editor.id,
        author_name: editor.name,
        body: doc("Rye is back."),
      });
    });

    it("refuses bad input with a clear 4xx", async () => {
      const stranger = await use().signUp();
      const cases: [Record<string, unknown>, number, RegExp][] = [
        [{ slug: "Not a slug!" }, 400, /only lowercase letters, digits and single hyphens/],
        [{ title: "x".repeat(201) }, 400, /at most 200 characters/],
        [{ cover_image: "javascript:alert(1)" }, 400, /media library/],
        [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 400, /at most 20 tags/],
        [{ author_id: stranger.id }, 400, /must be a member of this organization/],
        [{ body: { type: "doc", content: [{ type: "script" }] } }, 400, /not one the editor can make/],
        [{ body: { type: "paragraph" } }, 400, /./],
        [{ body: doc("x".repeat(1_000_001)) }, 413, /at most 1 MB/],
      ];
      for (const [input, status, message] of cases) {
        const { status: got, body } = await owner.posts.call<ErrorBody>("POST", owner.posts.base, input);
        expect({ input: Object.keys(input), got }).toEqual({ input: Object.keys(input), got: status });
        expect(body.error.message).toMatch(message);
      }
    });
  });

  describe("saving", () => {
    it("saves the fields given over the rest, one version up, as a new revision", async () => {
      const post = await owner.posts.create({ title: "Draft one", tags: ["a"] });
      const { status, body } = await owner.posts.update(post.id, { base_version: 1, body: doc("Hello") });
      expect(status).toBe(200);
      expect(body).toMatchObject({ version: 2, title: "Draft one", tags: ["a"], body: doc("Hello") });
      const revisions = await owner.posts.call<{ revisions: PostRevisionSummary[] }>(
        "GET",
        `${owner.posts.base}/${post.id}/revisions`,
      );
      expect(revisions.body.revisions.map((r) => [r.number, r.is_current])).toEqual([
        [2, true],
        [1, false],
      ]);
    });

    it("remakes the slug from a new title until the post is first published, never after", async () => {
      const post = await owner.posts.create();
      const renamed = await owner.posts.update(post.id, { base_version: 1, title: "Our new oven" });
      expect(renamed.body.slug).toBe("our-new-oven");
      const custom = await owner.posts.update(post.id, { base_version: 2, slug: "oven" });
      expect(custom.body.slug).toBe("oven");
      const again = await owner.posts.update(post.id, { base_version: 3, title: "Our newest oven" });
      expect(again.body.slug).toBe("oven");
      const other = await owner.posts.create({ title: "Fresh title" });
      await owner.posts.publish(other.id);
      await owner.posts.unpublish(other.id);
      const kept = await owner.posts.update(other.id, { base_version: 1, title: "Changed title" });
      expect(kept.body.slug).toBe("fresh-title");
    });

    it("answers a save from an older version 409 with the current post, and writes nothing", async () => {
      const post = await owner.posts.create({ title: "Shared" });
      const mine = await owner.posts.update(post.id, { base_version: 1, body: doc("mine") });
      expect(mine.status).toBe(200);
      const theirs = await owner.posts.call<ErrorBody>("PATCH", `${owner.posts.base}/${post.id}`, {
        base_version: 1,
        body: doc("theirs"),
      });
      expect(theirs.status).toBe(409);
      expect(theirs.body.error.code).toBe("CONFLICT");
      expect(theirs.body.error.message).toBe(postMessages.conflict);
      const current = theirs.body.error.details?.current as Post;
      expect(current).toMatchObject({ id: post.id, version: 2, body: doc("mine") });
      expect((await owner.posts.get(post.id)).body).toEqual(current);
      // Keeping theirs: saved again from the version the 409 carried.
      const kept = await owner.posts.update(post.id, { base_version: current.version, body: doc("theirs") });
      expect(kept.body).toMatchObject({ version: 3, body: doc("theirs") });
    });

    it("lets one of two saves from the same version through and answers the other 409", async () => {
      const post = await owner.posts.create({ title: "Raced" });
      const saves = await Promise.all(
        ["left", "right"].map((word) => owner.posts.update(post.id, { base_version: 1, body: doc(word) })),
      );
      expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
      const winner = saves.find((save) => save.status === 200)?.body as Post;
      expect((await owner.posts.get(post.id)).body).toMatchObject({ version: 2, body: winner.body });
    });

    it("shows no author once the author has left the organization", async () => {
      const app = use();
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const post = await owner.posts.create({ title: "Left behind", author_id: editor.id });
      await app.deps.db.kysely
        .deleteFrom("member")
        .where("userId", "=", editor.id)
        .where("organizationId", "=", owner.organization.id)
        .execute();
      expect((await owner.posts.get(post.id)).body).toMatchObject({ author_id: null, author_name: null });
    });

    it("refuses a slug another post has, naming it", async () => {
      await owner.posts.create({ title: "Taken", slug: "taken" });
      const post = await owner.posts.create({ title: "Mover" });
      const { status, body } = await owner.posts.call<ErrorBody>("PATCH", `${owner.posts.base}/${post.id}`, {
        base_version: 1,
        slug: "taken",
      });
      expect(status).toBe(409);
      expect(body.error.message).toBe(postMessages.slugTaken("taken", "Taken"));
    });

    it("joins an autosave to the author's recent revision; a manual save or another author starts a new one", async () => {
      const app = use();
      const editor = await addMember(app, owner.user, owner.organization.id, "editor");
      const editorPosts = postsApi(app, editor, owner.site.id);
      const post = await owner.posts.create({ title: "Autosaved" });
      const revisions = async () =>
        (
          await owner.posts.call<{ revisions: PostRevisionSummary[] }>(
            "GET",
            `${owner.posts.base}/${post.id}/revisions`,
          )
        ).body.revisions;
      // The first autosave joins the creation's revision (same author, just now).
      await owner.posts.update(post.id, { base_version: 1, body: doc("a"), autosave: true });
      await owner.posts.update(post.id, { base_version: 2, body: doc("ab"), autosave: true });
      expect((await revisions()).map((r) => r.number)).toEqual([1]);
      await owner.posts.update(post.id, { base_version: 3, body: doc("abc") });
      expect((await revisions()).map((r) => r.number)).toEqual([2, 1]);
      await editorPosts.update(post.id, { base_version: 4, body: doc("abcd"), autosave: true });
      const list = await revisions();
      expect(list.map((r) => [r.number, r.created_by])).toEqual([
        [3, editor.id],
        [2, owner.user.id],
        [1, owner.user.id],
      ]);
      const latest = await owner.posts.call<PostRevision>(
        "GET",
        `${owner.posts.base}/${post.id}/revisions/${list[0]?.id}`,
      );
      expect(latest.body).toMatchObject({
        number: 3,
        is_current: true,
        body: doc("abcd"),
        created_by_name: editor.name,
      });
    });

    it("restores a revision as a new one, which is then current", async () => {
      const post = await owner.posts.create({ title: "First words", tags: ["x"], body: doc("one") });
      await owner.posts.update(post.id, { base_version: 1, title: "Second words", tags: [], body: doc("two") });
      const { body: list } = await owner.posts.call<{ revisions: PostRevisionSummary[] }>(
        "GET",
        `${owner.posts.base}/${post.id}/revisions`,
      );
      const first = list.revisions.find((r) => r.number === 1);
      const restored = await owner.posts.call<Post>(
        "POST",
        `${owner.posts.base}/${post.id}/revisions/${first?.id}/restore`,
      );
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ title: "First words", tags: ["x"], body: doc("one"), version: 3 });
      const after = await owner.posts.call<{ revisions: PostRevisionSummary[] }>(
        "GET",
        `${owner.posts.base}/${post.id}/revisions`,
      );
      expect(after.body.revisions.map((r) => [r.number, r.title, r.is_current])).toEqual([
        [3, "First words", true],
        [2, "Second words", false],
        [1, "First words", false],
      ]);
      const missing = await owner.posts.call<ErrorBody>(
        "GET",
        `${owner.posts.base}/${post.id}/revisions/no-such-revision`,
      );
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe(postMessages.revisionNotFound);
    });
  });

  describe("the list", () => {
    let lister: Awaited<ReturnType<typeof ownerWithPosts>>;
    const list = async (query = "") => {
      const { status, body } = await lister.posts.call<List>("GET", `${lister.posts.base}${query}`);
      expect(status).toBe(200);
      return body;
    };
    beforeAll(async () => {
      lister = await ownerWithPosts(use());
      for (let i = 1; i <= 7; i++) {
        const post = await lister.posts.create({
          title: `Post ${i} ${i % 2 === 0 ? "about sourdough" : "about cakes"}`,
          tags: i % 3 === 0 ? ["Recipes", "news"] : ["news"],
        });
        if (i <= 2) await lister.posts.publish(post.id);
        if (i === 3) await lister.posts.publish(post.id, new Date(Date.now() + 86_400_000).toISOString());
      }
    });

    it("shows last changed first, with counts by status and the tags A to Z", async () => {
      const all = await list();
      expect(all.posts).toHaveLength(7);
      const times = all.posts.map((post) => post.updated_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(all.counts).toEqual({ all: 7, draft: 4, scheduled: 1, published: 2 });
      expect(all.tags).toEqual(["news", "Recipes"]);
      expect(all.next_cursor).toBeNull();
      expect(all.posts[0]).not.toHaveProperty("body");
    });

    it("filters by status, tag and title words, the counts staying the site's", async () => {
      expect((await list("?status=published")).posts.map((p) => p.title).sort()).toEqual([
        "Post 1 about cakes",
        "Post 2 about sourdough",
      ]);
      expect((await list("?status=scheduled")).posts.map((p) => p.title)).toEqual(["Post 3 about cakes"]);
      expect((await list("?tag=Recipes")).posts.map((p) => p.title).sort()).toEqual([
        "Post 3 about cakes",
        "Post 6 about sourdough",
      ]);
      const words = await list(`?q=${encodeURIComponent("SOURDOUGH post")}&status=draft`);
      expect(words.posts.map((p) => p.title).sort()).toEqual(["Post 4 about sourdough", "Post 6 about sourdough"]);
      expect(words.counts.all).toBe(7);
      expect((await list("?q=100%25")).posts).toEqual([]);
    });

    it("pages by cursor, each post once", async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: List = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
        expect(page.posts.length).toBeLessThanOrEqual(3);
        seen.push(...page.posts.map((p) => p.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual((await list()).posts.map((p) => p.id));
      const bad = await lister.posts.call<ErrorBody>("GET", `${lister.posts.base}?cursor=nonsense`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(postMessages.badCursor);
      expect((await lister.posts.call("GET", `${lister.posts.base}?status=gone`)).status).toBe(400);
    });
  });

  describe("who may see and change a post", () => {
    let outsider: TestUser;
    let post: Post;
    beforeAll(async () => {
      outsider = (await signedUpOwner(use())).user;
      post = await owner.posts.create({ title: "Private" });
    });

    it("finds a post by id alone in the caller's organization, 404 in another", async () => {
      const mine = await owner.posts.call<Post>("GET", `/api/posts/${post.id}`);
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual((await owner.posts.get(post.id)).body);
      const theirs = await apiAs(use(), outsider).call<ErrorBody>("GET", `/api/posts/${post.id}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error.message).toBe(postMessages.notFound);
    });

    it("answers another organization's site and another site's post 404", async () => {
      const api = apiAs(use(), outsider);
      const tries: [string, string, unknown][] = [
        ["GET", `${owner.posts.base}/${post.id}`, undefined],
        ["PATCH", `${owner.posts.base}/${post.id}`, { base_version: 1 }],
        ["POST", `${owner.posts.base}/${post.id}/publish`, {}],
        ["DELETE", `${owner.posts.base}/${post.id}`, undefined],
      ];
      for (const [method, path, json] of tries) expect((await api.call(method, path, json)).status).toBe(404);
      const otherSite = await owner.api.createSite("Second site");
      const wrongSite = await owner.posts.call<ErrorBody>("GET", `/api/sites/${otherSite.id}/posts/${post.id}`);
      expect(wrongSite.status).toBe(404);
      expect(wrongSite.body.error.message).toBe(postMessages.notFound);
    });

    it("lets a viewer read and not write, naming the permission", async () => {
      const viewer = await addMember(use(), owner.user, owner.organization.id, "viewer");
      const viewerPosts = postsApi(use(), viewer, owner.site.id);
      expect((await viewerPosts.get(post.id)).status).toBe(200);
      const refused = await viewerPosts.call<ErrorBody>("PATCH", `${viewerPosts.base}/${post.id}`, {
        base_version: 1,
        title: "Mine now",
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/viewer/);
    });

    it("deletes a post with its revisions", async () => {
      const doomed = await owner.posts.create({ title: "Doomed" });
      expect((await owner.posts.call("DELETE", `${owner.posts.base}/${doomed.id}`)).status).toBe(204);
      expect((await owner.posts.get(doomed.id)).status).toBe(404);
      const left = await use()
        .deps.db.kysely.selectFrom("post_revisions")
        .select("id")
        .where("post_id", "=", doomed.id)
        .execute();
      expect(left).toEqual([]);
    });
  });
});
