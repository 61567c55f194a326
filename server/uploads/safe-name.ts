import { MEDIA_NAME_MAX_LENGTH } from "@common/media";

/**
 * Characters that are never part of a name: controls (NUL among them), and invisible formatting such as
 * the bidirectional overrides that make "invoice\u202Egpj.exe" display as "invoiceexe.jpg".
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** What follows the last dot when it reads like a file extension (letters and digits, at least one letter). */
const TRAILING_EXTENSION = /\.(?=[a-z0-9]{0,9}[a-z])[a-z0-9]{1,10}$/i;

/** The last part of a path as a browser or a script may send it: "C:\\photos\\a.jpg" and "../a.jpg" give "a.jpg". */
function baseName(name: string): string {
  return name.split(/[/\\]/).at(-1) ?? "";
}

/**
 * The file's name as the person chose it, fit to show in a message: no folders, no invisible
 * characters, at most MEDIA_NAME_MAX_LENGTH characters, "This file" when nothing is left.
 */
export function displayName(name: string): string {
  const visible = baseName(name.replace(INVISIBLE, "")).trim();
  const characters = Array.from(visible);
  if (characters.length === 0) return "This file";
  return characters.length > MEDIA_NAME_MAX_LENGTH
    ? `${characters.slice(0, MEDIA_NAME_MAX_LENGTH).join("")}…`
    : visible;
}

/**
 * A name that is safe as the last part of a URL path (`/media/{folder/}{name}`) and on any disk: the
 * uploaded name's last path part, its own extension replaced by `ext` (the type found in the content),
 * letters, marks and digits of any script kept, runs of spaces and other characters turned into one
 * hyphen, no dots or hyphens at either end, at most MEDIA_NAME_MAX_LENGTH characters in all, and
 * `file.{ext}` when nothing is left.
 */
export function safeMediaName(name: string, ext: string): string {
  const extension = ext.toLowerCase().replace(/[^a-z0-9]/g, "");
  const stem = baseName(name.normalize("NFC").replace(INVISIBLE, ""))
    .replace(TRAILING_EXTENSION, "")
    .replace(/[^\p{L}\p{M}\p{N}_.-]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.-]+|[.-]+$/g, "");
  const room = MEDIA_NAME_MAX_LENGTH - extension.length - 1;
  const kept = Array.from(stem)
    .slice(0, room)
    .join("")
    .replace(/[.-]+$/, "");
  return `${kept || "file"}.${extension}`;
}
