import {
  MEDIA_MAX_ANIMATION_PIXELS,
  MEDIA_MAX_PIXELS,
  MEDIA_THUMBNAIL_SIZE,
  MEDIA_VARIANT_WIDTHS,
  mediaMessages,
} from "@common/media";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { stripAnimatedPng } from "./animated-png";
import type { AcceptedMedia, MediaRefusal, MediaRendition } from "./processed-media";

const RASTER_MIMES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
export type RasterMime = (typeof RASTER_MIMES)[number];

export function isRasterMime(mime: string): mime is RasterMime {
  return (RASTER_MIMES as readonly string[]).includes(mime);
}

type ProcessedPixels = Pick<AcceptedMedia, "bytes" | "width" | "height" | "thumbnail" | "variants">;

/**
 * The stored original keeps its format, re-encoded from the decoded pixels: nothing but the picture
 * survives (EXIF and GPS, comments, data hidden after the image's end). JPEG, WebP and AVIF lose a
 * little quality once; PNG and GIF none.
 */
function encodeOriginal(image: Sharp, mime: RasterMime): Sharp {
  switch (mime) {
    case "image/jpeg":
      return image.jpeg({ quality: 90 });
    case "image/png":
      return image.png();
    case "image/webp":
      return image.webp({ quality: 90 });
    // AVIF encoding is slow; effort 2 keeps a 40-megapixel upload within seconds on a small server.
    case "image/avif":
      return image.avif({ quality: 70, effort: 2 });
    case "image/gif":
      return image.gif();
  }
}

async function webp(image: Sharp): Promise<MediaRendition> {
  const { data, info } = await image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, bytes: data, mime: "image/webp" };
}

/** The first frame, upright, cut to a square from its middle (never enlarged). */
function thumbnail(image: Sharp): Promise<MediaRendition> {
  return webp(image.resize(MEDIA_THUMBNAIL_SIZE, MEDIA_THUMBNAIL_SIZE, { fit: "cover", withoutEnlargement: true }));
}

/**
 * Images one upload encodes at once. Sharp runs each on one thread of libuv's pool of four, which file
 * reads share: two at once take two cores, the others stay for other work and other uploads.
 */
const ENCODES_AT_ONCE = 2;

/** Runs `jobs` ENCODES_AT_ONCE at a time, in their order, answering their results in that order; none starts after a failure. */
async function fewAtOnce<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  let failed = false;
  async function lane() {
    while (next < jobs.length && !failed) {
      const index = next++;
      try {
        results[index] = await (jobs[index] as () => Promise<T>)();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(ENCODES_AT_ONCE, jobs.length) }, lane));
  return results;
}

type Encoded = { bytes: Buffer; width: number; height: number };

/**
 * A still image's original, thumbnail and WebP copies narrower than it (`width`, upright), from one
 * pipeline: each clone decodes the same bytes with the same rotation (smaller copies decode at a reduced
 * scale). The widest copies go first and the thumbnail last, so that both lanes finish at about the same time.
 */
async function stillImage(image: Sharp, mime: RasterMime, width: number) {
  const widths = MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < width).toReversed();
  const original = async (): Promise<Encoded> => {
    const { data, info } = await encodeOriginal(image.clone(), mime).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  const made = await fewAtOnce<Encoded>([
    ...widths.map((target) => () => webp(image.clone().resize({ width: target }))),
    original,
    () => thumbnail(image.clone()),
  ]);
  const variants = made.slice(0, widths.length).toReversed() as MediaRendition[];
  const { bytes, width: uprightWidth, height } = made[widths.length] as Encoded;
  return { bytes, width: uprightWidth, height, thumbnail: made[widths.length + 1] as MediaRendition, variants };
}

type FrameSize = { width: number; height: number; frames: number; uprightWidth: number };

/** Width, height of one frame, frame count and the width once upright, from the header alone: nothing is decoded yet. */
async function frameSize(bytes: Buffer): Promise<FrameSize | null> {
  const header = await sharp(bytes, { limitInputPixels: false, animated: true }).metadata();
  const height = header.pageHeight ?? header.height;
  if (!header.width || !height) return null;
  const uprightWidth = header.autoOrient?.width ?? header.width;
  return { width: header.width, height, frames: header.pages ?? 1, uprightWidth };
}

async function processPixels(bytes: Buffer, mime: RasterMime, isAnimatedPng: boolean, label: string) {
  const apng = isAnimatedPng ? stripAnimatedPng(bytes) : null;
  if (isAnimatedPng && apng === null) return unreadable(label);
  const size = apng ?? (await frameSize(bytes));
  if (size === null) return unreadable(label);
  // Refused from the header, before any decoding: a few kilobytes can declare billions of pixels.
  if (size.width * size.height > MEDIA_MAX_PIXELS) return refusal(mediaMessages.tooManyPixels(label), 413);
  if (size.width * size.height * size.frames > MEDIA_MAX_ANIMATION_PIXELS) {
    return refusal(mediaMessages.tooManyFrames(label), 413);
  }
  const source = apng?.bytes ?? bytes;
  const options: SharpOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" };
  // Sharp reads every frame of a GIF or WebP only when asked; a stack of frames is not turned upright
  // (GIFs carry no orientation). Other multi-image files (an AVIF collection) keep their first image.
  const firstFrame = sharp(source, options).rotate();
  if (apng) {
    return {
      bytes: apng.bytes,
      width: apng.width,
      height: apng.height,
      thumbnail: await thumbnail(firstFrame),
      variants: [],
    };
  }
  if (size.frames > 1 && (mime === "image/gif" || mime === "image/webp")) {
    const all = sharp(source, { ...options, animated: true, limitInputPixels: MEDIA_MAX_ANIMATION_PIXELS });
    const { data, info } = await encodeOriginal(all, mime).toBuffer({ resolveWithObject: true });
    const height = info.pageHeight ?? size.height;
    return { bytes: data, width: info.width, height, thumbnail: await thumbnail(firstFrame), variants: [] };
  }
  // An animated PNG answered above: the size is the header's.
  return stillImage(firstFrame, mime, "uprightWidth" in size ? size.uprightWidth : size.width);
}

function refusal(error: string, status: MediaRefusal["status"]): MediaRefusal {
  return { error, status };
}

function unreadable(label: string): MediaRefusal {
  return refusal(mediaMessages.unreadableImage(label), 400);
}

/**
 * An uploaded JPEG, PNG, WebP, AVIF or GIF made safe to keep: size checked against pixel limits,
 * turned upright by its EXIF orientation, metadata gone, plus a thumbnail and narrower WebP copies.
 * Animations (GIF, WebP, APNG) keep every frame and get no narrower copies. A file the decoder cannot
 * read to its end, truncated or corrupt, is refused rather than stored half-grey.
 */
export async function processRasterImage(
  bytes: Buffer,
  mime: RasterMime,
  isAnimatedPng: boolean,
  label: string,
): Promise<ProcessedPixels | MediaRefusal> {
  try {
    return await processPixels(bytes, mime, isAnimatedPng, label);
  } catch {
    // Sharp's errors name the decoder's trouble ("premature end of JPEG image"); the person gets one sentence.
    return unreadable(label);
  }
}
