import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { createBlobStore } from "./create-blob-store";
import { parseS3Url } from "./s3-url";

const dataDir = () => mkdtempSync(join(tmpdir(), "webcraft-env-"));

/** The start-up error loadEnv gives for `value`, or "" when there is none. */
function envError(value: string): string {
  try {
    loadEnv({ DATA_DIR: dataDir(), S3_URL: value });
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("S3_URL", () => {
  it("addresses Amazon virtual-hosted style, in the region its host names", () => {
    expect(parseS3Url("https://AKIAEXAMPLE:wJalr%2FK7MDENG%2BbPxRfi@s3.eu-west-1.amazonaws.com/photos")).toEqual({
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      region: "eu-west-1",
      bucket: "photos",
      prefix: "",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "wJalr/K7MDENG+bPxRfi",
      forcePathStyle: false,
    });
  });

  it("addresses any other endpoint path-style, with an optional folder and region", () => {
    expect(parseS3Url("http://minio:minio123@127.0.0.1:9000/uploads/webcraft/prod/?region=auto")).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "auto",
      bucket: "uploads",
      prefix: "webcraft/prod/",
      accessKeyId: "minio",
      secretAccessKey: "minio123",
      forcePathStyle: true,
    });
    expect(parseS3Url("https://key:secret@account.r2.cloudflarestorage.com/site-media").region).toBe("us-east-1");
  });

  it("leaves uploads on local disk when unset, and names the bucket without its secret when set", async () => {
    const dir = dataDir();
    const local = await createBlobStore(loadEnv({ DATA_DIR: dir }));
    expect(local.description).toBe(`local disk (${join(dir, "blobs")})`);
    const s3 = await createBlobStore(loadEnv({ DATA_DIR: dir, S3_URL: "https://key:hush@s3.example.com/media/site" }));
    expect(s3.description).toBe("S3 bucket media/site at https://s3.example.com");
    await s3.close();
  });

  it.each([
    ["s3://key:hunter2@host/bucket", "must start with https:// (or http:// for an endpoint without TLS)"],
    ["not a url", "must be a URL such as https://ACCESS_KEY:SECRET@host/bucket"],
    ["https://key:hun/ter2@host/bucket", 'percent-encode "/", "@", ":" and "#" in the key and secret'],
    ["https://s3.example.com/bucket", "must carry the access key and secret before the host"],
    ["https://key:hunter2@s3.example.com", "must name the bucket after the host"],
    ["https://key:hunter2@s3.example.com/My_Bucket", "3 to 63 lowercase letters, digits, dots and hyphens"],
    ["https://key:hunter2@s3.example.com/bucket/a//b", "the folder after the bucket must be made of"],
    [
      "https://key:hunter2@s3.example.com/bucket?regoin=eu",
      'has an unknown option "regoin" (the only one is ?region=)',
    ],
    ["https://key:hunter2@s3.example.com/bucket?region=EU%20West", "region must be lowercase letters"],
    ["https://key:hunter2%zz@s3.example.com/bucket", 'has a "%" in the key or secret that starts no escape'],
  ])("refuses %s at start-up, saying why", (value, message) => {
    const error = envError(value);
    expect(error).toContain("Invalid environment:\n  S3_URL: ");
    expect(error).toContain(message);
    // The URL holds a secret: the message says what is wrong without repeating it.
    expect(error).not.toContain("ter2");
  });
});
