// "Used in": the site files whose source names a media file's address, for the detail panel and for
// the question before a delete (docs/product.md#media-library).
import type { MediaUse } from "@common/schemas/media";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { dbBool } from "../../db/values";
import { filesUnder } from "./media-folders.service";
import { requireFolder } from "./media-paths";
import { encodeMediaPath, type MediaContext, requireMedia } from "./media-rows";

type Ctx = Pick<MediaContext, "db" | "actor">;

/** The ways source may write a path: as it is, and percent-encoded as in its URL. */
function writtenForms(path: string): string[] {
  return [...new Set([`/media/${path}`, `/media/${encodeMediaPath(path)}`])];
}

/** Matches the path only where it ends: `/media/hero.jpg` in `"/media/hero.jpg?w=640"`, not in `/media/hero.jpg.bak`. */
function mentions(content: string, path: string): boolean {
  return writtenForms(path).some((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`${escaped}(?![\\p{L}\\p{N}._~%/-])`, "u").test(content);
  });
}

/**
 * The site's files (their current versions) that name any of `paths`. `prefixes` narrow the search in
 * the database (LIKE is a superset: its wildcards and SQLite's case-folding); each match is then
 * checked exactly here.
 */
async function sourcesNaming({ kysely: db, dialect }: Db, siteId: string, prefixes: string[], paths: string[]) {
  if (paths.length === 0) return [];
  const files = await db
    .selectFrom("site_files")
    .innerJoin("site_file_versions", "site_file_versions.id", "site_files.current_version_id")
    .select(["site_files.id", "site_files.full_path", "site_file_versions.content"])
    .where("site_files.site_id", "=", siteId)
    .where("site_files.is_directory", "=", dbBool(dialect, false))
    .where((eb) => eb.or(prefixes.map((prefix) => eb("site_file_versions.content", "like", `%${prefix}%`))))
    .orderBy("site_files.full_path")
    .execute();
  const uses: MediaUse[] = [];
  for (const file of files) {
    for (const path of paths) {
      if (file.content && mentions(file.content, path)) {
        uses.push({ file_id: file.id, full_path: file.full_path, media_path: path });
      }
    }
  }
  return uses;
}

export async function mediaUsedIn({ db, actor }: Ctx, siteId: string, mediaId: string): Promise<MediaUse[]> {
  const { site, row } = await requireMedia(db, actor, siteId, mediaId);
  return sourcesNaming(db, site.id, writtenForms(row.path), [row.path]);
}

/** Where any file under the folder is named, for the question before the folder is deleted. */
export async function folderUsedIn({ db, actor }: Ctx, siteId: string, folder: string): Promise<MediaUse[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  const rows = await filesUnder(db, site.id, requireFolder(folder));
  return sourcesNaming(
    db,
    site.id,
    writtenForms(`${folder}/`),
    rows.map((row) => row.path),
  );
}
