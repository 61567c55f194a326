// Where a deployment's built files keep their bytes. On one machine, in the database row beside the
// file's path and type. Where several processes share PostgreSQL and a bucket (S3_URL), in the blob
// store, content-addressed so an unchanged file is stored once across publishes, with the row keeping
// the keys: the database then does not grow with every publish. Readers take either.
import type { Kysely } from "kysely";
import type { BlobStore } from "../blobs/blob-store";
import type { Database, DeploymentFileTable } from "../db/schema";
import { createLru } from "../lru";

/** The byte columns of a deployment file's row. */
export type StoredBytes = Pick<DeploymentFileTable, (typeof BYTE_COLUMNS)[number]>;

export type FileBytes = { content: Buffer; gzip: Buffer | null; br: Buffer | null };

type Readable = Pick<BlobStore, "get">;

/** The columns to select for `readBytes`. */
export const BYTE_COLUMNS = ["content", "gzip", "br", "content_key", "gzip_key", "br_key"] as const;

/** Where new deployments put their bytes: the blob store, or null for the database. */
export type BytesHome = BlobStore | null;

/** A row's byte columns for `bytes`: the bytes themselves, or (with a blob store) their keys. */
export async function storedBytes(home: BytesHome, bytes: FileBytes): Promise<StoredBytes> {
  if (!home) return { ...bytes, content_key: null, gzip_key: null, br_key: null };
  const keyOf = async (value: Buffer | null) => (value ? (await home.put(value)).key : null);
  const [content_key, gzip_key, br_key] = await Promise.all([keyOf(bytes.content), keyOf(bytes.gzip), keyOf(bytes.br)]);
  return { content: null, gzip: null, br: null, content_key, gzip_key, br_key };
}

/**
 * Deployment files' bytes this process read lately, by key. A key names its bytes for good, so nothing
 * here is ever stale: a publish that changed one page reads that page from the bucket, not the site.
 */
const recentBytes = createLru<string, Buffer>({ maxBytes: 64 * 1024 * 1024, bytesOf: (bytes) => bytes.byteLength });

async function blobOf(blobs: Readable, key: string): Promise<Buffer> {
  const held = recentBytes.get(key);
  if (held) return held;
  const bytes = await blobs.get(key);
  if (!bytes) throw new Error(`A deployment file's bytes are missing from the blob store (${key})`);
  recentBytes.set(key, bytes);
  return bytes;
}

/** A row's bytes, from the row or the blob store. */
export async function readBytes(blobs: Readable, row: StoredBytes): Promise<FileBytes> {
  if (row.content) return { content: row.content, gzip: row.gzip, br: row.br };
  if (!row.content_key) throw new Error("A deployment file has neither bytes nor a key");
  const [content, gzip, br] = await Promise.all([
    blobOf(blobs, row.content_key),
    row.gzip_key ? blobOf(blobs, row.gzip_key) : null,
    row.br_key ? blobOf(blobs, row.br_key) : null,
  ]);
  return { content, gzip, br };
}

/** Just the content of a row, from the row or the blob store. */
export async function readContent(blobs: Readable, row: Pick<StoredBytes, "content" | "content_key">) {
  if (row.content) return row.content;
  if (!row.content_key) throw new Error("A deployment file has neither bytes nor a key");
  return blobOf(blobs, row.content_key);
}

/** Blob reads at once while a whole deployment is read: enough to hide a bucket's latency, not a flood. */
const READS_AT_ONCE = 32;

/** Every row's bytes, in order, `READS_AT_ONCE` files at a time. */
export async function readAllBytes<Row extends StoredBytes>(blobs: Readable, rows: Row[]) {
  const read: (Omit<Row, keyof StoredBytes> & FileBytes)[] = [];
  for (let i = 0; i < rows.length; i += READS_AT_ONCE) {
    const batch = rows.slice(i, i + READS_AT_ONCE);
    const bytes = await Promise.all(batch.map((row) => readBytes(blobs, row)));
    batch.forEach(({ content, gzip, br, content_key, gzip_key, br_key, ...rest }, j) => {
      read.push({ ...rest, ...(bytes[j] as FileBytes) });
    });
  }
  return read;
}

/** Rows moved per round of `moveBytesToBlobs`. */
const MOVE_BATCH = 200;

/**
 * Moves the bytes of deployments stored before the blob store was their home into it, a batch at a time
 * (each row is written with its keys before its bytes are dropped, so a crash loses nothing); answers
 * how many files moved.
 */
export async function moveBytesToBlobs(db: Kysely<Database>, blobs: BlobStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db
      .selectFrom("deployment_files")
      .select(["deployment_id", "path", ...BYTE_COLUMNS])
      .where("content", "is not", null)
      .limit(MOVE_BATCH)
      .execute();
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const stored = await storedBytes(blobs, await readBytes(blobs, row));
      await db
        .updateTable("deployment_files")
        .set(stored)
        .where("deployment_id", "=", row.deployment_id)
        .where("path", "=", row.path)
        .execute();
      moved += 1;
    }
  }
}
