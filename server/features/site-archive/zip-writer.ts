// Writing a zip one entry at a time, as a stream: each entry is packed and sent before the next one is
// read, so an export holds one file's bytes at a time, never the whole site. The format is the classic
// one (no ZIP64): an export stays far below its 4 GB and 65,535-entry bounds, and refuses past them.
import { promisify } from "node:util";
import { crc32, deflateRaw } from "node:zlib";

const deflate = promisify(deflateRaw);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Names are UTF-8 (general purpose bit 11). */
const UTF8_NAMES = 0x0800;
/** Made by Unix, so readers take the permission bits from the external attributes. */
const MADE_BY_UNIX = (3 << 8) | 20;
const STORE = 0;
const DEFLATE = 8;
const MAX_CLASSIC = 0xffffffff;

export type ZipEntryInput = {
  name: string;
  bytes?: Uint8Array;
  isDirectory?: boolean;
  modified?: Date;
  /** False stores the bytes as they are: pictures, video and fonts are packed already. */
  compress?: boolean;
};

type Written = { name: Buffer; crc: number; method: number; packed: number; size: number; offset: number };

/** MS-DOS time and date, as zip headers keep them (two-second steps, local time of no zone). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** Packs entries into a zip, chunk by chunk. Already-packed types (pictures, video) are stored as they are. */
export class ZipWriter {
  private offset = 0;
  private readonly written: (Written & { isDirectory: boolean; modified: Date })[] = [];

  /** The bytes of one entry: its local header and its packed data. */
  async entry({
    name,
    bytes,
    isDirectory = false,
    modified = new Date(),
    compress = true,
  }: ZipEntryInput): Promise<Buffer[]> {
    const fileName = Buffer.from(isDirectory && !name.endsWith("/") ? `${name}/` : name, "utf8");
    const data = isDirectory ? new Uint8Array(0) : (bytes ?? new Uint8Array(0));
    const deflated = compress && data.byteLength > 0 && !isDirectory ? await deflate(data, { level: 6 }) : null;
    const method = deflated && deflated.byteLength < data.byteLength ? DEFLATE : STORE;
    const packed =
      method === DEFLATE && deflated ? deflated : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const written = {
      name: fileName,
      crc: crc32(data),
      method,
      packed: packed.byteLength,
      size: data.byteLength,
      offset: this.offset,
      isDirectory,
      modified,
    };
    if (this.offset + 30 + fileName.byteLength + packed.byteLength > MAX_CLASSIC || this.written.length >= 0xffff) {
      throw new Error("The archive would pass the zip format's 4 GB or 65,535-entry bounds");
    }
    const header = Buffer.alloc(30);
    const when = dosDateTime(modified);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(when.time, 10);
    header.writeUInt16LE(when.date, 12);
    header.writeUInt32LE(written.crc, 14);
    header.writeUInt32LE(written.packed, 18);
    header.writeUInt32LE(written.size, 22);
    header.writeUInt16LE(fileName.byteLength, 26);
    header.writeUInt16LE(0, 28);
    this.written.push(written);
    this.offset += header.byteLength + fileName.byteLength + packed.byteLength;
    return [header, fileName, packed];
  }

  /** The central directory and its end record: the last bytes of the archive. */
  finish(): Buffer {
    const parts: Buffer[] = [];
    let size = 0;
    for (const entry of this.written) {
      const header = Buffer.alloc(46);
      const when = dosDateTime(entry.modified);
      const mode = entry.isDirectory ? 0o40755 : 0o100644;
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(MADE_BY_UNIX, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(UTF8_NAMES, 8);
      header.writeUInt16LE(entry.method, 10);
      header.writeUInt16LE(when.time, 12);
      header.writeUInt16LE(when.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.packed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.byteLength, 28);
      // Extra field, comment, disk number and internal attributes stay 0.
      header.writeUInt32LE(((mode << 16) | (entry.isDirectory ? 0x10 : 0)) >>> 0, 38);
      header.writeUInt32LE(entry.offset, 42);
      parts.push(header, entry.name);
      size += header.byteLength + entry.name.byteLength;
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.written.length, 8);
    end.writeUInt16LE(this.written.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(this.offset, 16);
    return Buffer.concat([...parts, end]);
  }
}

/** A readable stream of the zip of `entries`, pulling the next entry only when the reader wants more. */
export function zipStream(entries: AsyncIterable<ZipEntryInput>): ReadableStream<Uint8Array> {
  const writer = new ZipWriter();
  const iterator = entries[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(writer.finish());
        controller.close();
        return;
      }
      for (const chunk of await writer.entry(next.value)) controller.enqueue(chunk);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
