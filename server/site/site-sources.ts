import type { SourceFile } from "../builder/builder";
import type { Db } from "../db/create-db";
import { dbBool } from "../db/values";

/** A site file as the builder reads it, with the version it came from (null: an unsaved buffer). */
export type SiteSource = SourceFile & { versionId: string | null };

/** Every non-folder file of a site with its current content: one query, whatever the site's size. */
export async function loadSiteSources({ kysely: db, dialect }: Db, siteId: string): Promise<SiteSource[]> {
  const rows = await db
    .selectFrom("site_files as f")
    .leftJoin("site_file_versions as v", "v.id", "f.current_version_id")
    .select(["f.full_path", "f.current_version_id", "v.content"])
    .where("f.site_id", "=", siteId)
    .where("f.is_directory", "=", dbBool(dialect, false))
    .execute();
  return rows.map((row) => ({ path: row.full_path, content: row.content ?? "", versionId: row.current_version_id }));
}

/** The site's files with unsaved editor buffers laid over them (new paths are added). */
export function withOverrides(sources: SiteSource[], overrides: Record<string, string> | undefined): SiteSource[] {
  if (!overrides || Object.keys(overrides).length === 0) return sources;
  const merged = new Map(sources.map((source) => [source.path, source]));
  for (const [path, content] of Object.entries(overrides)) merged.set(path, { path, content, versionId: null });
  return [...merged.values()];
}

/** The current content of one file of a site, or null when it has no such file (or it is a folder). */
export async function currentSource({ kysely: db, dialect }: Db, siteId: string, path: string): Promise<string | null> {
  const row = await db
    .selectFrom("site_files as f")
    .leftJoin("site_file_versions as v", "v.id", "f.current_version_id")
    .select("v.content")
    .where("f.site_id", "=", siteId)
    .where("f.full_path", "=", path)
    .where("f.is_directory", "=", dbBool(dialect, false))
    .executeTakeFirst();
  return row ? (row.content ?? "") : null;
}
