// Putting a processed upload's bytes in the blob store (the original, its thumbnail and WebP copies),
// as the columns a media file or version keeps: shared by uploads and replaces.
import type { Selectable } from "kysely";
import type { BlobStore } from "../../blobs/blob-store";
import { keepBlobs } from "../../blobs/blob-sweep";
import type { MediaBytes } from "../../db/schema";
import type { StoredVariant } from "../../site/media-variants";
import type { AcceptedMedia } from "../../uploads/processed-media";

/** The columns media_files and media_versions share, as read: what the bytes are and where they are. */
export type MediaBytesColumns = Omit<Selectable<MediaBytes>, "created_by" | "created_at">;

export const MEDIA_BYTES_COLUMNS = [
  "blob_key",
  "mime",
  "size_bytes",
  "width",
  "height",
  "thumbnail_key",
  "variants",
] as const satisfies readonly (keyof MediaBytesColumns)[];

type Put = { key: string; bytes: Buffer; contentType: string };

/**
 * Puts the bytes and answers the columns to write, and `confirm`, to call once the row holding them is
 * written: it puts back any blob a release of the same bytes deleted meanwhile (blob-sweep.ts).
 */
export async function putMediaBytes(
  blobs: BlobStore,
  processed: AcceptedMedia,
): Promise<{ columns: MediaBytesColumns; confirm: () => Promise<void> }> {
  const puts: Put[] = [];
  const put = async (bytes: Buffer, contentType: string) => {
    const stored = await blobs.put(bytes, contentType);
    puts.push({ key: stored.key, bytes, contentType });
    return stored;
  };
  // All at once: each local put waits for its file to reach the disk, each S3 put for its answer.
  const [original, thumbnail, variants] = await Promise.all([
    put(processed.bytes, processed.mime),
    processed.thumbnail ? put(processed.thumbnail.bytes, "image/webp") : null,
    Promise.all(
      processed.variants.map(async (variant): Promise<StoredVariant> => {
        const stored = await put(variant.bytes, variant.mime);
        return { width: variant.width, height: variant.height, key: stored.key };
      }),
    ),
  ]);
  return {
    columns: {
      blob_key: original.key,
      mime: processed.mime,
      size_bytes: original.size,
      width: processed.width,
      height: processed.height,
      thumbnail_key: thumbnail?.key ?? null,
      variants: JSON.stringify(variants),
    },
    confirm: () => keepBlobs(blobs, puts),
  };
}
