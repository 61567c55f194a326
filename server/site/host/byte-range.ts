/** The bytes a Range header asks for, inclusive, within a file of a known length. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header (RFC 9110 §14.1.2) against a file of `length` bytes:
 * - null when the header is to be ignored and the whole file sent: not bytes, malformed, or more
 *   than one range (a server may answer those with the whole file, as most static hosts do);
 * - "unsatisfiable" when it is a single byte range that starts past the end (answered with 416);
 * - the range otherwise, its end clipped to the file.
 */
export function parseByteRange(header: string, length: number): ByteRange | "unsatisfiable" | null {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || length === 0) return "unsatisfiable";
    return { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return null;
  if (start >= length) return "unsatisfiable";
  return { start, end: Math.min(end, length - 1) };
}

/**
 * If-Range: the range applies only while the client's copy is current. We send no Last-Modified,
 * so only our exact strong ETag qualifies; a date, a weak tag or another tag means "send it all".
 */
export function ifRangeHolds(header: string | undefined, etag: string): boolean {
  return header === undefined || header.trim() === `"${etag}"`;
}
