// A new path a person gives a file or a folder, checked and made safe the way an upload's name is.
import { isMediaMime, mediaMessages } from "@common/media";
import { mediaFolderSchema } from "@common/schemas/media";
import { AppError } from "../../errors";
import { extensionFor } from "../../uploads/process-upload";
import { safeMediaName } from "../../uploads/safe-name";
import { joinMediaPath } from "./media-rows";

/** A folder path as the library keeps it: the schema's rule, checked again for paths built here. */
export function requireFolder(folder: string): string {
  const checked = mediaFolderSchema.safeParse(folder);
  if (!checked.success) throw new AppError("VALIDATION_FAILED", checked.error.issues[0]?.message ?? "Not a folder");
  return folder;
}

/**
 * `people/Ana B.JPG` for a JPEG → `people/Ana-B.jpg`: the folder as given (checked), the name made safe
 * with the extension following the file's type, as an upload's would be.
 */
export function safeMediaPath(path: string, mime: string): string {
  const parts = path
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .split("/");
  const name = parts.pop() ?? "";
  const folder = requireFolder(parts.join("/"));
  const ext = isMediaMime(mime) ? extensionFor(mime, name) : (name.split(".").at(-1) ?? "bin");
  return joinMediaPath(folder, safeMediaName(name, ext));
}

/** The refusal of a path another file has, in plain words. */
export function pathTaken(path: string): AppError {
  return new AppError("CONFLICT", mediaMessages.pathTaken(path));
}
