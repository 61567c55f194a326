import { LOGO_MAX_BYTES, LOGO_TYPES } from "@common/schemas/organizations";

/** The same words the server answers with, so a file refused here reads as one refused there. */
export const LOGO_MESSAGES = {
  type: "A logo must be a PNG, JPEG, WebP or SVG image",
  size: "A logo can be at most 1 MB",
} as const;

/** What the file input offers: the four image types the server takes. */
export const LOGO_ACCEPT = LOGO_TYPES.join(",");

/** Why a chosen file cannot be a logo (its type, then its size), or null when it can be sent. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.type;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.size;
  return null;
}
