// Writes one string of a JSON file (the business details in data/site.json) back in place, through the
// same writer as Business details: only that string's characters change, so the rest of the file keeps the
// developer's layout.
import { PAGE_EDIT_MESSAGES } from "@common/schemas/page-edits";
import { SITE_DATA_PATH, siteDataSchema } from "@common/schemas/site-data";
import { AppError } from "../../errors";
import { rewriteJsonSource } from "../../sources/json-source";
import { checkImageAddress, isImageName } from "./image-address";

function refuse(message: string): never {
  throw new AppError("BAD_REQUEST", message);
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === "object" && value !== null;
}

function stepInto(value: unknown, step: string | number): unknown {
  if (Array.isArray(value)) return typeof step === "number" ? value[step] : undefined;
  if (isContainer(value) && typeof step === "string" && Object.hasOwn(value, step)) {
    return (value as Record<string, unknown>)[step];
  }
  return undefined;
}

export function writeBackJson(path: string, content: string, pointer: (string | number)[], value: string): string {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    refuse(PAGE_EDIT_MESSAGES.fileDoesNotParse(path));
  }
  const parentPointer = pointer.slice(0, -1);
  const last = pointer.at(-1) as string | number;
  const next: unknown = structuredClone(data);
  const parent = parentPointer.reduce<unknown>(stepInto, next);
  const current = stepInto(parent, last);
  if (current === undefined || !isContainer(parent)) refuse(PAGE_EDIT_MESSAGES.notInData);
  if (typeof current !== "string") refuse(PAGE_EDIT_MESSAGES.notText);
  if (isImageName(last)) checkImageAddress(value);
  (parent as Record<string | number, unknown>)[last] = value;
  // Business details keep their rules (lengths, a valid email…) unless the file already broke them.
  if (path === SITE_DATA_PATH && siteDataSchema.safeParse(data).success) {
    const checked = siteDataSchema.safeParse(next);
    if (!checked.success) refuse(checked.error.issues[0]?.message ?? PAGE_EDIT_MESSAGES.wouldBreak);
  }
  return rewriteJsonSource(content, next);
}
