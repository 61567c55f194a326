// Receiving an import's multipart body: the zip goes to a temporary file as it arrives (a zip is read
// from its end, so it must be whole before reading starts), counted and cut off at the upload limit.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { ARCHIVE_MAX_UPLOAD_BYTES, archiveMessages } from "@common/site-archive";
import busboy from "busboy";
import { AppError } from "../../errors";
import { ClientGone } from "../../http/request-body";

/** An uploaded zip on disk, the name it was sent under, the `name` field if any, and its removal. */
export type ArchiveUpload = { path: string; fileName: string; name?: string; discard: () => Promise<void> };

/** Reads the multipart body: 415 for another kind of body, 400 without a `file`, 413 past the limit. */
export async function receiveArchive(request: Request): Promise<ArchiveUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", archiveMessages.noFile);
  }
  if (Number(request.headers.get("content-length")) > ARCHIVE_MAX_UPLOAD_BYTES + 64 * 1024) {
    throw new AppError("PAYLOAD_TOO_LARGE", archiveMessages.tooLarge);
  }
  const folder = await mkdtemp(join(tmpdir(), "webcraft-import-"));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    return { ...(await parse(request, join(folder, `${randomUUID()}.zip`))), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

async function parse(request: Request, path: string): Promise<Omit<ArchiveUpload, "discard">> {
  if (!request.body) throw new AppError("BAD_REQUEST", archiveMessages.noFile);
  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: { files: 1, fileSize: ARCHIVE_MAX_UPLOAD_BYTES, fields: 4, fieldSize: 1024 },
    defParamCharset: "utf8",
  });
  let fileName: string | undefined;
  let name: string | undefined;
  let tooLarge = false;
  const written: Promise<void>[] = [];
  parser.on("field", (field, value) => {
    if (field === "name") name = value;
  });
  parser.on("file", (field, stream, info) => {
    if (field !== "file" || fileName !== undefined) {
      stream.resume();
      return;
    }
    fileName = info.filename || "site.zip";
    stream.on("limit", () => {
      tooLarge = true;
    });
    written.push(pipeline(stream, createWriteStream(path)));
  });
  const body = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  try {
    await pipeline(body, parser);
    await Promise.all(written);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", archiveMessages.tooLarge);
    if (error instanceof Error && /Unexpected end|Malformed|boundary/i.test(error.message)) {
      throw new AppError("BAD_REQUEST", archiveMessages.noFile);
    }
    throw new ClientGone(`POST /api/sites/import: the client left before sending its whole body`, { cause: error });
  }
  if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", archiveMessages.tooLarge);
  if (fileName === undefined) throw new AppError("BAD_REQUEST", archiveMessages.noFile);
  // As everywhere text arrives: PostgreSQL cannot keep a NUL, so neither database is given one.
  if (`${name ?? ""}${fileName}`.includes("\u0000")) throw new AppError("BAD_REQUEST", archiveMessages.nulInName);
  return { path, fileName, name };
}
