import { isMediaMime, MEDIA_TYPES, type MediaKind } from "@common/media";

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** 1536 → "1.5 KB"; one decimal below 10 of a unit, none above. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? "byte" : "bytes"}`;
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, "") : Math.round(value)} ${UNITS[unit]}`;
}

/** What a stored file is, from its type; "file" for anything the library did not take as media. */
export function kindOf(mime: string): MediaKind | "file" {
  return isMediaMime(mime) ? MEDIA_TYPES[mime].kind : "file";
}

const TYPE_NAMES: Record<string, string> = {
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/webp": "WebP image",
  "image/avif": "AVIF image",
  "image/gif": "GIF image",
  "image/svg+xml": "SVG image",
  "application/pdf": "PDF document",
  "video/mp4": "MP4 video",
  "video/webm": "WebM video",
  "font/woff2": "WOFF2 font",
};

/** "PNG image", "MP4 video"; the type itself for anything else. */
export function typeName(mime: string): string {
  return TYPE_NAMES[mime] ?? mime;
}

/** The last part of a path: `team/ana.jpg` → `ana.jpg`. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The folder a path is in: `team/ana.jpg` → `team`; "" at the top. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}
