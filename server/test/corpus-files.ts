import { crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * Files for the media tests, made in code so the repository holds no binaries: pictures drawn by sharp,
 * and the headers of other formats written byte by byte.
 */

export function svg(body: string, rootAttributes = ""): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttributes}>${body}</svg>`);
}

/** A noisy picture (noise, so re-encoding and truncation behave as with a photo). */
export function picture(format: "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff", width = 64, height = 48) {
  const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
  return sharp({ create: { width, height, channels: 3, noise, background: "black" } })
    .toFormat(format)
    .toBuffer();
}

export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "white" } })
    .png()
    .toBuffer();
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 PNG whose header claims another size: decoding it would need width × height pixels. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await solidPng(1, 1);
  const header = Buffer.alloc(13);
  png.copy(header, 0, 16, 29);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk("IHDR", header), png.subarray(33)]);
}

/** A PNG with a chunk added just before its end (IEND is always the last 12 bytes). */
export async function pngWithChunk(type: string, data: Buffer): Promise<Buffer> {
  const png = await picture("png", 8, 8);
  return Buffer.concat([png.subarray(0, -12), pngChunk(type, data), png.subarray(-12)]);
}

/** EXIF data with a GPS position (51°30' N, 0°7' W) and a camera make, in a JPEG. */
export function jpegWithGps(orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: "blue" } }).jpeg();
  const withExif = image.withExif({
    IFD0: { Make: "PhoneCam" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
  });
  return (orientation ? withExif.withMetadata({ orientation }) : withExif).toBuffer();
}

/** A JPEG with a comment segment (FF FE) right after its start marker. */
export async function jpegWithComment(comment: string): Promise<Buffer> {
  const jpeg = await picture("jpeg", 16, 16);
  const text = Buffer.from(comment, "latin1");
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 255]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * A GIF written by hand: a logical screen of width × height and `frames` frames of one pixel each. A
 * decoder gives every frame the screen's size, so a small file can stand for many frames of pixels.
 */
export function gifFrames(width: number, height: number, frames: number): Buffer {
  const screen = [width & 255, width >> 8, height & 255, height >> 8, 0x80, 0, 0];
  const palette = [0, 0, 0, 255, 255, 255];
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0];
  return Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    Buffer.from([...screen, ...palette]),
    ...Array.from({ length: frames }, () => Buffer.from(frame)),
    Buffer.from([0x3b]),
  ]);
}

/** The pixel data of a PNG (its IDAT chunks joined). */
function idat(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString("latin1", at + 4, at + 8) === "IDAT")
      parts.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  }
  return Buffer.concat(parts);
}

function frameControl(sequence: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(26);
  data.writeUInt32BE(sequence, 0);
  data.writeUInt32BE(width, 4);
  data.writeUInt32BE(height, 8);
  data.writeUInt16BE(1, 20);
  data.writeUInt16BE(10, 22);
  return pngChunk("fcTL", data);
}

/** A two-frame animated PNG (red, then blue), with `extra` chunks before its image data. */
export async function animatedPng(extra: Buffer[] = []): Promise<Buffer> {
  const [red, blue] = await Promise.all(
    ["red", "blue"].map((background) =>
      sharp({ create: { width: 6, height: 4, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  if (!red || !blue) throw new Error("frames were not drawn");
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(2, 0);
  const sequence = Buffer.alloc(4);
  sequence.writeUInt32BE(2);
  return Buffer.concat([
    red.subarray(0, 33),
    pngChunk("acTL", animation),
    ...extra,
    frameControl(0, 6, 4),
    pngChunk("IDAT", idat(red)),
    frameControl(1, 6, 4),
    pngChunk("fdAT", Buffer.concat([sequence, idat(blue)])),
    red.subarray(-12),
  ]);
}

/** The start of an ISO media file (MP4, QuickTime, HEIC) with the given brand. */
export function isoMedia(brand: string): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`, "latin1"),
    Buffer.from([0, 0, 2, 0]),
  ]);
  return Buffer.concat([ftyp, Buffer.from(`${brand}iso2`, "latin1"), Buffer.alloc(32)]);
}

/** The start of an EBML (Matroska) file declaring the given document type: "webm" or "matroska". */
export function ebml(docType: string): Buffer {
  const type = Buffer.from(docType, "latin1");
  const body = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(32)]);
}
