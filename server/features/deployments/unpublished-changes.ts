import type { FileChange, UnpublishedChanges } from "@common/schemas/deployments";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { dbBool, isoTime } from "../../db/values";
import { contentHash } from "../../site/file-variants";

/**
 * Files added, changed or removed since the live deployment was built. A file saved again with the
 * same content (or restored to the published version) does not count as changed.
 */
export async function unpublishedChanges({ db, actor }: { db: Db; actor: Actor }, siteId: string) {
  const site = await requireSiteAccess(db, actor, siteId);
  const current = await db.kysely
    .selectFrom("site_files")
    .select(["full_path", "current_version_id"])
    .where("site_id", "=", site.id)
    .where("is_directory", "=", dbBool(db.dialect, false))
    .execute();
  const published = site.live_deployment_id
    ? await db.kysely
        .selectFrom("deployment_sources")
        .select(["full_path", "version_id", "content_hash"])
        .where("deployment_id", "=", site.live_deployment_id)
        .execute()
    : [];
  const before = new Map(published.map((row) => [row.full_path, row]));
  const changes: FileChange[] = [];
  const suspects = new Map<string, { path: string; hash: string }>();
  for (const file of current) {
    const old = before.get(file.full_path);
    before.delete(file.full_path);
    if (!old) changes.push({ path: file.full_path, change: "added" });
    else if (old.version_id !== file.current_version_id && file.current_version_id) {
      suspects.set(file.current_version_id, { path: file.full_path, hash: old.content_hash });
    }
  }
  for (const path of before.keys()) changes.push({ path, change: "removed" });
  if (suspects.size > 0) {
    const versions = await db.kysely
      .selectFrom("site_file_versions")
      .select(["id", "content"])
      .where("id", "in", [...suspects.keys()])
      .where("organization_id", "=", site.organization_id)
      .execute();
    for (const version of versions) {
      const suspect = suspects.get(version.id);
      if (suspect && contentHash(version.content ?? "") !== suspect.hash) {
        changes.push({ path: suspect.path, change: "modified" });
      }
    }
  }
  changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const result: UnpublishedChanges = {
    live_deployment_id: site.live_deployment_id,
    published_at: isoTime(site.published_at),
    has_changes: changes.length > 0,
    changes,
  };
  return result;
}
