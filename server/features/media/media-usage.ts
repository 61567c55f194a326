// How much an organization's media take, and the refusal of new bytes past its total
// (docs/product.md#media-library).
import { MEDIA_ORGANIZATION_MAX_BYTES, mediaMessages } from "@common/media";
import type { MediaUsage } from "@common/schemas/media";
import { formatBytes } from "@common/storage-limits";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";

/** The stored originals of every site's files and kept versions; thumbnails and WebP copies aside. */
export async function mediaUsage({ kysely: db }: Db, organizationId: string): Promise<MediaUsage> {
  const files = await db
    .selectFrom("media_files")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("size_bytes"), eb.lit(0)).as("bytes"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  const versions = await db
    .selectFrom("media_versions")
    .innerJoin("media_files", "media_files.id", "media_versions.media_id")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("media_versions.size_bytes"), eb.lit(0)).as("bytes"))
    .where("media_files.organization_id", "=", organizationId)
    .executeTakeFirst();
  // PostgreSQL sums integers as bigint, which arrives as text.
  const used = Number(files?.bytes ?? 0) + Number(versions?.bytes ?? 0);
  return { used_bytes: used, limit_bytes: MEDIA_ORGANIZATION_MAX_BYTES };
}

/**
 * Refuses `adding` more bytes when they would take the organization past its total. Two uploads at
 * once may both fit alone and pass together: the total is a budget, not a hard wall, and overshoots
 * by at most a few files.
 */
export async function requireRoom(db: Db, organizationId: string, name: string, adding: number): Promise<void> {
  const { used_bytes, limit_bytes } = await mediaUsage(db, organizationId);
  if (used_bytes + adding <= limit_bytes) return;
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    mediaMessages.organizationFull(name, formatBytes(used_bytes), formatBytes(limit_bytes)),
  );
}
