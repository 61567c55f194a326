import { MEDIA_MAX_PIXELS, MEDIA_THUMBNAIL_SIZE, mediaMessages } from "@common/media";
import sharp from "sharp";
import { sanitizeSvg } from "../svg/sanitize-svg";
import type { AcceptedMedia, MediaRefusal, MediaRendition } from "./processed-media";
import { declaredSize, embeddedPictures, markupLength } from "./svg-measure";

type ProcessedSvg = Pick<AcceptedMedia, "bytes" | "width" | "height" | "thumbnail" | "variants">;

/** The drawing is rendered about twice the thumbnail's size before it is cut, whatever size it declares. */
const RENDER_SIZE = MEDIA_THUMBNAIL_SIZE * 2;

/**
 * Drawings with more markup than this get no thumbnail (the library shows the SVG itself): rendering
 * takes time for every element, some seconds a megabyte.
 */
const THUMBNAIL_MAX_MARKUP = 1024 * 1024;

async function pixelCount(picture: Buffer): Promise<number> {
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(picture, { limitInputPixels: false }).metadata();
    return width * height * pages;
  } catch {
    return 0;
  }
}

async function thumbnailOf(
  svg: Buffer,
  size: { width: number; height: number } | null,
): Promise<MediaRendition | null> {
  // Density scales the drawing as it is rendered, so one declaring 100,000 pixels costs no more.
  const density = size ? Math.min(Math.max((72 * RENDER_SIZE) / Math.max(size.width, size.height), 1), 10_000) : 72;
  try {
    const { data, info } = await sharp(svg, { density, limitInputPixels: MEDIA_MAX_PIXELS })
      .resize(MEDIA_THUMBNAIL_SIZE, MEDIA_THUMBNAIL_SIZE, { fit: "cover", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, bytes: data, mime: "image/webp" };
  } catch {
    // The file passed the strict XML check, and browsers are kinder renderers: keep it without a thumbnail.
    return null;
  }
}

/**
 * An uploaded SVG, cleaned (server/svg/sanitize-svg.ts) and kept as vector text, with the size it
 * declares and a thumbnail drawn from the cleaned file. Pictures embedded in it count against the pixel
 * limit like any image, since the renderer decodes them. No narrower copies: a vector scales by itself.
 * Serving it with `Content-Security-Policy: sandbox` is the media route's part (media-headers.ts).
 */
export async function processSvg(bytes: Buffer, label: string): Promise<ProcessedSvg | MediaRefusal> {
  const verdict = sanitizeSvg(bytes);
  if ("problem" in verdict) {
    const error =
      verdict.problem === "reaches-out" ? mediaMessages.svgReachesOut(label) : mediaMessages.unreadableImage(label);
    return { error, status: 400 };
  }
  let embedded = 0;
  for (const picture of embeddedPictures(verdict.svg)) embedded += await pixelCount(picture);
  if (embedded > MEDIA_MAX_PIXELS) return { error: mediaMessages.tooManyPixels(label), status: 413 };
  const clean = Buffer.from(verdict.svg, "utf8");
  const size = declaredSize(verdict.svg);
  const thumbnail = markupLength(verdict.svg) <= THUMBNAIL_MAX_MARKUP ? await thumbnailOf(clean, size) : null;
  return { bytes: clean, width: size?.width ?? null, height: size?.height ?? null, thumbnail, variants: [] };
}
