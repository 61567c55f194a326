import { isMediaMime, type MediaMime } from "@common/media";
import { fileTypeFromBuffer } from "file-type";
import { looksLikeSvg } from "../svg/looks-like-svg";

export interface SniffedMedia {
  mime: MediaMime;
  /** A PNG with animation frames (APNG): kept frame by frame, since re-encoding would keep only the first. */
  isAnimatedPng: boolean;
}

/**
 * The accepted type a file's content shows, or null. Only the bytes count, never the name or the type
 * the browser sent: file-type reads the binary formats' signatures; SVG, being text, is recognised by
 * its root element.
 */
export async function sniffMedia(bytes: Uint8Array): Promise<SniffedMedia | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === "image/apng") return { mime: "image/png", isAnimatedPng: true };
  if (found && isMediaMime(found.mime)) return { mime: found.mime, isAnimatedPng: false };
  // Text formats have no signature: file-type answers nothing, or "XML" for a file that starts with <?xml.
  if ((found === undefined || found.mime === "application/xml") && looksLikeSvg(bytes)) {
    return { mime: "image/svg+xml", isAnimatedPng: false };
  }
  return null;
}
