import { join } from "node:path";
import type { BlobStore } from "./blob-store";
import { createLocalBlobStore } from "./local-blob-store";
import { createS3BlobStore } from "./s3-blob-store";
import type { S3Location } from "./s3-url";

/** The bucket of S3_URL when it is set, else files under DATA_DIR/blobs. */
export async function createBlobStore(env: { dataDir: string; s3?: S3Location }): Promise<BlobStore> {
  return env.s3 ? createS3BlobStore(env.s3) : createLocalBlobStore(join(env.dataDir, "blobs"));
}
