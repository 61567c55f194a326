import type { SiteFile } from "@common/schemas/files";
import { PAGE_EDIT_MESSAGES, type PageEditInput } from "@common/schemas/page-edits";
import { requireSiteAccess } from "../../auth/site-access";
import { AppError } from "../../errors";
import { selectFiles, toSiteFile } from "../../sources/file-rows";
import type { FileContext } from "../../sources/files.service";
import { updateContent } from "../../sources/versions.service";
import { writeBackJson } from "./json-write-back";
import { writeBackScript } from "./write-back";

/**
 * One change made on the preview, saved as the file's next version ("Edited on the page: Home heading"),
 * so History, diff and rollback cover it like any save. The preview was built from `base_version_id`: the
 * offsets and paths it sent mean nothing in a file that moved on, so that answers 409 and nothing is written.
 */
export async function applyPageEdit(context: FileContext, input: PageEditInput): Promise<SiteFile> {
  const site = await requireSiteAccess(context.db, context.actor, context.siteId);
  const row = await selectFiles(context.db.kysely)
    .where("f.site_id", "=", site.id)
    .where("f.full_path", "=", input.path)
    .executeTakeFirst();
  const file = row === undefined ? undefined : toSiteFile(row);
  if (file === undefined || file.is_directory) throw new AppError("NOT_FOUND", PAGE_EDIT_MESSAGES.fileNotFound);
  if (file.current_version_id !== input.base_version_id) {
    throw new AppError("CONFLICT", PAGE_EDIT_MESSAGES.changedMeanwhile, { current_version: file.current_version });
  }
  const content = file.current_version?.content ?? "";
  const { edit } = input;
  const next =
    edit.kind === "json"
      ? writeBackJson(file.full_path, content, edit.pointer, edit.value)
      : writeBackScript(file.full_path, content, edit);
  const label = input.label ? `: ${input.label}` : "";
  return updateContent(context, file.id, {
    content: next,
    base_version_id: input.base_version_id,
    commit_message: `Edited on the page${label}`,
  });
}
