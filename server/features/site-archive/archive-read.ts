// Reading an uploaded zip: the central directory first (every entry judged before any is inflated),
// then each entry's bytes on demand, counted as they inflate. Sizes the headers declare are only a
// first, cheap refusal; the bytes actually produced are what count against the limits.
import {
  ARCHIVE_MAX_BYTES,
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RATIO,
  ARCHIVE_RATIO_FLOOR_BYTES,
  archiveMessages,
} from "@common/site-archive";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "../../errors";
import { type CheckedEntry, checkEntry, refuseCollisions } from "./archive-entries";

function refuse(message: string, code: "VALIDATION_FAILED" | "PAYLOAD_TOO_LARGE" = "VALIDATION_FAILED"): never {
  throw new AppError(code, message);
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: true },
      (error, zip) =>
        error || !zip ? reject(new AppError("VALIDATION_FAILED", archiveMessages.notZip)) : resolve(zip),
    );
  });
}

function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      if (entries.length > ARCHIVE_MAX_ENTRIES) return reject(refusal(archiveMessages.tooManyEntries(zip.entryCount)));
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", () => reject(refusal(archiveMessages.notZip)));
    zip.readEntry();
  });
}

function refusal(message: string): AppError {
  return new AppError("VALIDATION_FAILED", message);
}

/** An open archive whose entries all passed the directory's checks; `read` inflates one of them. */
export type OpenArchive = {
  entries: CheckedEntry[];
  read: (checked: CheckedEntry, maxBytes: number, tooLarge: string) => Promise<Buffer>;
  close: () => void;
};

/** Opens and judges the zip at `path`: its entry count, each entry, collisions and declared sizes. */
export async function openArchive(path: string, packedBytes: number): Promise<OpenArchive> {
  const zip = await openZip(path);
  try {
    if (zip.entryCount > ARCHIVE_MAX_ENTRIES) refuse(archiveMessages.tooManyEntries(zip.entryCount));
    const entries = (await readDirectory(zip)).map(checkEntry).filter((entry) => entry !== null);
    refuseCollisions(entries);
    let declared = 0;
    for (const { entry, name } of entries) {
      declared += entry.uncompressedSize;
      if (declared > ARCHIVE_MAX_BYTES) refuse(archiveMessages.tooManyBytes(name), "PAYLOAD_TOO_LARGE");
    }
    for (const { entry, name } of entries) {
      if (isBomb(entry.uncompressedSize, entry.compressedSize)) refuse(archiveMessages.ratio(name));
    }
    if (isBomb(declared, packedBytes)) refuse(archiveMessages.totalRatio);
    let inflated = 0;
    const read = async (checked: CheckedEntry, maxBytes: number, tooLarge: string) => {
      const bytes = await inflate(zip, checked, maxBytes, tooLarge, ARCHIVE_MAX_BYTES - inflated);
      inflated += bytes.byteLength;
      if (isBomb(inflated, packedBytes)) refuse(archiveMessages.totalRatio);
      return bytes;
    };
    return { entries, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function isBomb(inflated: number, packed: number): boolean {
  return inflated > ARCHIVE_RATIO_FLOOR_BYTES && inflated > ARCHIVE_MAX_RATIO * Math.max(packed, 1);
}

/** The entry's bytes, stopped as soon as they pass its own limit, the archive's, or the ratio. */
function inflate(zip: ZipFile, checked: CheckedEntry, maxBytes: number, tooLarge: string, room: number) {
  const { entry, name } = checked;
  return new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(refusal(archiveMessages.notZip));
      const chunks: Buffer[] = [];
      let count = 0;
      const stop = (why: AppError) => {
        stream.destroy();
        reject(why);
      };
      stream.on("data", (chunk: Buffer) => {
        count += chunk.byteLength;
        if (count > entry.uncompressedSize) return stop(refusal(archiveMessages.sizeMismatch(name)));
        if (count > room) return stop(new AppError("PAYLOAD_TOO_LARGE", archiveMessages.tooManyBytes(name)));
        if (count > maxBytes) return stop(new AppError("PAYLOAD_TOO_LARGE", tooLarge));
        if (isBomb(count, entry.compressedSize)) return stop(refusal(archiveMessages.ratio(name)));
        chunks.push(chunk);
      });
      stream.on("error", (cause: Error) =>
        reject(
          refusal(/too many bytes/.test(cause.message) ? archiveMessages.sizeMismatch(name) : archiveMessages.notZip),
        ),
      );
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}
