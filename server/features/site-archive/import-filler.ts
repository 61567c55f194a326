// Writing an accepted archive into the new site, inside the transaction that creates it: source files,
// media rows (their blobs already stored), posts with their revisions and tags, forms, and settings.
import { randomUUID } from "node:crypto";
import { ancestorFolders } from "@common/files";
import type { PostContent } from "@common/schemas/posts";
import type { ArchivedPost, SiteManifest } from "@common/schemas/site-archive";
import type { Kysely } from "kysely";
import type { SourceFile } from "../../builder/builder";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";
import { ensureFolders, writeSourceFiles } from "../../sources/file-writes";
import { addRevision, contentColumns, replaceTags } from "../posts/post-store";
import type { NewSite, SiteFiller } from "../sites/sites.service";
import type { ImportedMedia } from "./import-media";

/** What an import writes: `manifest` is null for a zip of plain files. */
export type AcceptedArchive = {
  files: SourceFile[];
  folders: string[];
  media: ImportedMedia[];
  posts: { post: ArchivedPost; content: PostContent }[];
  manifest: SiteManifest | null;
};

async function writeMedia(trx: Kysely<Database>, site: NewSite, media: ImportedMedia[]) {
  const now = nowIso();
  for (const file of media) {
    await trx
      .insertInto("media_files")
      .values({
        id: randomUUID(),
        organization_id: site.organizationId,
        site_id: site.siteId,
        path: file.path,
        alt: file.alt,
        ...file.columns,
        created_by: site.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

async function writePosts(trx: Kysely<Database>, site: NewSite, posts: AcceptedArchive["posts"]) {
  for (const { post, content } of posts) {
    const id = randomUUID();
    await trx
      .insertInto("posts")
      .values({
        id,
        organization_id: site.organizationId,
        site_id: site.siteId,
        ...contentColumns(content),
        author_id: site.userId,
        status: post.status,
        scheduled_at: post.scheduled_at,
        published_at: post.published_at,
        version: 1,
        created_at: post.created_at,
        updated_at: post.updated_at,
      })
      .execute();
    await replaceTags(trx, id, site.siteId, content.tags);
    await addRevision(trx, id, content, site.userId ?? "", new Date(post.updated_at));
  }
}

async function writeSettings(trx: Kysely<Database>, site: NewSite, manifest: SiteManifest) {
  const { seo, whatsapp_number, show_badge, forms } = manifest.settings;
  await trx
    .updateTable("sites")
    .set({ seo: JSON.stringify(seo), whatsapp_number, show_badge: show_badge ? 1 : 0 })
    .where("id", "=", site.siteId)
    .execute();
  const now = nowIso();
  for (const form of forms) {
    // Who is mailed names members of another team, and a webhook's secret never leaves: both are set again.
    await trx
      .insertInto("forms")
      .values({
        id: randomUUID(),
        organization_id: site.organizationId,
        site_id: site.siteId,
        name: form.name,
        member_ids: "[]",
        webhook_url: null,
        webhook_secret: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** The filler that writes `archive` into the site being created. */
export function archiveFiller(archive: AcceptedArchive): SiteFiller {
  const writeFiles = writeSourceFiles(archive.files, "Imported");
  return async (trx, site) => {
    await writeFiles(trx, site);
    // Folders with nothing in them come from their own entries; the rest came with their files.
    const folders = [...new Set(archive.folders.flatMap((folder) => [...ancestorFolders(folder), folder]))].sort();
    await ensureFolders(trx, site.dialect, site, folders);
    await writeMedia(trx, site, archive.media);
    await writePosts(trx, site, archive.posts);
    if (archive.manifest) await writeSettings(trx, site, archive.manifest);
  };
}
