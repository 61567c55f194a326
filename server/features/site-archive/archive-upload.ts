// Receiving an import's multipart body (through http/form-data.ts): the zip goes to a temporary file as
// it arrives (a zip is read from its end, so it must be whole before reading starts), counted and cut
// off at the upload limit.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { ARCHIVE_MAX_BODY_BYTES, ARCHIVE_MAX_UPLOAD_BYTES, archiveMessages } from "@common/site-archive";
import { AppError } from "../../errors";
import { mediaTypeOf, readFormData } from "../../http/form-data";

/** An uploaded zip on disk, the name it was sent under, the `name` field if any, and its removal. */
export type ArchiveUpload = { path: string; fileName: string; name?: string; discard: () => Promise<void> };

const MULTIPART = "multipart/form-data";

/** Reads the multipart body: 415 for another kind of body, 400 without a `file`, 413 past the limit. */
export async function receiveArchive(request: Request): Promise<ArchiveUpload> {
  if (mediaTypeOf(request.headers.get("content-type")) !== MULTIPART) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", archiveMessages.noFile);
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
  let fileName: string | undefined;
  let name: string | undefined;
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", archiveMessages.tooLarge);
  await readFormData(request, {
    contentType: request.headers.get("content-type") ?? "",
    maxBytes: ARCHIVE_MAX_BODY_BYTES,
    limits: { files: 1, fileSize: ARCHIVE_MAX_UPLOAD_BYTES, fields: 4, fieldSize: 1024 },
    tooLarge,
    malformed: () => new AppError("BAD_REQUEST", archiveMessages.noFile),
    field: (field, value) => {
      if (field === "name") name = value;
    },
    file: async (field, stream, info) => {
      if (field !== "file" || fileName !== undefined) {
        stream.resume();
        return;
      }
      fileName = info.filename || "site.zip";
      let cut = false;
      stream.on("limit", () => {
        cut = true;
      });
      await pipeline(stream, createWriteStream(path));
      if (cut) throw tooLarge();
    },
  });
  if (fileName === undefined) throw new AppError("BAD_REQUEST", archiveMessages.noFile);
  // As everywhere text arrives: PostgreSQL cannot keep a NUL, so neither database is given one.
  if (`${name ?? ""}${fileName}`.includes("\u0000")) throw new AppError("BAD_REQUEST", archiveMessages.nulInName);
  return { path, fileName, name };
}
