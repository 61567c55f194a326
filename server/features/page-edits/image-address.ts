import { PAGE_EDIT_MESSAGES } from "@common/schemas/page-edits";
import { AppError } from "../../errors";

/** Names under which a string is an image's address rather than words. */
const IMAGE_NAMES = new Set(["src", "logo", "image", "photo", "picture"]);

export function isImageName(name: string | number | undefined): boolean {
  return typeof name === "string" && IMAGE_NAMES.has(name);
}

/** A picture may only point into the site's media library, at an https address, or nowhere (""). */
export function checkImageAddress(value: string): void {
  if (value === "" || /^\/media\/[^"'<>\\\n]+$/.test(value) || /^https:\/\/[^\s"'<>\\]+$/.test(value)) return;
  throw new AppError("BAD_REQUEST", PAGE_EDIT_MESSAGES.notImage);
}
