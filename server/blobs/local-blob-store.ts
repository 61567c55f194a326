// Blobs as files under one folder (DATA_DIR/blobs), each at its key's path: sha256/ab/cd/abcd….
import { randomBytes } from "node:crypto";
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat, unlink, utimes } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertBlobKey, assertByteRange, type BlobStore, describeBlob, isBlobKey } from "./blob-store";

/** Uploads may be private (form attachments, unpublished media): only the server's own user reads them. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

export function createLocalBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return join(root, key);
  };

  async function put(bytes: Uint8Array) {
    const blob = describeBlob(bytes);
    const path = pathOf(blob.key);
    // Already there: touch it, so a sweep sparing recent blobs spares it too. A sweep may delete it
    // between our look and our touch; then it is written afresh below.
    const now = new Date();
    if (await ifPresent(utimes(path, now, now).then(() => true))) return blob;
    const folder = dirname(path);
    const created = await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
    // Written in full under a name of its own, then renamed into place: readers never see half a blob,
    // and two puts of the same bytes each rename a complete copy over the other.
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      const file = await open(temporary, "wx", FILE_MODE);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, path);
      // A name is part of its folder: the folders that changed are synced too, so after a power cut the
      // blob is found under its key, not only written somewhere (received mail is answered on this).
      for (const changed of foldersUpTo(folder, created ? dirname(created) : folder)) await syncFolder(changed);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return blob;
  }

  async function getRange(key: string, start: number, end: number) {
    assertByteRange(start, end);
    const file = await ifPresent(open(pathOf(key), "r"));
    if (!file) return null;
    try {
      const { size } = await file.stat();
      const length = Math.max(0, Math.min(end, size - 1) - start + 1);
      const buffer = Buffer.alloc(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await file.read(buffer, filled, length - filled, start + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    } finally {
      await file.close();
    }
  }

  async function size(key: string) {
    const stats = await ifPresent(stat(pathOf(key)));
    return stats ? stats.size : null;
  }

  async function* keys({ writtenBefore }: { writtenBefore?: Date } = {}) {
    const base = join(root, "sha256");
    for (const first of await entriesOf(base)) {
      for (const second of await entriesOf(join(base, first))) {
        for (const name of await entriesOf(join(base, first, second))) {
          const key = `sha256/${first}/${second}/${name}`;
          // Temporary files of puts under way (or cut short by a crash) are not blobs.
          if (!isBlobKey(key)) continue;
          if (writtenBefore) {
            const stats = await ifPresent(stat(join(root, key)));
            if (!stats || stats.mtime >= writtenBefore) continue;
          }
          yield key;
        }
      }
    }
  }

  return {
    description: `local disk (${root})`,
    put,
    get: async (key) => ifPresent(readFile(pathOf(key))),
    getRange,
    has: async (key) => (await size(key)) !== null,
    size,
    delete: async (key) => {
      await ifPresent(unlink(pathOf(key)));
    },
    keys,
    // The folder is made at the first put; until then its parent must let the server make it.
    check: async () => {
      await mkdir(root, { recursive: true, mode: FOLDER_MODE });
      await access(root, constants.R_OK | constants.W_OK);
    },
    close: async () => {},
  };
}

/** The promise's value, or null when the file (or a folder on its way) does not exist. */
async function ifPresent<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** `bottom` and each folder above it up to `top`, both included. */
function foldersUpTo(bottom: string, top: string): string[] {
  const folders = [bottom];
  for (let folder = bottom; folder !== top && dirname(folder) !== folder; ) {
    folder = dirname(folder);
    folders.push(folder);
  }
  return folders;
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function entriesOf(folder: string): Promise<string[]> {
  return (await ifPresent(readdir(folder))) ?? [];
}
