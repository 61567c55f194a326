// Writes one string of a JSON file (the business details in data/site.json) back in place: only that
// string's characters change, so the rest of the file keeps the developer's layout.
import { parseExpression } from "@babel/parser";
import type { Node } from "@babel/types";
import { PAGE_EDIT_MESSAGES } from "@common/schemas/page-edits";
import { SITE_DATA_PATH, siteDataSchema } from "@common/schemas/site-data";
import { AppError } from "../../errors";
import { checkImageAddress, isImageName } from "./image-address";

function refuse(message: string): never {
  throw new AppError("BAD_REQUEST", message);
}

function child(node: Node, step: string | number): Node | undefined {
  if (node.type === "ObjectExpression" && typeof step === "string") {
    const property = node.properties.findLast(
      (candidate) =>
        candidate.type === "ObjectProperty" && candidate.key.type === "StringLiteral" && candidate.key.value === step,
    );
    return property?.type === "ObjectProperty" ? property.value : undefined;
  }
  if (node.type === "ArrayExpression" && typeof step === "number") return node.elements[step] ?? undefined;
  return undefined;
}

export function writeBackJson(path: string, content: string, pointer: (string | number)[], value: string): string {
  let node: Node | undefined;
  try {
    JSON.parse(content);
    node = parseExpression(content);
  } catch {
    refuse(PAGE_EDIT_MESSAGES.fileDoesNotParse(path));
  }
  for (const step of pointer) node = node === undefined ? undefined : child(node, step);
  if (node === undefined) refuse(PAGE_EDIT_MESSAGES.notInData);
  if (node.type !== "StringLiteral" || node.start == null || node.end == null) refuse(PAGE_EDIT_MESSAGES.notText);
  if (isImageName(pointer.at(-1))) checkImageAddress(value);
  const next = content.slice(0, node.start) + JSON.stringify(value) + content.slice(node.end);
  // Business details keep their rules (lengths, a valid email…) unless the file already broke them.
  if (path === SITE_DATA_PATH && siteDataSchema.safeParse(JSON.parse(content)).success) {
    const checked = siteDataSchema.safeParse(JSON.parse(next));
    if (!checked.success) refuse(checked.error.issues[0]?.message ?? PAGE_EDIT_MESSAGES.wouldBreak);
  }
  return next;
}
