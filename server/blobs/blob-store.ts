// Where bytes that are not site source live: media uploads and their variants, form attachments, and
// later organization logos, deployment files and zip exports. Two backends answer the same contract:
// files under DATA_DIR/blobs (the default) and an S3-compatible bucket (S3_URL). Callers keep a blob's
// key, size and content type in their own rows; the store knows nothing about who refers to what.
import { createHash } from "node:crypto";

/** What a put stored: the key to keep, and what it was derived from. */
export type StoredBlob = { key: string; size: number; sha256: string };

export type BlobStore = {
  /** "local disk (/data/blobs)" or "S3 bucket photos at https://…", for the start-up log; never a secret. */
  readonly description: string;
  /**
   * Stores `bytes` under a key derived from their SHA-256, so the same bytes are kept once however
   * often they are put. A put of bytes already stored makes them recent again (see `keys`).
   * `contentType` is a hint the S3 backend gives the object; readers get the type from their own rows.
   */
  put(bytes: Uint8Array, contentType?: string): Promise<StoredBlob>;
  /** The whole blob, or null when there is none under `key`. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Bytes `start` to `end`, both included (as in a Range header), without reading the rest; `end` is
   * clipped to the last byte and a `start` past it gives an empty buffer. Null when there is no blob.
   */
  getRange(key: string, start: number, end: number): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** The blob's length in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every key stored, in no particular order, for a sweep of blobs no row refers to. `writtenBefore`
   * leaves out blobs put since then, so a sweep spares uploads whose rows are still being written.
   */
  keys(options?: { writtenBefore?: Date }): AsyncIterable<string>;
  /** Throws when the store cannot be used now (the folder or the bucket is missing, the endpoint down). */
  check(): Promise<void>;
  close(): Promise<void>;
};

const KEY_PATTERN = /^sha256\/([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/**
 * `sha256/ab/cd/abcd…`: the two levels of folders keep a local folder's entries in the hundreds, and
 * spread an S3 bucket's keys over prefixes (which S3 rate-limits each on its own).
 */
export function blobKeyOf(sha256: string): string {
  return `sha256/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

export function isBlobKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && match[3]?.startsWith(`${match[1]}${match[2]}`) === true;
}

/**
 * Keys come from our own rows, so a malformed one is a bug, not a missing blob: refuse it before it
 * becomes a path on disk or in the bucket.
 */
export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key.slice(0, 100))}`);
}

export function describeBlob(bytes: Uint8Array): StoredBlob {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { key: blobKeyOf(sha256), size: bytes.byteLength, sha256 };
}

/** Refuses a range no Range header could ask for; a range past the end is the backends' to clip. */
export function assertByteRange(start: number, end: number): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Not a byte range: ${start}-${end}`);
  }
}
