import { z } from "zod";

/** The longest words one edit on the page may write. */
export const PAGE_EDIT_MAX_LENGTH = 5000;

export const PAGE_EDIT_MESSAGES = {
  notWords: "Only words and photos can be changed on the page: this part is code. Change it in the Code tab.",
  fileDoesNotParse: (path: string) =>
    `${path} has a mistake, so it cannot be edited on the page: fix it in the Code tab first.`,
  wouldBreak: "This change would break the page, so it was not saved.",
  spacesAtEdges: "Spaces at the start or end of this text cannot be kept here: remove them and try again.",
  changedMeanwhile: "This page changed since the preview was built. The preview has been refreshed: try again.",
  notImage: "Choose a photo from the media library (an address starting with /media/) or an https:// address.",
  notText: "That part of the business details is not text.",
  notInData: "That part of the business details no longer exists.",
  fileNotFound: "File not found",
  tooLong: `Keep it under ${PAGE_EDIT_MAX_LENGTH.toLocaleString("en")} characters`,
} as const;

const value = z.string().max(PAGE_EDIT_MAX_LENGTH, PAGE_EDIT_MESSAGES.tooLong);
const offset = z.number().int().min(0);

/** A literal of a script, by its exact source range: JSX text, a JSX attribute's string, or a JS string. */
export const scriptEditSchema = z.object({
  kind: z.enum(["text", "attribute", "string"]),
  start: offset,
  end: offset,
  value,
});

/** A string of a JSON file (data/site.json), by its path of keys and indexes. */
export const jsonEditSchema = z.object({
  kind: z.literal("json"),
  pointer: z
    .array(z.union([z.string().max(200), z.number().int().min(0)]))
    .min(1)
    .max(32),
  value,
});

export const pageEditSchema = z.object({
  path: z.string().min(1).max(1024),
  /** The file's version the preview was built from: a file that moved on since answers 409. */
  base_version_id: z.string().min(1),
  /** What was edited, for the version's message: "Home heading". */
  label: z.string().trim().max(80).optional(),
  edit: z.union([scriptEditSchema, jsonEditSchema]),
});

export type PageEditInput = z.infer<typeof pageEditSchema>;
export type ScriptEditInput = z.infer<typeof scriptEditSchema>;

/** The messages the preview frame and the editor exchange (postMessage, exact origins on both sides). */
export const EDIT_MODE_MESSAGES = {
  /** editor → frame: { on: boolean } */
  mode: "webcraft:edit-mode",
  /** frame → editor: { edit: PageEditTarget & { value }, what, before } when words were changed. */
  edit: "webcraft:page-edit",
  /** frame → editor: { edit: PageEditTarget, what } when a photo was clicked. */
  pickImage: "webcraft:pick-image",
  /** frame → editor: { message } when a click met something that cannot be edited here. */
  info: "webcraft:edit-info",
} as const;

/** What the frame names when it asks for an edit: a file at a version, and a literal or a JSON path in it. */
export type PageEditTarget = {
  path: string;
  base_version_id: string;
  edit:
    | { kind: "text" | "attribute" | "string"; start: number; end: number; value: string }
    | { kind: "json"; pointer: (string | number)[]; value: string };
};
