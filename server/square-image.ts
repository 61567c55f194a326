import {
  bareContentType,
  IMAGE_MAX_BYTES,
  IMAGE_STORED_SIZE,
  type ImageKind,
  imageMessages,
  isImageType,
} from "@common/images";
import sharp from "sharp";
import { AppError } from "./errors";
import { sanitizeSvg } from "./svg/sanitize-svg";

/**
 * An SVG is cleaned by the check the media library uses too (no scripts, nothing fetched, no entities)
 * before it is drawn into pixels: the renderer never sees a reference to another file.
 */
function drawableSvg(bytes: Buffer, kind: ImageKind): Buffer {
  const verdict = sanitizeSvg(bytes);
  if ("svg" in verdict) return Buffer.from(verdict.svg);
  const messages = imageMessages(kind);
  throw new AppError("BAD_REQUEST", verdict.problem === "reaches-out" ? messages.svgExternal : messages.unreadable);
}

/**
 * An uploaded logo or avatar, checked (type, size, a self-contained SVG), drawn into a square WebP of
 * IMAGE_STORED_SIZE pixels on a transparent ground and answered as a data URL ready to store.
 */
export async function squareImageDataUrl(bytes: Buffer, contentType: string, kind: ImageKind): Promise<string> {
  const messages = imageMessages(kind);
  if (!isImageType(contentType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", messages.type);
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", messages.tooLarge);
  const input = bareContentType(contentType) === "image/svg+xml" ? drawableSvg(bytes, kind) : bytes;
  let webp: Buffer;
  try {
    webp = await sharp(input, { limitInputPixels: 50_000_000, density: 144 })
      .resize(IMAGE_STORED_SIZE, IMAGE_STORED_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("BAD_REQUEST", messages.unreadable);
  }
  return `data:image/webp;base64,${webp.toString("base64")}`;
}
