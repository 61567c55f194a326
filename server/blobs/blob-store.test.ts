import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOB_BACKENDS, type BlobBackend } from "../test/blob-backends";
import { startS3Server, type TestS3Server } from "../test/s3-server";
import type { BlobStore } from "./blob-store";
import { createLocalBlobStore } from "./local-blob-store";
import { createS3BlobStore } from "./s3-blob-store";
import { parseS3Url } from "./s3-url";

/** Small enough that a handful of blobs spans several ListObjectsV2 pages. */
const LIST_PAGE_SIZE = 2;

async function listed(store: BlobStore, options?: { writtenBefore?: Date }) {
  const keys: string[] = [];
  for await (const key of store.keys(options)) keys.push(key);
  return keys.sort();
}

describe.each(BLOB_BACKENDS)("blob store on %s", (backend: BlobBackend) => {
  let s3: TestS3Server | undefined;
  const folders: string[] = [];
  const stores: BlobStore[] = [];
  beforeAll(async () => {
    if (backend === "s3") s3 = await startS3Server();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await s3?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** An empty store: a new folder on disk, or a new folder of the test bucket. */
  async function openStore() {
    let store: BlobStore;
    if (s3) {
      const location = parseS3Url(`${s3.url}/test-${randomBytes(4).toString("hex")}`);
      store = await createS3BlobStore(location, { listPageSize: LIST_PAGE_SIZE });
    } else {
      const folder = mkdtempSync(join(tmpdir(), "webcraft-blobs-"));
      folders.push(folder);
      store = createLocalBlobStore(join(folder, "blobs"));
    }
    stores.push(store);
    return store;
  }

  it("gives back the bytes it was given, under a key named by their SHA-256", async () => {
    const store = await openStore();
    const bytes = Buffer.from("hello, blobs");
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const stored = await store.put(bytes, "text/plain");
    expect(stored).toEqual({ key: `sha256/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`, size: 12, sha256 });
    expect(await store.get(stored.key)).toEqual(bytes);
    expect(await store.has(stored.key)).toBe(true);
    expect(await store.size(stored.key)).toBe(12);
  });

  it("stores the same bytes once, even when two puts of them race", async () => {
    const store = await openStore();
    const bytes = randomBytes(64 * 1024);
    const [first, second] = await Promise.all([store.put(bytes), store.put(bytes)]);
    const third = await store.put(Buffer.from(bytes));
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await listed(store)).toEqual([first.key]);
    expect(await store.get(third.key)).toEqual(bytes);
  });

  it("reads ranges without the rest, clipped to the blob", async () => {
    const store = await openStore();
    const { key } = await store.put(Buffer.from("0123456789"));
    expect((await store.getRange(key, 0, 0))?.toString()).toBe("0");
    expect((await store.getRange(key, 3, 5))?.toString()).toBe("345");
    expect((await store.getRange(key, 7, 1000))?.toString()).toBe("789");
    expect((await store.getRange(key, 0, 9))?.toString()).toBe("0123456789");
    expect((await store.getRange(key, 10, 20))?.length).toBe(0);
    await expect(store.getRange(key, 5, 4)).rejects.toThrow(RangeError);
  });

  it("keeps an empty blob", async () => {
    const store = await openStore();
    const { key, size } = await store.put(Buffer.alloc(0));
    expect(size).toBe(0);
    expect(await store.get(key)).toEqual(Buffer.alloc(0));
    expect(await store.size(key)).toBe(0);
  });

  it("answers a key it does not hold with null, and refuses one that is not a key", async () => {
    const store = await openStore();
    const sha256 = createHash("sha256").update("never stored").digest("hex");
    const missing = `sha256/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
    expect(await store.get(missing)).toBeNull();
    expect(await store.getRange(missing, 0, 10)).toBeNull();
    expect(await store.size(missing)).toBeNull();
    expect(await store.has(missing)).toBe(false);
    await expect(store.get("sha256/../../etc/passwd")).rejects.toThrow("Not a blob key");
    await expect(store.delete(`sha256/00/00/${sha256}`)).rejects.toThrow("Not a blob key");
  });

  it("deletes, and deleting again is no error", async () => {
    const store = await openStore();
    const kept = await store.put(Buffer.from("kept"));
    const { key } = await store.put(Buffer.from("deleted"));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.has(key)).toBe(false);
    expect(await listed(store)).toEqual([kept.key]);
  });

  it("lists every key across listing pages, and leaves out those written after a given time", async () => {
    const store = await openStore();
    const stored = await Promise.all(Array.from({ length: 5 }, (_, i) => store.put(Buffer.from(`blob ${i}`))));
    const keys = stored.map((blob) => blob.key).sort();
    expect(await listed(store)).toEqual(keys);
    expect(await listed(store, { writtenBefore: new Date(Date.now() + 60_000) })).toEqual(keys);
    expect(await listed(store, { writtenBefore: new Date(Date.now() - 60_000) })).toEqual([]);
  });

  it("keeps a large object whole and reads a slice from its middle", async () => {
    const store = await openStore();
    const bytes = randomBytes(8 * 1024 * 1024);
    const { key, size } = await store.put(bytes, "video/mp4");
    expect(size).toBe(bytes.length);
    expect(await store.size(key)).toBe(bytes.length);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    const start = 5 * 1024 * 1024 + 17;
    expect((await store.getRange(key, start, start + 65_535))?.equals(bytes.subarray(start, start + 65_536))).toBe(
      true,
    );
  });
});

describe("local blob store", () => {
  const folder = mkdtempSync(join(tmpdir(), "webcraft-blobs-"));
  const store = createLocalBlobStore(join(folder, "blobs"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("keeps blobs readable by the server's user alone", async () => {
    const { key } = await store.put(Buffer.from("private"));
    const path = join(folder, "blobs", key);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, "blobs")).mode & 0o777).toBe(0o700);
  });

  it("makes a blob recent again when its bytes are put again, so a sweep spares it", async () => {
    const { key } = await store.put(Buffer.from("uploaded twice"));
    const longAgo = new Date(Date.now() - 24 * 3600_000);
    utimesSync(join(folder, "blobs", key), longAgo, longAgo);
    const anHourAgo = new Date(Date.now() - 3600_000);
    expect(await listed(store, { writtenBefore: anHourAgo })).toContain(key);
    await store.put(Buffer.from("uploaded twice"));
    expect(await listed(store, { writtenBefore: anHourAgo })).not.toContain(key);
  });

  it("lists no temporary file of a put cut short", async () => {
    const { key } = await store.put(Buffer.from("whole"));
    writeFileSync(join(folder, "blobs", `${key}.0123456789ab.tmp`), "half");
    const keys = await listed(store);
    expect(keys).toContain(key);
    expect(keys.filter((listedKey) => listedKey.endsWith(".tmp"))).toEqual([]);
  });
});
