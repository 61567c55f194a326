// What the lists read a page at a time share (a site's posts, a form's submissions, a mailbox's
// messages): newest first, each page found by keyset, the (time, id) of the last row shown, so a page
// deep in the list costs what the first one does; that position travels as an opaque cursor. And what
// every search shares: its words matched as they are written inside LIKE patterns.
import { AppError } from "../errors";
import { isoTime } from "./values";

/** Where the next page starts: before the row with this time, and among rows of the same time, this id. */
export type Keyset = { time: string; id: string };

/** A search uses this many of its words; the rest are passed over. */
const MAX_SEARCH_WORDS = 10;

/** The position after a page's last row, as an opaque string. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.time, keyset.id])).toString("base64url");
}

/** The position a cursor names, null without one; 400 with `refusal` when no page gave it. */
export function decodeCursor(text: string | undefined, refusal: string): Keyset | null {
  if (!text) return null;
  try {
    const [time, id] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if (typeof time === "string" && typeof id === "string" && !Number.isNaN(Date.parse(time))) return { time, id };
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError("VALIDATION_FAILED", refusal);
}

/** A page of `rows`, which were read one past `limit` to know whether another follows, and its cursor. */
export function pageOf<R extends { id: string }>(
  rows: R[],
  limit: number,
  timeOf: (row: R) => Date | string,
): { page: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor({ time: isoTime(timeOf(last)), id: last.id }) : null;
  return { page, next };
}

/** The words of a search, lower case. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** `50%_off` → `%50\%\_off%`: a word matched as it is written, inside a LIKE pattern escaped by `\`. */
export function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
