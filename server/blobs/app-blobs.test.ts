import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeEachBlobBackend } from "../test/blob-backends";

describeEachBlobBackend("the app's blob store", (use, backend) => {
  it("keeps uploads where the environment says", async () => {
    const app = use();
    const { key } = await app.deps.blobs.put(Buffer.from("an upload"), "text/plain");
    expect((await app.deps.blobs.get(key))?.toString()).toBe("an upload");
    expect(existsSync(join(app.env.dataDir, "blobs", key))).toBe(backend === "local");
    expect(app.deps.blobs.description).toMatch(backend === "s3" ? /^S3 bucket webcraft-test\/app-/ : /^local disk/);
  });
});
