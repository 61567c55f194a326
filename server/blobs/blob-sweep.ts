// Deleting blobs no row refers to (blob-referrers.ts lists the rows that may). Two ways in:
// - releaseBlobs: right after rows go (a media file, a site, an organization), the keys they held, each
//   deleted unless another row still uses it: keys are content-addressed and shared across sites.
// - sweepBlobs: every blob of the store, for what a release missed (a crash between the row's delete
//   and the blob's, a row deleted by a database cascade elsewhere).
//
// An upload in flight has put its blobs but not yet written its row. The sweep spares blobs written
// within the grace period (a put of bytes already stored makes them recent again); a release, which has
// no age to go by, is backed by the uploader checking its blobs once its row is written (keepBlobs).
import { sql } from "kysely";
import type { Db } from "../db/create-db";
import { BLOB_REFERRERS, type BlobScope, blobKeysIn, blobKeysOf } from "./blob-referrers";
import type { BlobStore } from "./blob-store";

type Deps = { db: Db; blobs: BlobStore };

/** Blobs younger than this are spared by the sweep: far longer than any upload takes from put to row. */
export const BLOB_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** True when some row of some referrer holds `key`. */
export async function isBlobReferenced({ kysely: db }: Db, key: string): Promise<boolean> {
  for (const referrer of BLOB_REFERRERS) {
    const conditions = [
      ...referrer.keyColumns.map((column) => sql`${sql.ref(column)} = ${key}`),
      // Keys are hex and slashes: nothing in them is a LIKE wildcard.
      ...referrer.textColumns.map((column) => sql`${sql.ref(column)} like ${`%${key}%`}`),
    ];
    const found =
      await sql`select 1 from ${sql.table(referrer.table)} where ${sql.join(conditions, sql` or `)} limit 1`.execute(
        db,
      );
    if (found.rows.length > 0) return true;
  }
  return false;
}

/** Deletes each of `keys` that no row refers to any more; answers how many went. */
export async function releaseBlobs({ db, blobs }: Deps, keys: Iterable<string>): Promise<number> {
  let deleted = 0;
  for (const key of new Set(keys)) {
    if (await isBlobReferenced(db, key)) continue;
    await blobs.delete(key);
    deleted++;
  }
  return deleted;
}

/** Every key any row holds. Read whole: fine for the sizes a sweep meets today; batch it past millions. */
async function referencedKeys({ kysely: db }: Db): Promise<Set<string>> {
  const values: (string | null)[] = [];
  for (const referrer of BLOB_REFERRERS) {
    const columns = [...referrer.keyColumns, ...referrer.textColumns];
    const rows = await sql<
      Record<string, string | null>
    >`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(referrer.table)}`.execute(db);
    for (const row of rows.rows) values.push(...Object.values(row));
  }
  return blobKeysIn(values);
}

/**
 * Deletes every blob older than the grace period that no row refers to. The store's keys are listed
 * before the rows are read, and each blob is looked for once more just before it goes, so a row written
 * meanwhile keeps its blob. `now` moves the clock, for a test.
 */
export async function sweepBlobs(
  { db, blobs }: Deps,
  { graceMs = BLOB_SWEEP_GRACE_MS, now = new Date() }: { graceMs?: number; now?: Date } = {},
): Promise<{ deleted: string[] }> {
  const candidates: string[] = [];
  for await (const key of blobs.keys({ writtenBefore: new Date(now.getTime() - graceMs) })) candidates.push(key);
  const referenced = await referencedKeys(db);
  const deleted: string[] = [];
  for (const key of candidates) {
    if (referenced.has(key) || (await isBlobReferenced(db, key))) continue;
    await blobs.delete(key);
    deleted.push(key);
  }
  return { deleted };
}

/**
 * For a writer whose row now holds these blobs: puts again any a release deleted between the writer's
 * put and its row (the same bytes freed by another site at that moment).
 */
export async function keepBlobs(
  blobs: BlobStore,
  stored: { key: string; bytes: Uint8Array; contentType?: string }[],
): Promise<void> {
  for (const { key, bytes, contentType } of stored) if (!(await blobs.has(key))) await blobs.put(bytes, contentType);
}

/**
 * Runs `remove` (deleting sites or organizations, their rows cascading) and then deletes the blobs
 * those rows held that no other row uses: the keys are read first, while the rows are there.
 */
export async function removingBlobsOf(deps: Deps, scope: BlobScope, remove: () => Promise<void>): Promise<void> {
  const keys = await blobKeysOf(deps.db, scope);
  await remove();
  await releaseBlobs(deps, keys);
}
