import type { SiteRequest } from "./site-response";

/**
 * The parts of an HTTP/1.x request head the site front needs (a site host's request, and what decides
 * the connection's fate); anything unusual is left to Node's parser.
 */
export type RequestHead = SiteRequest & {
  /** 0 for HTTP/1.0, 1 for HTTP/1.1. */
  minor: 0 | 1;
  host?: string;
  connection?: string;
  /** Read for visit counts only (server/features/analytics). */
  userAgent?: string;
  referer?: string;
  forwardedFor?: string;
  /** Set when the request may carry a body, or asks for a protocol switch: never answered by the front. */
  unusual: boolean;
  /** Set once a Content-Length header is met. */
  hasLength?: true;
  /** Where the bytes after this head start (the next pipelined request). */
  next: number;
};

/** Node's parser refuses longer heads (431); the front leaves them to it. */
export const MAX_HEAD_BYTES = 16 * 1024;
const HEAD_END = Buffer.from("\r\n\r\n");

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const HTTP_1_DOT = Buffer.from(" HTTP/1.");

/** tchar of RFC 9110 (a header name's bytes). */
const TOKEN = new Uint8Array(256);
for (const char of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
  TOKEN[char.charCodeAt(0)] = 1;
}

/** The headers the front reads, by lower-case name; the rest are skipped unread. */
type Field =
  | "host"
  | "ifNoneMatch"
  | "acceptEncoding"
  | "range"
  | "ifRange"
  | "cookie"
  | "connection"
  | "userAgent"
  | "referer"
  | "forwardedFor"
  | "length"
  | "unusual";
const FIELDS: [string, Field][] = [
  ["host", "host"],
  ["if-none-match", "ifNoneMatch"],
  ["accept-encoding", "acceptEncoding"],
  ["range", "range"],
  ["if-range", "ifRange"],
  ["cookie", "cookie"],
  ["connection", "connection"],
  ["user-agent", "userAgent"],
  ["referer", "referer"],
  ["x-forwarded-for", "forwardedFor"],
  ["content-length", "length"],
  ["transfer-encoding", "unusual"],
  ["upgrade", "unusual"],
  ["expect", "unusual"],
];
const FIELDS_BY_LENGTH = new Map<number, [Buffer, Field][]>();
for (const [name, field] of FIELDS) {
  const list = FIELDS_BY_LENGTH.get(name.length) ?? [];
  list.push([Buffer.from(name), field]);
  FIELDS_BY_LENGTH.set(name.length, list);
}

/** Which field the header name at bytes[start, end) is, compared case-insensitively; null for the rest. */
function fieldOf(bytes: Buffer, start: number, end: number): Field | null {
  const candidates = FIELDS_BY_LENGTH.get(end - start);
  if (!candidates) return null;
  next: for (const [name, field] of candidates) {
    // The names are letters and '-': OR-ing 0x20 lower-cases a letter and leaves '-' alone, and no
    // other token byte becomes a lower-case letter or '-' that way.
    for (let i = 0; i < name.length; i++) if (((bytes[start + i] as number) | 0x20) !== name[i]) continue next;
    return field;
  }
  return null;
}

/** A byte no header line may hold: controls other than tab (bare CR and LF included), and DEL. */
function isControl(byte: number): boolean {
  return (byte < 0x20 && byte !== TAB) || byte === 0x7f;
}

/**
 * The request head that starts at bytes[at]: parsed, "incomplete" while its blank line has not arrived,
 * or null when Node's parser must decide (malformed, unusual or too long).
 */
export function readRequestHead(bytes: Buffer, at: number): RequestHead | "incomplete" | null {
  const end = bytes.indexOf(HEAD_END, at);
  if (end < 0) {
    // A head that is already too long, or holds a line break the front refuses, goes now: waiting for
    // a CRLF CRLF that another parser may never need would only hold the client up.
    if (bytes.length - at > MAX_HEAD_BYTES || hasBareLineBreak(bytes, at)) return null;
    return "incomplete";
  }
  if (end - at > MAX_HEAD_BYTES) return null;
  return parseRequestHead(bytes, at, end);
}

/** A CR not followed by LF, or an LF not preceded by CR (a CR at the very end may still get its LF). */
function hasBareLineBreak(bytes: Buffer, at: number): boolean {
  for (let i = bytes.indexOf(LF, at); i >= 0; i = bytes.indexOf(LF, i + 1))
    if (i === at || bytes[i - 1] !== CR) return true;
  for (let i = bytes.indexOf(CR, at); i >= 0 && i < bytes.length - 1; i = bytes.indexOf(CR, i + 1)) {
    if (bytes[i + 1] !== LF) return true;
  }
  return false;
}

/**
 * Parses the request head in bytes[start, end), `end` being where its final blank line starts. Null when
 * it is not a plain, well-formed request: the caller then hands the bytes to Node's HTTP server, which
 * answers errors itself. Works on the bytes, so that the headers it does not need cost no strings.
 */
export function parseRequestHead(bytes: Buffer, start: number, end: number): RequestHead | null {
  // The request line: METHOD SP /target SP HTTP/1.x
  let at = start;
  while (at < end && (bytes[at] as number) >= 0x41 && (bytes[at] as number) <= 0x5a) at++;
  if (at === start || bytes[at] !== SPACE || bytes[at + 1] !== 0x2f) return null;
  const methodEnd = at;
  const targetStart = at + 1;
  let queryAt = -1;
  at = targetStart;
  while (at < end && (bytes[at] as number) > SPACE && (bytes[at] as number) < 0x7f) {
    if (queryAt < 0 && bytes[at] === 0x3f) queryAt = at;
    at++;
  }
  const targetEnd = at;
  const pathEnd = queryAt < 0 ? at : queryAt;
  if (at + HTTP_1_DOT.length + 1 > end || bytes.compare(HTTP_1_DOT, 0, HTTP_1_DOT.length, at, at + 8) !== 0) {
    return null;
  }
  at += HTTP_1_DOT.length;
  const minor = bytes[at] === 0x31 ? 1 : bytes[at] === 0x30 ? 0 : null;
  if (minor === null) return null;
  at += 1;
  if (at !== end && (bytes[at] !== CR || bytes[at + 1] !== LF)) return null;
  const request: RequestHead = {
    method: methodName(bytes, start, methodEnd),
    path: bytes.toString("latin1", targetStart, pathEnd),
    minor,
    unusual: false,
    next: end + 4,
  };
  if (queryAt >= 0) request.query = bytes.toString("latin1", queryAt, targetEnd);
  // Header lines, each "name: value" ending in CRLF (the last one ends at `end`).
  for (let line = at + 2; at !== end && line < end; ) {
    let lineEnd = line;
    while (lineEnd < end && !(bytes[lineEnd] === CR && bytes[lineEnd + 1] === LF)) {
      // A bare CR or LF could make another parser see a different request: only Node's strict parser decides.
      if (isControl(bytes[lineEnd] as number)) return null;
      lineEnd++;
    }
    let colon = line;
    while (colon < lineEnd && TOKEN[bytes[colon] as number]) colon++;
    if (colon === line || bytes[colon] !== 0x3a) return null;
    const field = fieldOf(bytes, line, colon);
    if (field !== null && !setField(request, field, bytes, colon + 1, lineEnd)) return null;
    line = lineEnd + 2;
  }
  return request;
}

/** The common case costs no string. */
function methodName(bytes: Buffer, start: number, end: number): string {
  if (end - start === 3 && bytes[start] === 0x47 && bytes[start + 1] === 0x45 && bytes[start + 2] === 0x54) {
    return "GET";
  }
  return bytes.toString("latin1", start, end);
}

/** Stores a header's value (trimmed of spaces and tabs); false when the request must go to Node's parser. */
function setField(request: RequestHead, field: Field, bytes: Buffer, start: number, end: number): boolean {
  let from = start;
  let to = end;
  while (from < to && (bytes[from] === SPACE || bytes[from] === TAB)) from++;
  while (to > from && (bytes[to - 1] === SPACE || bytes[to - 1] === TAB)) to--;
  if (field === "unusual") {
    request.unusual = true;
    return true;
  }
  if (field === "length") {
    // Only one "Content-Length: 0" means no body; Node refuses a repeated one, even when equal.
    if (request.hasLength || to - from !== 1 || bytes[from] !== 0x30) request.unusual = true;
    request.hasLength = true;
    return true;
  }
  const value = bytes.toString("latin1", from, to);
  if (field === "host") {
    if (request.host !== undefined) return false;
    request.host = value;
    return true;
  }
  // A repeated header counts as one list, as Node joins it ("Connection: close" then "Connection: x";
  // cookies with "; ").
  const earlier = request[field];
  const joined = earlier === undefined ? value : `${earlier}${field === "cookie" ? "; " : ", "}${value}`;
  request[field] = field === "connection" ? joined.toLowerCase() : joined;
  return true;
}

/** HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 closes unless told to keep it. */
export function keepsAlive(request: RequestHead): boolean {
  const tokens = request.connection?.split(",").map((token) => token.trim()) ?? [];
  return request.minor === 1 ? !tokens.includes("close") : tokens.includes("keep-alive");
}
