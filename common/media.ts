/**
 * The media library's rules shared by the server and the upload form: which files it takes (judged by
 * their content, never their name), how large, and the words a refusal uses (docs/product.md#media-library).
 */

/** The largest file taken: 25 MB. */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;

/** An image (one frame of an animation) may hold at most 40 megapixels: more is refused before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** All frames of an animation together may hold at most 100 megapixels. */
export const MEDIA_MAX_ANIMATION_PIXELS = 100_000_000;

/** The widths of the WebP copies made of an image wider than them. */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;

/** Every image also gets a square WebP thumbnail this many pixels wide, cut from its middle. */
export const MEDIA_THUMBNAIL_SIZE = 256;

/**
 * What one organization's media may take in all: every site's files and their kept versions, counted by
 * the stored original's size (thumbnails and WebP copies are not counted). A constant until plans set it.
 */
export const MEDIA_ORGANIZATION_MAX_BYTES = 1024 * 1024 * 1024;

/** A replace keeps this many earlier versions of a file; the oldest goes when one more would be kept. */
export const MEDIA_VERSIONS_KEPT = 10;

/** Stored names (extension included) are at most this many characters. */
export const MEDIA_NAME_MAX_LENGTH = 100;

export type MediaKind = "image" | "video" | "pdf" | "font";

/** The accepted types: what they are, and the extensions a name may keep (the first is used otherwise). */
export const MEDIA_TYPES = {
  "image/jpeg": { kind: "image", extensions: ["jpg", "jpeg"] },
  "image/png": { kind: "image", extensions: ["png"] },
  "image/webp": { kind: "image", extensions: ["webp"] },
  "image/avif": { kind: "image", extensions: ["avif"] },
  "image/gif": { kind: "image", extensions: ["gif"] },
  "image/svg+xml": { kind: "image", extensions: ["svg"] },
  "application/pdf": { kind: "pdf", extensions: ["pdf"] },
  "video/mp4": { kind: "video", extensions: ["mp4", "m4v"] },
  "video/webm": { kind: "video", extensions: ["webm"] },
  "font/woff2": { kind: "font", extensions: ["woff2"] },
} as const satisfies Record<string, { kind: MediaKind; extensions: readonly string[] }>;

export type MediaMime = keyof typeof MEDIA_TYPES;

export function isMediaMime(mime: string): mime is MediaMime {
  return Object.hasOwn(MEDIA_TYPES, mime);
}

/** What a file input offers: every accepted type and extension. */
export const MEDIA_ACCEPT = Object.entries(MEDIA_TYPES)
  .flatMap(([mime, { extensions }]) => [mime, ...extensions.map((ext) => `.${ext}`)])
  .join(",");

/** The refusals, each naming the file as the person chose it. */
export const mediaMessages = {
  empty: (name: string) => `${name} is empty`,
  tooLarge: (name: string) => `${name} is larger than 25 MB`,
  unsupported: (name: string) => `${name} is not a supported file type`,
  tooManyPixels: (name: string) => `${name} is larger than 40 megapixels`,
  tooManyFrames: (name: string) => `${name} has too many frames: an animation may hold at most 100 megapixels in all`,
  unreadableImage: (name: string) => `${name} could not be read as an image`,
  organizationFull: (name: string, used: string, limit: string) =>
    `${name} does not fit: this organization's media already take ${used} of ${limit}. Delete files or old versions you no longer need.`,
  busy: (count: number) =>
    `This organization already has ${count} uploads being processed. Try again in a few seconds.`,
  pathTaken: (path: string) => `There is already a file at ${path}: choose another name or folder`,
  folderIntoItself: "A folder cannot move into itself or one of its own folders",
  svgReachesOut: (name: string) =>
    `${name} may not load other files or define entities: export it as a self-contained SVG`,
} as const;
