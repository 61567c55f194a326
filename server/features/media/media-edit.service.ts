// Changing one file: its alt text, or its path (a rename or a move) (docs/product.md#media-library).
import type { MediaFile, UpdateMediaInput } from "@common/schemas/media";
import type { Actor } from "../../auth/session";
import type { Db } from "../../db/create-db";
import { isUniqueViolation, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { pathTaken, safeMediaPath } from "./media-paths";
import { describeMedia, requireMedia } from "./media-rows";

/**
 * Sets the alt text and/or moves the file to a new path. Its old address stops answering at once: site
 * code naming it must be changed too (the "used in" list says where).
 */
export async function updateMedia(
  { db, env, actor }: { db: Db; env: Env; actor: Actor },
  siteId: string,
  mediaId: string,
  input: UpdateMediaInput,
): Promise<MediaFile> {
  const { site, row } = await requireMedia(db, actor, siteId, mediaId);
  const path = input.path === undefined ? row.path : safeMediaPath(input.path, row.mime);
  const alt = input.alt === undefined ? row.alt : input.alt.trim();
  if (path === row.path && alt === row.alt) return describeMedia(db, env, site, row);
  const updated_at = nowIso();
  try {
    await db.kysely.updateTable("media_files").set({ path, alt, updated_at }).where("id", "=", row.id).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw pathTaken(path);
    throw error;
  }
  return describeMedia(db, env, site, { ...row, path, alt, updated_at });
}
