// Reading a multipart or urlencoded body as it streams in, with busboy: the one parser of such bodies,
// used by the site's form endpoint (parts kept in memory) and the site import (a zip written to disk).
// What is shared lives here: the body's cap, counted as it arrives; a parser failure turned into the
// caller's own refusal; and a client that leaves half way, which is not our fault.
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { AppError } from "../errors";
import { ClientGone } from "./request-body";

/** `multipart/form-data; boundary=x` → `multipart/form-data`: the body's type, in lower case. */
export function mediaTypeOf(header: string | null): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export type FormDataReading = {
  /** The Content-Type busboy reads the body by (the request's own, or one the caller narrowed). */
  contentType: string;
  /** Bytes of body taken; past them `tooLarge`, and a declared Content-Length past them is refused unread. */
  maxBytes: number;
  /** busboy's own limits; a part past one is cut short or skipped, as busboy says by its events. */
  limits?: busboy.Limits;
  /** How busboy decodes text without a charset of its own (values, and names in part headers). */
  charset?: { values: string; names: string };
  /** Rewrites the body's bytes (counted as sent) before busboy reads them. */
  prepare?: (chunks: AsyncIterable<Uint8Array>) => AsyncIterable<Uint8Array>;
  /** The caller's refusals: the body past `maxBytes`, and a body that does not parse. */
  tooLarge: () => AppError;
  malformed: () => AppError;
  /** A text part. A throw (an AppError) stops the reading and is what the reader throws. */
  field?: (name: string | undefined, value: string, info: busboy.FieldInfo) => void;
  /** A file part: settles once its stream has been taken; a rejection stops the reading too. */
  file?: (name: string | undefined, stream: Readable, info: busboy.FileInfo) => Promise<void>;
};

/** The body's chunks, counted: past `maxBytes` the rest is never read. */
async function* cappedChunks(request: Request, reading: FormDataReading): AsyncGenerator<Uint8Array> {
  if (!request.body) return;
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      // The app's body limit (http/body-limit.ts) refuses through the stream: that refusal stands.
      if (error instanceof AppError) throw error;
      throw new ClientGone(`POST ${new URL(request.url).pathname}: the client left before sending its whole body`, {
        cause: error,
      });
    }
    if (next.done) return;
    total += next.value.byteLength;
    if (total > reading.maxBytes) {
      await reader.cancel();
      throw reading.tooLarge();
    }
    yield next.value;
  }
}

/**
 * Reads the body part by part, handing each to `field` or `file`. Throws the caller's `tooLarge` or
 * `malformed`, what a handler threw, or ClientGone when the body stops coming.
 */
export async function readFormData(request: Request, reading: FormDataReading): Promise<void> {
  if (Number(request.headers.get("content-length")) > reading.maxBytes) throw reading.tooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": reading.contentType },
      limits: reading.limits,
      defCharset: reading.charset?.values ?? "utf8",
      defParamCharset: reading.charset?.names ?? "utf8",
    });
  } catch {
    // No boundary, or a Content-Type busboy cannot read.
    throw reading.malformed();
  }
  let refusal: unknown;
  const refuse = (error: unknown) => {
    refusal ??= error;
    parser.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  const files: Promise<void>[] = [];
  parser.on("field", (name, value, info) => {
    try {
      reading.field?.(name, value, info);
    } catch (error) {
      refuse(error);
    }
  });
  parser.on("file", (name, stream, info) => {
    if (!reading.file) {
      stream.resume();
      return;
    }
    const taken = reading.file(name, stream, info);
    // A file cut off by a failure of the whole body says so again: the body's failure is the one told.
    taken.catch((error: unknown) => {
      if (error instanceof AppError) refuse(error);
    });
    files.push(taken);
  });
  try {
    const chunks = cappedChunks(request, reading);
    await pipeline(reading.prepare?.(chunks) ?? chunks, parser);
  } catch (error) {
    await Promise.allSettled(files);
    if (refusal) throw refusal;
    if (error instanceof AppError || error instanceof ClientGone) throw error;
    // busboy's own words: "Malformed part header", "Unexpected end of form", and the like.
    throw reading.malformed();
  }
  await Promise.all(files);
  if (refusal) throw refusal;
}
