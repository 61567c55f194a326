// Reading what a visitor's browser posts to /_forms/{name}: an urlencoded or multipart body, held in memory
// up to FORM_MAX_BODY_BYTES and split into its parts. The bytes are decoded here, strictly: text that is
// not valid UTF-8 (or holds a NUL, which no database column takes) is refused rather than mended, so
// what the inbox shows is what was sent.
import { FORM_MAX_BODY_BYTES, formMessages } from "@common/forms";
import { AppError } from "../../errors";

export type TextPart = { kind: "text"; name: string; value: string };
export type FilePart = { kind: "file"; name: string; filename: string; bytes: Buffer };
export type FormPart = TextPart | FilePart;

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function text(bytes: Uint8Array): string {
  let decoded: string;
  try {
    decoded = UTF8.decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", formMessages.invalidText);
  }
  if (decoded.includes("\u0000")) throw new AppError("BAD_REQUEST", formMessages.invalidText);
  return decoded;
}

/** The body, or a 413 once it passes the limit: a declared length over it is refused unread. */
async function readCapped(request: Request, max: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > max) throw new AppError("PAYLOAD_TOO_LARGE", formMessages.tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", formMessages.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** `multipart/form-data; boundary="x"` → { type: "multipart/form-data", boundary: "x" }. */
function contentType(header: string | null): { type: string; params: Map<string, string> } {
  const [type = "", ...rest] = (header ?? "").split(";");
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const value = part.slice(eq + 1).trim();
    params.set(part.slice(0, eq).trim().toLowerCase(), value.replace(/^"(.*)"$/, "$1"));
  }
  return { type: type.trim().toLowerCase(), params };
}

const HEX = /^[0-9a-f]{2}$/i;

/** One name or value of an urlencoded body: `+` is a space, `%XX` a byte; the bytes must be UTF-8. */
function decodeUrlencoded(bytes: Buffer): string {
  const out = Buffer.alloc(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const hex = byte === 0x25 ? bytes.toString("latin1", i + 1, i + 3) : "";
    if (byte === 0x2b) {
      out[length++] = 0x20;
    } else if (HEX.test(hex)) {
      out[length++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      out[length++] = byte;
    }
  }
  return text(out.subarray(0, length));
}

function parseUrlencoded(body: Buffer, maxParts: number): FormPart[] {
  const parts: FormPart[] = [];
  let start = 0;
  while (start <= body.length) {
    const end = body.indexOf(0x26, start);
    const piece = body.subarray(start, end < 0 ? body.length : end);
    start = end < 0 ? body.length + 1 : end + 1;
    if (piece.length === 0) continue;
    if (parts.length >= maxParts) throw new AppError("BAD_REQUEST", formMessages.tooManyFields);
    const eq = piece.indexOf(0x3d);
    const name = decodeUrlencoded(eq < 0 ? piece : piece.subarray(0, eq));
    const value = eq < 0 ? "" : decodeUrlencoded(piece.subarray(eq + 1));
    parts.push({ kind: "text", name, value });
  }
  return parts;
}

/**
 * Browsers write `"`, CR and LF in a part's name or file name as %22, %0D and %0A (HTML's form encoding)
 * and escape nothing else: a backslash is a backslash (`C:\photos\a.jpg` from old browsers).
 */
function headerParam(header: string, name: string): string | undefined {
  const raw =
    new RegExp(`;\\s*${name}="([^"]*)"`, "i").exec(header)?.[1] ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, "i").exec(header)?.[1];
  return raw?.replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

const CRLF = Buffer.from("\r\n");
const HEAD_END = Buffer.from("\r\n\r\n");

function parseMultipart(body: Buffer, boundary: string, maxParts: number): FormPart[] {
  const malformed = () => new AppError("BAD_REQUEST", formMessages.malformed);
  if (!boundary || boundary.length > 200) throw malformed();
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at < 0) throw malformed();
  at += delimiter.length;
  const parts: FormPart[] = [];
  for (;;) {
    // After a delimiter: `--` ends the body, CRLF starts a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw malformed();
    const start = at + 2;
    const end = body.indexOf(next, start);
    if (end < 0) throw malformed();
    at = end + next.length;
    if (parts.length >= maxParts) throw new AppError("BAD_REQUEST", formMessages.tooManyFields);
    const headEnd = body.indexOf(HEAD_END, start);
    if (headEnd < 0 || headEnd > end) throw malformed();
    const head = text(body.subarray(start, headEnd));
    const content = body.subarray(headEnd + HEAD_END.length, end);
    const disposition = head.split("\r\n").find((line) => /^content-disposition:/i.test(line)) ?? "";
    const name = headerParam(disposition, "name");
    if (name === undefined) throw malformed();
    const filename = headerParam(disposition, "filename");
    if (filename === undefined) {
      parts.push({ kind: "text", name, value: text(content) });
    } else if (filename !== "" || content.length > 0) {
      // An empty file input sends a part with no name and no bytes: nothing was chosen.
      parts.push({ kind: "file", name, filename, bytes: Buffer.from(content) });
    }
  }
}

/**
 * The parts of a form post, in the order sent, or an AppError in the visitor's words: 415 for another
 * kind of body, 413 past the size limit, 400 for a body that does not parse, text that is not UTF-8, or
 * more than `maxParts` parts.
 */
export async function readFormBody(request: Request, maxParts: number): Promise<FormPart[]> {
  const { type, params } = contentType(request.headers.get("content-type"));
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", formMessages.wrongType);
  }
  const body = await readCapped(request, FORM_MAX_BODY_BYTES);
  if (type === "application/x-www-form-urlencoded") return parseUrlencoded(body, maxParts);
  return parseMultipart(body, params.get("boundary") ?? "", maxParts);
}
