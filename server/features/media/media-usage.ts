// How much an organization's media take, and the refusal of new bytes past its total
// (docs/product.md#media-library).
import { MEDIA_ORGANIZATION_MAX_BYTES, mediaMessages } from "@common/media";
import type { MediaUsage } from "@common/schemas/media";
import { formatBytes } from "@common/storage-limits";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { mediaBytesUsed } from "../../site/organization-usage";

/** The stored originals of every site's files and kept versions, against the organization's total. */
export async function mediaUsage(db: Db, organizationId: string): Promise<MediaUsage> {
  return { used_bytes: await mediaBytesUsed(db, organizationId), limit_bytes: MEDIA_ORGANIZATION_MAX_BYTES };
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
