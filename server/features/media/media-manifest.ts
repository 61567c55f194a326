// What the site runtime's Image knows of the media library at build time (preview and publish): the size
// and WebP widths of each file the site's code names, so prerendered pages carry srcset already.
import type { MediaManifest, SourceFile } from "../../builder/builder";
import type { Db } from "../../db/create-db";
import { parseVariants } from "../../site/media-variants";

// The path after /media/ as code writes it, up to what ends a string, an attribute or a url().
const MEDIA_REFERENCE = /\/media\/([^"'`\s()<>?#\\]+)/g;

const NAMES_PER_QUERY = 500;

function namedPaths(files: SourceFile[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    for (const match of file.content.matchAll(MEDIA_REFERENCE)) {
      const raw = match[1] ?? "";
      paths.add(raw);
      try {
        paths.add(decodeURIComponent(raw));
      } catch {
        // Not percent-encoding after all: the path as written is enough.
      }
    }
  }
  return paths;
}

/**
 * The site's media files that its code names, keyed by path. Only those: the manifest ships to every
 * visitor with the page, and a library may hold thousands of files the code never shows.
 */
export async function mediaManifest({ kysely: db }: Db, siteId: string, files: SourceFile[]): Promise<MediaManifest> {
  const named = [...namedPaths(files)];
  const manifest: MediaManifest = {};
  // In slices, within what either database takes as parameters of one query.
  for (let start = 0; start < named.length; start += NAMES_PER_QUERY) {
    const rows = await db
      .selectFrom("media_files")
      .select(["path", "width", "height", "variants"])
      .where("site_id", "=", siteId)
      .where("path", "in", named.slice(start, start + NAMES_PER_QUERY))
      .execute();
    for (const row of rows) {
      if (!row.width || !row.height) continue;
      const widths = parseVariants(row.variants).map((variant) => variant.width);
      manifest[row.path] = [row.width, row.height, widths.sort((a, b) => a - b)];
    }
  }
  return manifest;
}
