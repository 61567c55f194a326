import type { MediaKind, MediaMime } from "@common/media";

/** A WebP made from an image: a thumbnail or a copy at a smaller width. */
export interface MediaRendition {
  width: number;
  height: number;
  bytes: Buffer;
  mime: "image/webp";
}

/** An upload that passed every check, in the form it is to be stored and served. */
export interface AcceptedMedia {
  /** Safe for a URL path and a disk, its extension following the content (safeMediaName). */
  name: string;
  ext: string;
  mime: MediaMime;
  kind: MediaKind;
  /** What to store as the original: re-encoded or cleaned for images and SVGs, as uploaded otherwise. */
  bytes: Buffer;
  /** In pixels, upright (after EXIF rotation); null for video, PDF, fonts and an SVG that declares no size. */
  width: number | null;
  height: number | null;
  /** Images and SVGs only; none for an SVG too large to draw quickly (or that our renderer cannot draw). */
  thumbnail: MediaRendition | null;
  /** Narrowest first; only widths smaller than the image's own; none for SVGs and animations. */
  variants: MediaRendition[];
}

/** Why an upload was turned away, in words to show the person, with the HTTP status to answer. */
export interface MediaRefusal {
  error: string;
  status: 400 | 413 | 415;
}

/** Helps the upload route tell the two answers of processUpload apart. */
export function isMediaRefusal(result: AcceptedMedia | MediaRefusal): result is MediaRefusal {
  return "error" in result;
}
