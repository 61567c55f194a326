// How much an organization's media take, and the refusal of new bytes past its total
// (docs/product.md#media-library).
import { mediaMessages } from "@common/media";
import type { MediaUsage } from "@common/schemas/media";
import { formatBytes } from "@common/storage-limits";
import { AppError } from "../../errors";
import { mediaBytesUsed } from "../../site/organization-usage";
import { heldLimit, type LimitsDeps, organizationLimits, refuseOverPlan } from "../../site/storage-limits";

/** The stored originals of every site's files and kept versions, against what the organization may keep. */
export async function mediaUsage(deps: LimitsDeps, organizationId: string): Promise<MediaUsage> {
  const limit = heldLimit(await organizationLimits(deps, organizationId), "mediaBytes");
  return { used_bytes: await mediaBytesUsed(deps.db, organizationId), limit_bytes: limit };
}

/**
 * Refuses `adding` more bytes when they would take the organization past what it may keep: its plan's
 * figure (402, where billing is on) or this installation's (413). Two uploads at once may both fit
 * alone and pass together: the total is a budget, not a hard wall, and overshoots by at most a few files.
 */
export async function requireRoom(deps: LimitsDeps, organizationId: string, name: string, adding: number) {
  const limits = await organizationLimits(deps, organizationId);
  const used = await mediaBytesUsed(deps.db, organizationId);
  refuseOverPlan(limits, "mediaBytes", used + adding);
  if (used + adding <= limits.mediaBytes) return;
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    mediaMessages.organizationFull(name, formatBytes(used), formatBytes(limits.mediaBytes)),
  );
}
