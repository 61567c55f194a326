import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaMime, mediaMessages } from "@common/media";
import type { AcceptedMedia, MediaRefusal } from "./processed-media";
import { isRasterMime, processRasterImage } from "./raster-image";
import { displayName, safeMediaName } from "./safe-name";
import { sniffMedia } from "./sniff-media";
import { processSvg } from "./svg-media";

/**
 * The extension the stored name gets: the uploaded one when it fits the content ("photo.JPEG" stays
 * .jpeg), otherwise the type's usual one: a PNG named "logo.jpg" is stored as "logo.png", so the address
 * says what the file is.
 */
export function extensionFor(mime: MediaMime, name: string): string {
  const extensions: readonly string[] = MEDIA_TYPES[mime].extensions;
  const given = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? "";
  return extensions.includes(given) ? given : (extensions[0] ?? "bin");
}

/**
 * What the media library does with an uploaded file before storing it: the type is read from the
 * content, never the name; images are re-encoded without metadata with a thumbnail and narrower
 * copies; SVGs are cleaned; video, PDF and fonts are kept as uploaded. Answers a refusal in words to
 * show ({ error, status }) or everything to store (docs/product.md#media-library). Touches no storage.
 */
export async function processUpload({
  name,
  bytes,
}: {
  name: string;
  bytes: Buffer;
}): Promise<AcceptedMedia | MediaRefusal> {
  const label = displayName(name);
  if (bytes.byteLength === 0) return { error: mediaMessages.empty(label), status: 400 };
  if (bytes.byteLength > MEDIA_MAX_BYTES) return { error: mediaMessages.tooLarge(label), status: 413 };
  const sniffed = await sniffMedia(bytes);
  if (sniffed === null) return { error: mediaMessages.unsupported(label), status: 415 };
  const { mime } = sniffed;
  const ext = extensionFor(mime, name);
  const stored = { name: safeMediaName(name, ext), ext, mime, kind: MEDIA_TYPES[mime].kind };
  if (mime === "image/svg+xml") {
    const svg = await processSvg(bytes, label);
    return "error" in svg ? svg : { ...stored, ...svg };
  }
  if (isRasterMime(mime)) {
    const image = await processRasterImage(bytes, mime, sniffed.isAnimatedPng, label);
    return "error" in image ? image : { ...stored, ...image };
  }
  // Video, PDF and fonts are not decoded here: they are served with types and headers that keep a
  // browser from reading them as anything else (media-headers.ts).
  return { ...stored, bytes, width: null, height: null, thumbnail: null, variants: [] };
}
