// Judging a zip's entries by their central-directory records alone, before any byte is inflated: where
// each one would land, what kind of thing it is, and whether two of them name the same place.
import { checkPath } from "@common/files";
import { archiveMessages } from "@common/site-archive";
import type { Entry } from "yauzl";
import { AppError } from "../../errors";

/** An entry that passed: its name as the zip spells it, where it lands, and the sizes its header claims. */
export type CheckedEntry = {
  entry: Entry;
  /** As written in the zip, for messages. */
  name: string;
  /** Normalised: no '.' or empty segments, NFC; folders end with '/'. */
  path: string;
  isDirectory: boolean;
};

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const UNIX_HOSTS = new Set([3, 19]); // Unix, and OS X, which writes Unix modes
const FILE_TYPE_MASK = 0o170000;
const SYMLINK = 0o120000;
const REGULAR = 0o100000;
const DIRECTORY = 0o040000;
/** Windows marks links and junctions as reparse points. */
const WINDOWS_REPARSE_POINT = 0x400;
const WINDOWS_DIRECTORY = 0x10;
const ENCRYPTED = 0x1;
const STORED = 0;
const DEFLATED = 8;

function refuse(message: string): never {
  throw new AppError("VALIDATION_FAILED", message);
}

/** The entry's name: UTF-8 when flagged or when it decodes as such (zip -r writes raw bytes); else refused. */
function nameOf(entry: Entry): string {
  const raw = entry.fileNameRaw;
  try {
    return UTF8.decode(raw);
  } catch {
    return refuse(archiveMessages.badName);
  }
}

/** What the entry is by its attributes: the Unix mode when the zip was made on Unix, DOS bits otherwise. */
function kindOf(entry: Entry, name: string): "file" | "directory" {
  const host = entry.versionMadeBy >>> 8;
  const attributes = entry.externalFileAttributes >>> 0;
  if (UNIX_HOSTS.has(host)) {
    const type = (attributes >>> 16) & FILE_TYPE_MASK;
    if (type === SYMLINK) refuse(archiveMessages.symlink(name));
    if (type !== 0 && type !== REGULAR && type !== DIRECTORY) refuse(archiveMessages.special(name));
    if (type === DIRECTORY) return "directory";
  }
  if (attributes & WINDOWS_REPARSE_POINT) refuse(archiveMessages.symlink(name));
  if (name.endsWith("/") || attributes & WINDOWS_DIRECTORY) return "directory";
  return "file";
}

/** Where a name lands inside the site, or the reason it would land outside it. */
export function normaliseEntryName(name: string, isDirectory: boolean): string {
  if (name.includes("\\")) refuse(archiveMessages.outside(name, "a backslash, which Windows reads as a folder"));
  if (name.startsWith("/")) refuse(archiveMessages.outside(name, "an absolute path"));
  if (/^[A-Za-z]:/.test(name)) refuse(archiveMessages.outside(name, "a drive letter"));
  const segments = name.normalize("NFC").split("/");
  if (segments.includes("..")) refuse(archiveMessages.outside(name, "'..' climbs out of its folder"));
  const kept = segments.filter((segment) => segment !== "" && segment !== ".");
  if (kept.length === 0) return "";
  const joined = kept.join("/");
  const checked = checkPath(isDirectory ? `${joined}/` : joined, isDirectory);
  if ("error" in checked) refuse(archiveMessages.badPath(name, checked.error));
  return checked.path;
}

/**
 * Checks one central-directory record: its name, its kind, how it is packed. Answers null for an entry
 * that names the archive's root itself (`./`), which holds nothing.
 */
export function checkEntry(entry: Entry): CheckedEntry | null {
  const name = nameOf(entry);
  const kind = kindOf(entry, name);
  if (entry.generalPurposeBitFlag & ENCRYPTED) refuse(archiveMessages.encrypted(name));
  if (kind === "file" && entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    refuse(archiveMessages.unsupportedMethod(name));
  }
  const path = normaliseEntryName(name, kind === "directory");
  if (path === "") return null;
  return { entry, name, path, isDirectory: kind === "directory" };
}

/**
 * Refuses two entries that would land on one place: the same name, names equal but for case or extra
 * slashes (two files one system would merge), or a file where another entry needs a folder.
 */
export function refuseCollisions(entries: CheckedEntry[]): void {
  const seen = new Map<string, CheckedEntry>();
  for (const checked of entries) {
    const key = checked.path.replace(/\/$/, "").toLowerCase();
    const other = seen.get(key);
    if (other) {
      if (other.isDirectory !== checked.isDirectory) refuse(archiveMessages.fileAndFolder(checked.name));
      refuse(archiveMessages.duplicate(checked.name, other.name));
    }
    seen.set(key, checked);
  }
  for (const checked of entries) {
    const parts = checked.path.replace(/\/$/, "").split("/");
    for (let depth = 1; depth < parts.length; depth++) {
      const above = seen.get(parts.slice(0, depth).join("/").toLowerCase());
      if (above && !above.isDirectory) refuse(archiveMessages.fileAndFolder(above.name));
    }
  }
}
