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

/**
 * An SVG is drawn into pixels before it is kept, so no script or link in it survives; before that it
 * must not reach outside itself (entities, or references to other files), which the renderer would try.
 */
function refuseReachingSvg(bytes: Buffer, kind: ImageKind) {
  const text = bytes.toString("utf8");
  const reachesOut = /<!DOCTYPE|<!ENTITY/i.test(text) || /\b(?:xlink:)?href\s*=\s*["'](?!#|data:)/i.test(text);
  if (reachesOut) throw new AppError("BAD_REQUEST", imageMessages(kind).svgExternal);
}

/**
 * An uploaded logo or avatar, checked (type, size, a self-contained SVG), drawn into a square WebP of
 * IMAGE_STORED_SIZE pixels on a transparent ground and answered as a data URL ready to store.
 */
export async function squareImageDataUrl(bytes: Buffer, contentType: string, kind: ImageKind): Promise<string> {
  const messages = imageMessages(kind);
  if (!isImageType(contentType)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", messages.type);
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", messages.tooLarge);
  if (bareContentType(contentType) === "image/svg+xml") refuseReachingSvg(bytes, kind);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000, density: 144 })
      .resize(IMAGE_STORED_SIZE, IMAGE_STORED_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("BAD_REQUEST", messages.unreadable);
  }
  return `data:image/webp;base64,${webp.toString("base64")}`;
}
