import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The chunks an animated PNG needs to look the same: the image and its frames, palette and
 * transparency, and the colour hints. Text, EXIF (eXIf holds GPS positions), times and anything
 * unknown are left out, as is whatever follows the end chunk.
 */
const KEPT_CHUNKS = new Set([
  "IHDR",
  "PLTE",
  "tRNS",
  "IDAT",
  "IEND",
  "acTL",
  "fcTL",
  "fdAT",
  "gAMA",
  "cHRM",
  "sRGB",
  "sBIT",
  "bKGD",
]);

export interface AnimatedPng {
  bytes: Buffer;
  width: number;
  height: number;
  frames: number;
}

/**
 * An animated PNG rewritten with only the chunks above. Sharp (libvips) reads only the first frame of an
 * APNG, so re-encoding it would lose the animation; copying the checked chunks keeps every frame and
 * still drops metadata and appended data. Null when the chunk structure or a checksum is wrong.
 */
export function stripAnimatedPng(bytes: Buffer): AnimatedPng | null {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  const kept: Buffer[] = [SIGNATURE];
  let width = 0;
  let height = 0;
  let frames = 1;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const type = bytes.toString("latin1", at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0 !== bytes.readUInt32BE(at + 8 + length)) return null;
    if (at === 8 && (type !== "IHDR" || length !== 13)) return null;
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === "acTL" && length >= 4) frames = Math.max(1, data.readUInt32BE(0));
    if (KEPT_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    if (type === "IEND") return { bytes: Buffer.concat(kept), width, height, frames };
    at = end;
  }
  return null;
}
