import type { MediaFile } from "@common/schemas/media";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Served, SITE_FRONT_MODES, serve, visitOver } from "../../site/host/served";
import { describeEachBlobBackend } from "../../test/blob-backends";
import { ownerWithSite } from "../../test/publishing";

/** A photo of one colour, `width` px wide. */
const photo = (width: number, r: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: { r, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

for (const mode of SITE_FRONT_MODES) {
  describeEachBlobBackend(
    `media on a site's host, from the site cache (SITE_FRONT=${mode})`,
    (use) => {
      let listening: Served | undefined;
      beforeAll(async () => {
        listening = await serve(use());
      });
      afterAll(() => listening?.close());

      it("serves bytes by content key from memory: a replace changes them at once, with ETag, 304, Range and HEAD", async () => {
        const app = use();
        const owner = await ownerWithSite(app, "Cached Bakery");
        const host = `${owner.site.slug}.${app.env.siteDomain}`;
        const get = (path: string, init: RequestInit = {}) => visitOver(listening?.port ?? 0, host, path, init);

        // Asked for before it exists: a 404, which the upload makes the cache forget.
        expect((await get("/media/loaf.jpg")).status).toBe(404);
        const upload = await owner.api.uploadMedia<MediaFile>(owner.site.id, "loaf.jpg", await photo(800, 200));
        const first = await get("/media/loaf.jpg");
        expect(first.status).toBe(200);
        const bytes = Buffer.from(await first.arrayBuffer());
        expect(bytes.length).toBe(upload.body.size);
        const etag = first.headers.get("etag") ?? "";
        expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
        expect(first.headers.get("cache-control")).toBe("no-cache");
        expect(first.headers.get("content-security-policy")).toContain("sandbox");

        // The bytes are held by their key: with the blob gone from the store, the address still answers them.
        const row = await app.deps.db.kysely
          .selectFrom("media_files")
          .select("blob_key")
          .where("id", "=", upload.body.id)
          .executeTakeFirstOrThrow();
        await app.deps.blobs.delete(row.blob_key);
        expect(Buffer.from(await (await get("/media/loaf.jpg")).arrayBuffer())).toEqual(bytes);

        const head = await get("/media/loaf.jpg", { method: "HEAD" });
        expect(head.status).toBe(200);
        expect(head.headers.get("content-length")).toBe(String(bytes.length));
        expect(head.headers.get("etag")).toBe(etag);
        expect((await head.arrayBuffer()).byteLength).toBe(0);
        expect((await get("/media/loaf.jpg", { headers: { "if-none-match": etag } })).status).toBe(304);
        const part = await get("/media/loaf.jpg", { headers: { range: "bytes=10-19", "if-range": etag } });
        expect(part.status).toBe(206);
        expect(part.headers.get("content-range")).toBe(`bytes 10-19/${bytes.length}`);
        expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
        expect((await get("/media/loaf.jpg", { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
        const variant = await get("/media/loaf.jpg?w=640");
        expect(variant.headers.get("content-type")).toBe("image/webp");
        expect(variant.headers.get("etag")).not.toBe(etag);

        // A replace: the same address answers the new bytes at once, under a new ETag.
        const replaced = await owner.api.replaceMedia<MediaFile>(owner.site.id, upload.body.id, await photo(400, 20));
        expect(replaced.status).toBe(200);
        const after = await get("/media/loaf.jpg", { headers: { "if-none-match": etag } });
        expect(after.status).toBe(200);
        expect(after.headers.get("etag")).not.toBe(etag);
        expect((await sharp(Buffer.from(await after.arrayBuffer())).metadata()).width).toBe(400);

        expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}/media/${upload.body.id}`)).status).toBe(
          204,
        );
        expect((await get("/media/loaf.jpg")).status).toBe(404);
        expect((await get("/media/loaf.jpg", { method: "POST" })).status).toBe(405);
      });
    },
    { SITE_FRONT: mode },
  );
}
