/**
 * A site as one zip file (docs/product.md#export-and-import): what an archive may hold, and the words a
 * refusal uses. Each refusal names the entry it is about, so a person can find it in their zip.
 */

const MB = 1024 * 1024;

/** The manifest's name at the archive's root; without it, every entry is a source file. */
export const ARCHIVE_MANIFEST = "webcraft.json";
/** Where an exported archive keeps the site's source files and its media library. */
export const ARCHIVE_FILES_FOLDER = "files/";
export const ARCHIVE_MEDIA_FOLDER = "media/";
/** The manifest's format; an archive of a later format is refused rather than half understood. */
export const ARCHIVE_FORMAT_VERSION = 1;

/** Entries (folders included) one archive may hold. */
export const ARCHIVE_MAX_ENTRIES = 5000;
/** Bytes all entries may inflate to together: counted while inflating, never taken from the headers. */
export const ARCHIVE_MAX_BYTES = 200 * MB;
/** The uploaded zip itself: it cannot usefully be larger than what it unpacks to. */
export const ARCHIVE_MAX_UPLOAD_BYTES = ARCHIVE_MAX_BYTES;
/** The import's whole multipart body: the zip, and a little room for its parts' headers and the name. */
export const ARCHIVE_MAX_BODY_BYTES = ARCHIVE_MAX_UPLOAD_BYTES + 64 * 1024;
/** Inflated bytes per compressed byte, per entry and over the archive: more is the mark of a zip bomb. */
export const ARCHIVE_MAX_RATIO = 100;
/** Below this many inflated bytes the ratio is not judged: a short file of spaces is no bomb. */
export const ARCHIVE_RATIO_FLOOR_BYTES = 64 * 1024;

function entry(name: string): string {
  return JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
}

export const archiveMessages = {
  notZip: "The file is not a zip archive (or it is damaged): export a site again, or zip its folder",
  nulInName: "The site's name or the zip's file name contains a NUL character (U+0000)",
  noFile: 'Choose a zip file to import (the form field "file")',
  tooLarge: `The zip is larger than the ${ARCHIVE_MAX_UPLOAD_BYTES / MB} MB an import takes`,
  tooManyEntries: (count: number) =>
    `The zip holds ${count} entries; an import takes at most ${ARCHIVE_MAX_ENTRIES} files and folders`,
  tooManyBytes: (name: string) =>
    `${entry(name)} brings the unpacked size past ${ARCHIVE_MAX_BYTES / MB} MB, the most an import takes`,
  ratio: (name: string) =>
    `${entry(name)} unpacks to more than ${ARCHIVE_MAX_RATIO} times its packed size, which is how zip bombs look`,
  totalRatio: `The zip unpacks to more than ${ARCHIVE_MAX_RATIO} times its size, which is how zip bombs look`,
  sizeMismatch: (name: string) => `${entry(name)} holds more bytes than its header declares`,
  outside: (name: string, why: string) => `${entry(name)} points outside the site (${why})`,
  badPath: (name: string, why: string) => `${entry(name)} cannot be a site file: ${why}`,
  badName: "An entry's name is not valid UTF-8 text",
  symlink: (name: string) => `${entry(name)} is a symbolic link; an import takes only plain files and folders`,
  special: (name: string) => `${entry(name)} is not a plain file or folder (a device, pipe or socket)`,
  encrypted: (name: string) => `${entry(name)} is encrypted; zip the files without a password`,
  unsupportedMethod: (name: string) => `${entry(name)} is packed with a method other than deflate or store`,
  duplicate: (name: string, other: string) =>
    other === name
      ? `${entry(name)} appears twice in the zip`
      : `${entry(name)} and ${entry(other)} name the same file (names differing only in case or slashes)`,
  fileAndFolder: (name: string) => `${entry(name)} is both a file and a folder in the zip`,
  notText: (name: string) =>
    `${entry(name)} is not UTF-8 text; site files hold text (put pictures in the media library)`,
  fileTooLarge: (name: string, maxMb: number) => `${entry(name)} is larger than the ${maxMb} MB one site file may hold`,
  badManifest: (why: string) => `webcraft.json is not a Webcraft site description: ${why}`,
  laterFormat: (version: number) =>
    `webcraft.json is of format ${version}, newer than this Webcraft reads (${ARCHIVE_FORMAT_VERSION})`,
  media: (name: string, why: string) => `${entry(name)}: ${why}`,
  empty: "The zip holds no files",
} as const;
