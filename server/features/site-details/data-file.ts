import type { SiteFile } from "@common/schemas/files";
import { SITE_DATA_PATH } from "@common/schemas/site-data";
import { SITE_DETAILS_MESSAGES } from "@common/schemas/site-details";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { selectFiles, toSiteFile } from "../../sources/file-rows";
import { JsonSourceError, parseJsonTree } from "../../sources/json-tree";

/** The site's data/site.json with its current version, or null while it has none. */
export async function findDataFile({ kysely: db }: Db, siteId: string): Promise<SiteFile | null> {
  const row = await selectFiles(db)
    .where("f.site_id", "=", siteId)
    .where("f.full_path", "=", SITE_DATA_PATH)
    .executeTakeFirst();
  if (!row) return null;
  const file = toSiteFile(row);
  if (file.is_directory) throw new AppError("INVALID_DATA_FILE", SITE_DETAILS_MESSAGES.notAFile);
  return file;
}

/** The file's object; a 422 naming the line of its first mistake when it is not JSON, or not an object. */
export function parseDataFile(content: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parseJsonTree(content).root.value;
  } catch (error) {
    if (!(error instanceof JsonSourceError)) throw error;
    throw new AppError("INVALID_DATA_FILE", SITE_DETAILS_MESSAGES.brokenFile(error.line), {
      line: error.line,
      column: error.column,
    });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("INVALID_DATA_FILE", SITE_DETAILS_MESSAGES.notAnObject, { line: 1, column: 1 });
  }
  // The parser's objects hold their keys as own properties, "__proto__" too: a plain JSON.parse copy is simpler.
  return JSON.parse(content) as Record<string, unknown>;
}
