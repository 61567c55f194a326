// What a post's parts become: the runtime's own fields set apart, the visitor's text fields in the order
// sent (a repeated name, such as a group of checkboxes, keeps its values joined by ", " at its first
// place), and the attached files, each judged by its content like the media library's uploads.
import {
  FORM_FILE_MAX_BYTES,
  FORM_MAX_FIELDS,
  FORM_MAX_FIELDS_BYTES,
  FORM_MAX_FILES,
  formMessages,
} from "@common/forms";
import { mediaMessages } from "@common/media";
import { AppError } from "../../errors";
import { extensionFor } from "../../uploads/process-upload";
import { displayName, safeMediaName } from "../../uploads/safe-name";
import { sniffMedia } from "../../uploads/sniff-media";
import type { FilePart, FormPart } from "./form-body";

/** The hidden fields the site runtime adds: the honeypot, the time the form was shown, the page to go to. */
export const CONTROL_FIELDS = ["_gotcha", "_t", "_success"] as const;
type ControlField = (typeof CONTROL_FIELDS)[number];

/** A file ready to store: its stored name follows its content's type. */
export type AcceptedFile = { field: string; name: string; mime: string; bytes: Buffer };

export type FormInput = {
  fields: { name: string; value: string }[];
  files: AcceptedFile[];
  /** The runtime's fields, when sent: the first of each name counts. */
  control: Partial<Record<ControlField, string>>;
};

function isControl(name: string): name is ControlField {
  return (CONTROL_FIELDS as readonly string[]).includes(name);
}

async function acceptFile(part: FilePart): Promise<AcceptedFile> {
  const label = displayName(part.filename);
  if (part.bytes.byteLength > FORM_FILE_MAX_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", formMessages.fileTooLarge(label));
  }
  if (part.bytes.byteLength === 0) throw new AppError("BAD_REQUEST", mediaMessages.empty(label));
  const sniffed = await sniffMedia(part.bytes);
  if (!sniffed) throw new AppError("UNSUPPORTED_MEDIA_TYPE", mediaMessages.unsupported(label));
  const name = safeMediaName(part.filename, extensionFor(sniffed.mime, part.filename));
  return { field: part.name, name, mime: sniffed.mime, bytes: part.bytes };
}

/**
 * The post's fields and files, or an AppError in the visitor's words: more than FORM_MAX_FIELDS fields
 * (files included), text over FORM_MAX_FIELDS_BYTES, more than FORM_MAX_FILES files, or a file too large,
 * empty or of a type the media library would not take.
 */
export async function formInput(parts: FormPart[]): Promise<FormInput> {
  const control: FormInput["control"] = {};
  const visitor = parts.filter((part) => {
    if (part.kind !== "text" || !isControl(part.name)) return true;
    control[part.name] ??= part.value;
    return false;
  });
  if (visitor.length > FORM_MAX_FIELDS) throw new AppError("BAD_REQUEST", formMessages.tooManyFields);
  let bytes = 0;
  const values = new Map<string, string[]>();
  const fileParts: FilePart[] = [];
  for (const part of visitor) {
    if (part.kind === "file") {
      fileParts.push(part);
      continue;
    }
    bytes += Buffer.byteLength(part.name) + Buffer.byteLength(part.value);
    const kept = values.get(part.name);
    if (kept) kept.push(part.value);
    else values.set(part.name, [part.value]);
  }
  if (bytes > FORM_MAX_FIELDS_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", formMessages.fieldsTooLarge);
  if (fileParts.length > FORM_MAX_FILES) throw new AppError("BAD_REQUEST", formMessages.tooManyFiles);
  const files: AcceptedFile[] = [];
  for (const part of fileParts) files.push(await acceptFile(part));
  const fields = [...values].map(([name, all]) => ({ name, value: all.filter((v) => v !== "").join(", ") }));
  return { fields, files, control };
}
