import type { MediaFile } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it } from "vitest";
import { describeEachBlobBackend } from "../test/blob-backends";
import { ownerWithSite } from "../test/publishing";
import type { TestApp } from "../test/test-app";
import { BLOB_SWEEP_GRACE_MS, keepBlobs, releaseBlobs, sweepBlobs } from "./blob-sweep";

/** A photo big enough for WebP copies, so a file holds an original, a thumbnail and variants. */
const photo = (r: number) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: { r, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

async function keysOf(app: TestApp, file: MediaFile): Promise<string[]> {
  const row = await app.deps.db.kysely
    .selectFrom("media_files")
    .select(["blob_key", "thumbnail_key", "variants"])
    .where("id", "=", file.id)
    .executeTakeFirstOrThrow();
  const variants = (JSON.parse(row.variants) as { key: string }[]).map((variant) => variant.key);
  return [row.blob_key, row.thumbnail_key ?? "", ...variants];
}

async function present(app: TestApp, keys: string[]): Promise<boolean[]> {
  return Promise.all(keys.map((key) => app.deps.blobs.has(key)));
}

describeEachBlobBackend("freeing blobs", (use) => {
  it("frees a deleted file's blobs, but never those another site's file still has", async () => {
    const app = use();
    const bakery = await ownerWithSite(app, "Shared Bakery");
    const other = await ownerWithSite(app, "Sharing Bakery");
    const bytes = await photo(10);
    const mine = (await bakery.api.uploadMedia<MediaFile>(bakery.site.id, "loaf.jpg", bytes)).body;
    const theirs = (await other.api.uploadMedia<MediaFile>(other.site.id, "same.jpg", bytes)).body;
    const keys = await keysOf(app, mine);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(await keysOf(app, theirs)).toEqual(keys);

    expect((await bakery.api.call("DELETE", `/api/sites/${bakery.site.id}/media/${mine.id}`)).status).toBe(204);
    expect(await present(app, keys)).toEqual(keys.map(() => true));
    expect((await other.api.call("DELETE", `/api/sites/${other.site.id}/media/${theirs.id}`)).status).toBe(204);
    expect(await present(app, keys)).toEqual(keys.map(() => false));
  });

  it("frees the blobs of a deleted site and of a deleted organization, versions included", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Closing Bakery");
    const file = (await owner.api.uploadMedia<MediaFile>(owner.site.id, "a.jpg", await photo(20))).body;
    const oldKeys = await keysOf(app, file);
    expect((await owner.api.replaceMedia(owner.site.id, file.id, await photo(30))).status).toBe(200);
    const newKeys = await keysOf(app, file);
    expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}`)).status).toBe(204);
    expect(await present(app, [...oldKeys, ...newKeys])).toEqual([...oldKeys, ...newKeys].map(() => false));

    const second = await owner.api.createSite("Second Shop");
    const kept = (await owner.api.uploadMedia<MediaFile>(second.id, "b.jpg", await photo(40))).body;
    const keptKeys = await keysOf(app, kept);
    const deleted = await owner.api.call("DELETE", "/api/organization", { confirm_name: owner.organization.name });
    expect(deleted.status).toBe(204);
    expect(await present(app, keptKeys)).toEqual(keptKeys.map(() => false));
  });

  it("sweeps blobs no row refers to, sparing recent ones (an upload may be writing its row)", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Sweeping Bakery");
    const file = (await owner.api.uploadMedia<MediaFile>(owner.site.id, "kept.jpg", await photo(50))).body;
    const keptKeys = await keysOf(app, file);
    const orphan = await app.deps.blobs.put(Buffer.from(`left behind ${Math.random()}`));

    // Now: the orphan is younger than the grace period, so it stays.
    const early = await sweepBlobs(app.deps);
    expect(early.deleted).not.toContain(orphan.key);
    expect(await app.deps.blobs.has(orphan.key)).toBe(true);

    // Later: it goes; every blob a row refers to stays.
    const later = new Date(Date.now() + BLOB_SWEEP_GRACE_MS + 60_000);
    const swept = await sweepBlobs(app.deps, { now: later });
    expect(swept.deleted).toContain(orphan.key);
    expect(await app.deps.blobs.has(orphan.key)).toBe(false);
    expect(await present(app, keptKeys)).toEqual(keptKeys.map(() => true));
    expect((await owner.api.call("GET", `/api/sites/${owner.site.id}/media`)).status).toBe(200);
  });

  it("puts back a blob that a release removed while an upload of the same bytes was writing its row", async () => {
    const app = use();
    const bytes = Buffer.from(`shared between two uploads ${Math.random()}`);
    // The upload has put its bytes; before its row is written, another file with the same bytes goes.
    const stored = await app.deps.blobs.put(bytes);
    expect(await releaseBlobs(app.deps, [stored.key])).toBe(1);
    expect(await app.deps.blobs.has(stored.key)).toBe(false);
    // With its row written, the upload checks its blobs and puts back what is missing.
    await keepBlobs(app.deps.blobs, [{ key: stored.key, bytes }]);
    expect(await app.deps.blobs.get(stored.key)).toEqual(bytes);
  });
});
