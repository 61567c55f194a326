// Feature tests that keep bytes (media, form attachments, …) run on both blob backends, the way
// describeEachDb runs them on both databases:
//
//   describeEachBlobBackend("media uploads", (use, backend) => {
//     it("keeps the original", async () => { const app = use(); … app.deps.blobs … });
//   });
//
// runs the suite with files under DATA_DIR/blobs, then with S3_URL pointing at an s3rver started for
// it; each app (one per dialect) gets a folder of its own in that server's bucket.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import { startS3Server, type TestS3Server } from "./s3-server";
import { describeEachDb, type ExtraEnv, type TestApp } from "./test-app";

export const BLOB_BACKENDS = ["local", "s3"] as const;
export type BlobBackend = (typeof BLOB_BACKENDS)[number];

export function describeEachBlobBackend(
  title: string,
  suite: (use: () => TestApp, backend: BlobBackend) => void,
  extraEnv?: ExtraEnv,
) {
  for (const backend of BLOB_BACKENDS) {
    describe(`blobs: ${backend}`, () => {
      let s3: TestS3Server | undefined;
      if (backend === "s3") {
        beforeAll(async () => {
          s3 = await startS3Server();
        });
        afterAll(() => s3?.close());
      }
      describeEachDb(
        title,
        (use) => suite(use, backend),
        () => ({
          ...(typeof extraEnv === "function" ? extraEnv() : extraEnv),
          ...(s3 && { S3_URL: `${s3.url}/app-${randomBytes(4).toString("hex")}` }),
        }),
      );
    });
  }
}
