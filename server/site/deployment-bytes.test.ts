// With a bucket (S3_URL), a deployment's built files keep their bytes there and the rows only their keys:
// publishes, content rebuilds and the site host read them back; an unchanged file is stored once; the
// deployments an installation stored in the database before move into the bucket at boot; a deleted
// site's bytes leave the bucket.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, testDialects } from "../test/databases";
import { postsApi } from "../test/posts";
import { ownerWithSite, visit } from "../test/publishing";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import { migratedDatabase, startTestApp, type TestApp } from "../test/test-app";
import { MOVE_BYTES_QUEUE } from "./site-wing";

const PAGE = (words: string) => `export default function Index() { return <h1>${words}</h1>; }`;

async function liveFiles(app: TestApp, siteId: string) {
  return app.deps.db.kysely
    .selectFrom("deployment_files")
    .innerJoin("sites", "sites.live_deployment_id", "deployment_files.deployment_id")
    .select(["path", "content", "gzip", "br", "content_key", "gzip_key", "br_key"])
    .where("sites.id", "=", siteId)
    .execute();
}

for (const dialect of testDialects()) {
  describe(`deployment files in the bucket [${dialect}]`, () => {
    let database: TestDatabase;
    let s3: TestS3Server;
    let app: TestApp;
    let owner: Awaited<ReturnType<typeof ownerWithSite>>;

    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      s3 = await startS3Server();
      // First the installation runs without a bucket: its deployments' bytes are in the database.
      const before = await startTestApp(database);
      owner = await ownerWithSite(before, "Bucket Bakery");
      await owner.save("pages/Index.jsx", PAGE("Stored in the database"));
      await owner.publish();
      const files = await liveFiles(before, owner.site.id);
      expect(files.every((file) => file.content !== null && file.content_key === null)).toBe(true);
      await before.close();
      // Then it moves to a bucket: the same database, the same secret, S3_URL set.
      app = await startTestApp(database, { S3_URL: s3.url, AUTH_SECRET: before.env.authSecret });
      owner = await ownerWithSite(app, "Bucket Bakery Two");
    });
    afterAll(async () => {
      await app?.close();
      await s3?.close();
      await database?.drop();
    });

    it("moves the deployments stored in the database into the bucket at boot, and serves them from there", async () => {
      await app.deps.jobs.drain({ queues: [MOVE_BYTES_QUEUE], timeoutMs: 30_000 });
      const moved = await app.deps.db.kysely
        .selectFrom("deployment_files")
        .select(["content", "content_key"])
        .execute();
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.filter((file) => file.content !== null || file.content_key === null)).toEqual([]);
      const slug = (
        await app.deps.db.kysely
          .selectFrom("sites")
          .select("slug")
          .where("name", "=", "Bucket Bakery")
          .executeTakeFirstOrThrow()
      ).slug;
      expect(await (await visit(app, slug, "/")).text()).toContain("Stored in the database");
    });

    it("publishes into the bucket, stores an unchanged file once, and serves it compressed", async () => {
      await owner.save("pages/Index.jsx", PAGE("Fresh from the bucket"));
      await owner.publish();
      const first = await liveFiles(app, owner.site.id);
      expect(first.filter((file) => file.content !== null || file.gzip !== null || file.br !== null)).toEqual([]);
      for (const file of first) expect(await app.deps.blobs.has(file.content_key ?? "")).toBe(true);
      const page = await visit(app, owner.site.slug, "/", { headers: { "accept-encoding": "br" } });
      expect(page.headers.get("content-encoding")).toBe("br");

      await owner.save("pages/Index.jsx", PAGE("Second batch from the bucket"));
      await owner.publish();
      const second = await liveFiles(app, owner.site.id);
      const keysOf = (files: typeof first) => new Map(files.map((file) => [file.path, file.content_key]));
      const [was, now] = [keysOf(first), keysOf(second)];
      const unchanged = [...now].filter(([path, key]) => was.get(path) === key).map(([path]) => path);
      expect(unchanged.length).toBeGreaterThan(0);
      expect(now.get("index.html")).not.toBe(was.get("index.html"));
      expect(await (await visit(app, owner.site.slug, "/")).text()).toContain("Second batch from the bucket");
    });

    it("rebuilds a post's pages from the bucket's files", async () => {
      const posts = postsApi(app, owner.user, owner.site.id);
      const post = await posts.create({ title: "Rye on Fridays" });
      await posts.publish(post.id);
      await app.deps.jobs.drain({ timeoutMs: 30_000 });
      expect(await (await visit(app, owner.site.slug, "/blog/rye-on-fridays")).text()).toContain("Rye on Fridays");
      expect(await (await visit(app, owner.site.slug, "/")).text()).toContain("Second batch from the bucket");
    });

    it("frees a deleted site's bytes from the bucket", async () => {
      const files = await liveFiles(app, owner.site.id);
      const own = files.find((file) => file.path === "index.html")?.content_key ?? "";
      expect(await app.deps.blobs.has(own)).toBe(true);
      const deleted = await owner.api.call("DELETE", `/api/sites/${owner.site.id}`);
      expect(deleted.status).toBeLessThan(300);
      await app.deps.jobs.drain({ timeoutMs: 30_000 });
      expect(await app.deps.blobs.has(own)).toBe(false);
    });
  });
}
