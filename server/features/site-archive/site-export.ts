// A site as a zip (docs/product.md#export-and-import): `webcraft.json` first, then its source files under
// files/ and its media under media/. Rows are read a page at a time and each file is packed before the
// next is read, so an export of a large site never holds the whole site in memory.

import type { SiteManifest } from "@common/schemas/site-archive";
import {
  ARCHIVE_FILES_FOLDER,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_MANIFEST,
  ARCHIVE_MEDIA_FOLDER,
} from "@common/site-archive";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import { isoTime } from "../../db/values";
import { parseSeo } from "../../site/seo";
import { bodyOf, tagsOf } from "../posts/post-rows";
import type { ZipEntryInput } from "./zip-writer";
import { zipStream } from "./zip-writer";

type Context = { db: Db; blobs: BlobStore; actor: Actor };

const PAGE = 200;

async function manifestOf({ kysely: db }: Db, site: SiteRow): Promise<SiteManifest> {
  const [media, posts, forms] = await Promise.all([
    db.selectFrom("media_files").select(["path", "alt"]).where("site_id", "=", site.id).orderBy("path").execute(),
    db.selectFrom("posts").selectAll().where("site_id", "=", site.id).orderBy("created_at").orderBy("id").execute(),
    db.selectFrom("forms").select(["name", "webhook_url"]).where("site_id", "=", site.id).orderBy("name").execute(),
  ]);
  return {
    format: ARCHIVE_FORMAT_VERSION,
    name: site.name,
    exported_at: new Date().toISOString(),
    settings: {
      seo: parseSeo(site.seo),
      visibility: site.access_hash ? "password" : "public",
      whatsapp_number: site.whatsapp_number,
      show_badge: Number(site.show_badge) === 1,
      forms,
    },
    media,
    content: {
      posts: posts.map((post) => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        cover_image: post.cover_image,
        tags: tagsOf(post),
        status: post.status,
        scheduled_at: isoTime(post.scheduled_at),
        published_at: isoTime(post.published_at),
        created_at: isoTime(post.created_at),
        updated_at: isoTime(post.updated_at),
        body: bodyOf(post),
      })),
    },
  };
}

async function* sourceEntries({ kysely: db }: Db, siteId: string): AsyncGenerator<ZipEntryInput> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("site_files")
      .leftJoin("site_file_versions", "site_file_versions.id", "site_files.current_version_id")
      .select([
        "site_files.full_path",
        "site_files.is_directory",
        "site_files.updated_at",
        "site_file_versions.content",
      ])
      .where("site_files.site_id", "=", siteId)
      .where("site_files.full_path", ">", after)
      .orderBy("site_files.full_path")
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const isDirectory = Boolean(row.is_directory);
      yield {
        name: `${ARCHIVE_FILES_FOLDER}${row.full_path}`,
        isDirectory,
        bytes: isDirectory ? undefined : Buffer.from(row.content ?? "", "utf8"),
        modified: new Date(isoTime(row.updated_at)),
      };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]?.full_path ?? after;
  }
}

async function* mediaEntries({ kysely: db }: Db, blobs: BlobStore, siteId: string): AsyncGenerator<ZipEntryInput> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("media_files")
      .select(["path", "blob_key", "mime", "updated_at"])
      .where("site_id", "=", siteId)
      .where("path", ">", after)
      .orderBy("path")
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const bytes = await blobs.get(row.blob_key);
      // A blob lost from the store leaves the file out rather than failing the whole download.
      if (bytes === null) continue;
      yield {
        name: `${ARCHIVE_MEDIA_FOLDER}${row.path}`,
        bytes,
        modified: new Date(isoTime(row.updated_at)),
        // Only SVG, PDF and the like shrink further: deflating a JPEG or a video costs time for nothing.
        compress: row.mime === "image/svg+xml" || row.mime === "application/pdf",
      };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]?.path ?? after;
  }
}

async function* siteEntries(db: Db, blobs: BlobStore, site: SiteRow): AsyncGenerator<ZipEntryInput> {
  const manifest = await manifestOf(db, site);
  yield { name: ARCHIVE_MANIFEST, bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8") };
  yield* sourceEntries(db, site.id);
  yield* mediaEntries(db, blobs, site.id);
}

/** The site's archive as a stream, and the name to save it under: `{slug}.zip`. */
export async function exportSite(
  { db, blobs, actor }: Context,
  siteId: string,
): Promise<{ filename: string; stream: ReadableStream<Uint8Array> }> {
  const site = await requireSiteAccess(db, actor, siteId);
  return { filename: `${site.slug}.zip`, stream: zipStream(siteEntries(db, blobs, site)) };
}
