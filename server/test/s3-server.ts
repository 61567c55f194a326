// A real S3-protocol server for tests: s3rver, in this process, on a free loopback port, keeping its
// objects in a temporary folder. The blob store talks to it through the AWS SDK exactly as it would to
// S3, R2 or MinIO. (s3rver accepts any secret for its one access key, S3RVER: it checks no signatures.)
import crypto from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;

export async function startS3Server({ bucket = "webcraft-test" }: { bucket?: string } = {}) {
  allowSingleDes();
  const directory = mkdtempSync(join(tmpdir(), "webcraft-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    /** For S3_URL. */
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    bucket,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

type CipherFactory = (algorithm: string, key: crypto.CipherKey, ...rest: unknown[]) => unknown;

let desAllowed = false;
/**
 * s3rver encrypts its ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 only has in
 * its legacy provider, so every truncated listing would answer 500. Triple DES with the key three
 * times over is the same cipher and is still in the default provider: hand s3rver that instead.
 * Only the "des" name is rewritten, and only in a test process that starts s3rver.
 */
function allowSingleDes() {
  if (desAllowed) return;
  desAllowed = true;
  const asTripleDes =
    (original: CipherFactory): CipherFactory =>
    (algorithm, key, ...rest) =>
      algorithm === "des"
        ? original("des-ede3-cbc", Buffer.concat(Array(3).fill(Buffer.from(key as Uint8Array))), ...rest)
        : original(algorithm, key, ...rest);
  crypto.createCipheriv = asTripleDes(crypto.createCipheriv as CipherFactory) as typeof crypto.createCipheriv;
  crypto.createDecipheriv = asTripleDes(crypto.createDecipheriv as CipherFactory) as typeof crypto.createDecipheriv;
}
