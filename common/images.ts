/**
 * Pictures people upload for themselves or their organization (an account's avatar, an organization's
 * logo): the types and size taken, and the words a refusal uses, shared by the server and the forms.
 */

/** The largest file taken: 1 MB. */
export const IMAGE_MAX_BYTES = 1024 * 1024;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;

/** What a file input offers: the four types above. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** Every picture is kept as a square WebP this many pixels wide, small enough to travel as a data URL. */
export const IMAGE_STORED_SIZE = 128;

export type ImageKind = "logo" | "avatar";

const ARTICLE: Record<ImageKind, string> = { logo: "A", avatar: "An" };

/** The refusals for one kind of picture: "A logo can be at most 1 MB", "An avatar can be at most 1 MB". */
export function imageMessages(kind: ImageKind) {
  const subject = `${ARTICLE[kind]} ${kind}`;
  return {
    type: `${subject} must be a PNG, JPEG, WebP or SVG image`,
    tooLarge: `${subject} can be at most 1 MB`,
    unreadable: "That file is not an image we can read",
    svgExternal: `An SVG ${kind} may not load other files or define entities: export it as a self-contained SVG`,
  } as const;
}

/** The content type without its parameters, lower-cased: "image/svg+xml; charset=utf-8" → "image/svg+xml". */
export function bareContentType(contentType: string): string {
  return contentType.split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isImageType(contentType: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(bareContentType(contentType));
}

/** Why a chosen file cannot be this kind of picture (its type, then its size), or null when it can be sent. */
export function imageFileProblem(file: { type: string; size: number }, kind: ImageKind): string | null {
  if (!isImageType(file.type)) return imageMessages(kind).type;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages(kind).tooLarge;
  return null;
}
