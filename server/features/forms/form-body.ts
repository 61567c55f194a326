// Reading what a visitor's browser posts to /_forms/{name}: an urlencoded or multipart body of at most
// FORM_MAX_BODY_BYTES, split into its parts by busboy (http/form-data.ts), files held in memory. Text is
// decoded strictly: text that is not valid UTF-8 (or holds a NUL, which no database column takes) is
// refused rather than mended, so what the inbox shows is what was sent.
import { Buffer } from "node:buffer";
import type { Readable } from "node:stream";
import { FORM_MAX_BODY_BYTES, formMessages } from "@common/forms";
import { AppError } from "../../errors";
import { mediaTypeOf, readFormData } from "../../http/form-data";

export type TextPart = { kind: "text"; name: string; value: string };
export type FilePart = { kind: "file"; name: string; filename: string; bytes: Buffer };
export type FormPart = TextPart | FilePart;

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
/** RFC 2046 allows 70 characters; a longer boundary is no browser's. */
const MAX_BOUNDARY = 200;

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const invalidText = () => new AppError("BAD_REQUEST", formMessages.invalidText);
const malformed = () => new AppError("BAD_REQUEST", formMessages.malformed);

function withoutNul(text: string): string {
  if (text.includes("\u0000")) throw invalidText();
  return text;
}

/** Bytes busboy handed over as Latin-1 (one character a byte), read as the UTF-8 they must be. */
function strictUtf8(bytes: string | Buffer): string {
  try {
    return withoutNul(UTF8.decode(typeof bytes === "string" ? Buffer.from(bytes, "latin1") : bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidText();
  }
}

/**
 * Text of a multipart body, which busboy read as UTF-8 (or in a charset the part names): where bytes
 * were not text it put U+FFFD, so that character means the text was not valid.
 */
function decodedText(text: string): string {
  if (text.includes("\uFFFD")) throw invalidText();
  return withoutNul(text);
}

/**
 * Browsers write `"`, CR and LF in a part's name or file name as %22, %0D and %0A (HTML's form
 * encoding); busboy leaves them as they came.
 */
function partName(name: string): string {
  return decodedText(name).replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

const PERCENT = 0x25;
const ESCAPED_PERCENT = Buffer.from("25");
const isHex = (byte: number | undefined) => byte !== undefined && /^[0-9a-f]$/i.test(String.fromCharCode(byte));

/** `bytes` up to `end` with each % that two hex digits do not follow written as %25. */
function escapeStrayPercents(bytes: Buffer, end: number): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(PERCENT); at !== -1 && at < end; at = bytes.indexOf(PERCENT, at + 1)) {
    if (isHex(bytes[at + 1]) && isHex(bytes[at + 2])) continue;
    pieces.push(bytes.subarray(from, at + 1), ESCAPED_PERCENT);
    from = at + 1;
  }
  pieces.push(bytes.subarray(from, end));
  return Buffer.concat(pieces);
}

/**
 * An urlencoded body with a stray % (`100%`, `%zz`) is read with the % as itself, as browsers read such
 * text; busboy would refuse the whole body. The last two bytes of a chunk wait for the next one, which
 * may hold the digits of a % among them.
 */
async function* strayPercentsKept(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let held = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const bytes = Buffer.concat([held, chunk]);
    const ready = Math.max(0, bytes.length - 2);
    yield escapeStrayPercents(bytes, ready);
    held = bytes.subarray(ready);
  }
  yield escapeStrayPercents(held, held.length);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The parts of a form post, in the order sent, or an AppError in the visitor's words: 415 for another
 * kind of body, 413 past the size limit, 400 for a body that does not parse, text that is not UTF-8, or
 * more than `maxParts` parts.
 */
export async function readFormBody(request: Request, maxParts: number): Promise<FormPart[]> {
  const header = request.headers.get("content-type");
  const type = mediaTypeOf(header);
  if (type !== URLENCODED && type !== MULTIPART) throw new AppError("UNSUPPORTED_MEDIA_TYPE", formMessages.wrongType);
  const isMultipart = type === MULTIPART;
  if (isMultipart && (/boundary="?([^";]*)/i.exec(header ?? "")?.[1]?.length ?? 0) > MAX_BOUNDARY) throw malformed();
  // Each part has its place when it starts, so a file read meanwhile stays where it was sent.
  const slots: (FormPart | null)[] = [];
  let kept = 0;
  const keep = () => {
    if (kept >= maxParts) throw new AppError("BAD_REQUEST", formMessages.tooManyFields);
    kept += 1;
  };
  await readFormData(request, {
    // An urlencoded body is UTF-8 whatever charset its header names (as browsers send it): the bytes
    // come as Latin-1, one character each, to be decoded strictly here.
    contentType: isMultipart ? (header ?? "") : URLENCODED,
    prepare: isMultipart ? undefined : strayPercentsKept,
    charset: isMultipart ? { values: "utf8", names: "utf8" } : { values: "latin1", names: "latin1" },
    maxBytes: FORM_MAX_BODY_BYTES,
    // Only the whole body's cap applies: a name or value is never cut short.
    limits: { fieldNameSize: FORM_MAX_BODY_BYTES, fieldSize: FORM_MAX_BODY_BYTES },
    tooLarge: () => new AppError("PAYLOAD_TOO_LARGE", formMessages.tooLarge),
    malformed,
    field: (name, value) => {
      if (name === undefined) throw malformed();
      keep();
      slots.push(
        isMultipart
          ? { kind: "text", name: partName(name), value: decodedText(value) }
          : { kind: "text", name: strictUtf8(name), value: strictUtf8(value) },
      );
    },
    file: async (name, stream, { filename }) => {
      if (name === undefined) throw malformed();
      const slot = slots.push(null) - 1;
      const bytes = await bytesOf(stream);
      // An empty file input sends a part with an empty file name (which busboy gives as none) and no
      // bytes: nothing was chosen.
      if (!filename && bytes.length === 0) return;
      keep();
      // busboy takes a part of type application/octet-stream for a file; without a file name it is text.
      slots[slot] =
        filename === undefined
          ? { kind: "text", name: partName(name), value: strictUtf8(bytes) }
          : { kind: "file", name: partName(name), filename: partName(filename), bytes };
    },
  });
  // busboy skips a part that is not form data (no Content-Disposition): a body of nothing else did not parse.
  if (isMultipart && slots.length === 0) throw malformed();
  return slots.filter((part) => part !== null);
}
