// An archive's media, processed as uploads are (type read from the bytes, images re-encoded, SVGs
// cleaned) and put in the blob store before the site's transaction begins. Whatever is put is listed,
// so that a refused import takes its blobs away again.
import { archiveMessages } from "@common/site-archive";
import type { BlobStore } from "../../blobs/blob-store";
import { AppError } from "../../errors";
import type { LimitsDeps } from "../../site/storage-limits";
import { processWithinLimits } from "../media/media.service";
import { type MediaBytesColumns, putMediaBytes } from "../media/media-bytes";
import { requireFolder } from "../media/media-paths";
import { joinMediaPath } from "../media/media-rows";
import type { CheckedEntry } from "./archive-entries";

/** A media file ready to be written: its place, its alternative text and its stored bytes' columns. */
export type ImportedMedia = { path: string; alt: string; columns: MediaBytesColumns; confirm: () => Promise<void> };

/** Media processed so far, and every blob key put for them (originals, thumbnails, WebP copies). */
export type MediaBatch = { media: ImportedMedia[]; keys: string[] };

function keysOf(columns: MediaBytesColumns): string[] {
  const variants = JSON.parse(columns.variants) as { key: string }[];
  return [columns.blob_key, ...(columns.thumbnail_key ? [columns.thumbnail_key] : []), ...variants.map((v) => v.key)];
}

/**
 * Processes each media entry (`path` relative to media/) into `batch`; a refusal names the entry. Two
 * entries that come out at one place (a PNG named photo.jpg beside a real photo.jpg) are refused too.
 */
export async function importMedia(
  { db, env, blobs }: LimitsDeps & { blobs: BlobStore },
  organizationId: string,
  entries: { checked: CheckedEntry; path: string; bytes: () => Promise<Buffer> }[],
  altOf: (path: string) => string,
  batch: MediaBatch,
): Promise<void> {
  const taken = new Map<string, string>();
  for (const { checked, path, bytes } of entries) {
    const slash = path.lastIndexOf("/");
    const name = path.slice(slash + 1);
    let folder = "";
    try {
      folder = requireFolder(slash < 0 ? "" : path.slice(0, slash));
    } catch (error) {
      throw new AppError("VALIDATION_FAILED", archiveMessages.media(checked.name, (error as Error).message));
    }
    const processed = await processWithinLimits({ db, env }, organizationId, name, await bytes()).catch(
      (error: unknown) => {
        if (error instanceof AppError)
          throw new AppError(error.code, archiveMessages.media(checked.name, error.message));
        throw error;
      },
    );
    const stored = joinMediaPath(folder, processed.name);
    const other = taken.get(stored.toLowerCase());
    if (other) throw new AppError("VALIDATION_FAILED", archiveMessages.duplicate(checked.name, other));
    taken.set(stored.toLowerCase(), checked.name);
    const { columns, confirm } = await putMediaBytes(blobs, processed);
    batch.keys.push(...keysOf(columns));
    batch.media.push({ path: stored, alt: altOf(path), columns, confirm });
  }
}
