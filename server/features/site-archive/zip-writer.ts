// Writing a zip as a stream, with yazl: the next entry is read only once yazl has begun writing the one
// before (which it does as fast as the reader takes the bytes), so an export holds at most two files'
// bytes at a time, never the whole site. Names are UTF-8; yazl turns to ZIP64 by itself past the
// classic format's 4 GB or 65,535 entries.
import { Readable } from "node:stream";
import { ZipFile } from "yazl";

export type ZipEntryInput = {
  name: string;
  bytes?: Uint8Array;
  isDirectory?: boolean;
  modified?: Date;
  /** False stores the bytes as they are: pictures, video and fonts are packed already. */
  compress?: boolean;
};

/** Unix permissions, as the entries' external attributes carry them. */
const FILE_MODE = 0o100644;
const DIRECTORY_MODE = 0o40755;

/** Adds the entry; resolves when yazl starts writing it (or the zip was given up). */
function added(zip: ZipFile, entry: ZipEntryInput, givenUp: Promise<void>): Promise<void> {
  const mtime = entry.modified ?? new Date();
  if (entry.isDirectory) {
    zip.addEmptyDirectory(entry.name.replace(/\/?$/, "/"), { mtime, mode: DIRECTORY_MODE });
    return Promise.resolve();
  }
  const bytes = entry.bytes ?? new Uint8Array(0);
  const options = { mtime, mode: FILE_MODE, compress: entry.compress ?? true, size: bytes.byteLength };
  return Promise.race([
    givenUp,
    new Promise<void>((resolve) => {
      zip.addReadStreamLazy(entry.name, options, (take) => {
        take(null, Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
        resolve();
      });
    }),
  ]);
}

/** A readable stream of the zip of `entries`, reading the next entry only as the reader takes the bytes. */
export function zipStream(entries: AsyncIterable<ZipEntryInput>): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const iterator = entries[Symbol.asyncIterator]();
  // The reader cancelled, or the zip failed: stop reading entries.
  const givenUp = new Promise<void>((resolve) => output.once("close", resolve));
  let closed = false;
  void givenUp.then(() => {
    closed = true;
  });
  const feed = async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await added(zip, next.value, givenUp);
      if (closed) return void (await iterator.return?.());
    }
    zip.end();
  };
  feed().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
