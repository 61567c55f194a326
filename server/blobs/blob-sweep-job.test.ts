import { utimes } from "node:fs/promises";
import { join } from "node:path";
import type { MediaFile } from "@common/schemas/media";
import { expect, it } from "vitest";
import { ownerWithSite } from "../test/publishing";
import { describeEachDb, type TestApp } from "../test/test-app";
import { BLOB_SWEEP_QUEUE } from "./blob-sweep-job";

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=",
  "base64",
);

/** Makes a blob of the local store look written two hours ago, older than the sweep's grace. */
async function age(app: TestApp, key: string) {
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(join(app.deps.env.dataDir, "blobs", key), twoHoursAgo, twoHoursAgo);
}

describeEachDb("the blob sweep job", (use) => {
  it("deletes old blobs no row holds when its job runs, and keeps a library file's", async () => {
    const app = use();
    const bakery = await ownerWithSite(app, "Sweeping Bakery");
    const file = (await bakery.api.uploadMedia<MediaFile>(bakery.site.id, "dot.png", PIXEL)).body;
    const kept = await app.deps.db.kysely
      .selectFrom("media_files")
      .select("blob_key")
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    const orphan = await app.deps.blobs.put(Buffer.from("nobody holds these bytes"), "text/plain");
    await age(app, orphan.key);
    await age(app, kept.blob_key);

    await app.deps.jobs.send(BLOB_SWEEP_QUEUE, {});
    await app.deps.jobs.drain();

    expect(await app.deps.blobs.has(orphan.key)).toBe(false);
    expect(await app.deps.blobs.has(kept.blob_key)).toBe(true);
  });
});
