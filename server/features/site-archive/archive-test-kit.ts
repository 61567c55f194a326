// Test helpers: zips written byte by byte (so that a test can build any hostile archive it wants, with
// lying headers and odd attributes), an import through the real route, and a read of an export.
import { crc32, deflateRawSync } from "node:zlib";
import yauzl from "yauzl";
import type { TestApp, TestUser } from "../../test/test-app";

export type RawEntry = {
  name: string | Buffer;
  data?: Buffer | string;
  /** 0 store, 8 deflate (the default). */
  method?: number;
  /** The Unix mode put in the external attributes (made by Unix). */
  mode?: number;
  /** External attributes as written, made by MS-DOS: for Windows' own bits. */
  dosAttributes?: number;
  flags?: number;
  /** The uncompressed size the headers claim, when it is to lie. */
  declaredSize?: number;
};

/** A zip of `entries` exactly as described; `entryCount` may claim another count in the end record. */
export function rawZip(entries: RawEntry[], entryCount = entries.length): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name, "utf8");
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? "", "utf8");
    const method = entry.method ?? 8;
    const packed = method === 8 ? deflateRawSync(data) : data;
    const size = entry.declaredSize ?? data.byteLength;
    const flags = (entry.flags ?? 0) | 0x0800;
    // The fields both headers carry, from `at`: 6 in the local header, 8 in the central directory's.
    const described = (header: Buffer, at: number) => {
      header.writeUInt16LE(flags, at);
      header.writeUInt16LE(method, at + 2);
      header.writeUInt32LE(crc32(data), at + 8);
      header.writeUInt32LE(packed.byteLength, at + 12);
      header.writeUInt32LE(size, at + 16);
      header.writeUInt16LE(name.byteLength, at + 20);
      return header;
    };
    const local = described(Buffer.alloc(30), 6);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const central = described(Buffer.alloc(46), 8);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.dosAttributes === undefined ? (3 << 8) | 20 : 20, 4);
    central.writeUInt16LE(20, 6);
    const isFolder = name.toString("utf8").endsWith("/");
    const attributes = entry.dosAttributes ?? ((entry.mode ?? (isFolder ? 0o40755 : 0o100644)) << 16) >>> 0;
    central.writeUInt32LE(attributes >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entryCount, 0xffff), 8);
  end.writeUInt16LE(Math.min(entryCount, 0xffff), 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Posts `zip` to the import route as the Sites page does: a multipart form with `file` (and `name`). */
export async function importZip(app: TestApp, user: TestUser, zip: Buffer, fileName = "site.zip", name?: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(zip)], { type: "application/zip" }), fileName);
  if (name !== undefined) form.set("name", name);
  const response = await app.request("/api/sites/import", { method: "POST", body: form, token: user.token });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every entry of a zip by name, its bytes and whether it is a folder. */
export function unzipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

/** How many blobs the store holds. */
export async function blobCount(app: TestApp): Promise<number> {
  let count = 0;
  for await (const _ of app.deps.blobs.keys()) count++;
  return count;
}

/** A multipart body holding a one-page zip as `file`, and its content type, for callers that send raw bytes. */
export function multipartZip(name: string): { bytes: Buffer; type: string } {
  const boundary = `----webcraft${name.replace(/\W/g, "")}`;
  const zip = rawZip([{ name: "pages/index.jsx", data: "export default () => <h1>Hi</h1>;\n" }]);
  const bytes = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\n${name}\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="site.zip"\r\n`),
    Buffer.from("content-type: application/zip\r\n\r\n"),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { bytes, type: `multipart/form-data; boundary=${boundary}` };
}
