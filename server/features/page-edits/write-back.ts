// Writes a change made on the preview back into the file it came from: the file is parsed, the literal
// the preview pointed at is found by its exact range and kind, and only that range is replaced (a JSX
// text only where its words changed), so the developer sees a one-line diff and the file still parses.
// docs/product.md#click-to-edit

import { PAGE_EDIT_MESSAGES } from "@common/schemas/page-edits";
import { editableSource, type LiteralKind } from "../../builder/editable/editable-literals";
import {
  escapeAttributeText,
  escapeJsxText,
  rewriteShown,
  shownAttributeText,
  shownJsxText,
} from "../../builder/editable/jsx-text";
import { parseScript } from "../../builder/editable/parse-source";
import { AppError } from "../../errors";
import { checkImageAddress, isImageName } from "./image-address";

export type ScriptEdit = { kind: LiteralKind; start: number; end: number; value: string };

function refuse(message: string): never {
  throw new AppError("BAD_REQUEST", message);
}

/** A JavaScript string literal in the quotes the developer used. */
function stringLiteral(value: string, quote: string): string {
  const json = JSON.stringify(value);
  if (quote === '"') return json;
  const inner = json.slice(1, -1).replaceAll('\\"', '"').replaceAll(quote, `\\${quote}`);
  return `${quote}${inner}${quote}`;
}

function rewriteLiteral(content: string, edit: ScriptEdit): string {
  const raw = content.slice(edit.start, edit.end);
  const quote = raw.charAt(0);
  switch (edit.kind) {
    case "text":
      return rewriteShown(raw, edit.value, shownJsxText, escapeJsxText) ?? refuse(PAGE_EDIT_MESSAGES.spacesAtEdges);
    case "attribute": {
      const inner = rewriteShown(raw.slice(1, -1), edit.value, shownAttributeText, (text) =>
        escapeAttributeText(text, quote),
      );
      return inner === undefined ? refuse(PAGE_EDIT_MESSAGES.spacesAtEdges) : `${quote}${inner}${quote}`;
    }
    case "string":
      return stringLiteral(edit.value, quote);
  }
}

/** JSX text cannot hold a line break: it would show as a space, so it is written as one. */
function normalisedValue(edit: ScriptEdit): string {
  return edit.kind === "text" ? edit.value.replace(/\r\n|\r|\n/g, " ") : edit.value;
}

/** `content` with the edit applied; a refusal (400) says why when the range is not an editable literal. */
export function writeBackScript(path: string, content: string, edit: ScriptEdit): string {
  let literals: ReturnType<typeof editableSource>["literals"];
  try {
    literals = editableSource(path, content).literals;
  } catch {
    refuse(PAGE_EDIT_MESSAGES.fileDoesNotParse(path));
  }
  const target = literals.find((literal) => literal.start === edit.start && literal.end === edit.end);
  if (target === undefined || target.kind !== edit.kind) refuse(PAGE_EDIT_MESSAGES.notWords);
  const value = normalisedValue(edit);
  if (isImageName(target.name)) checkImageAddress(value);
  const next = content.slice(0, edit.start) + rewriteLiteral(content, { ...edit, value }) + content.slice(edit.end);
  try {
    parseScript(path, next);
  } catch {
    refuse(PAGE_EDIT_MESSAGES.wouldBreak);
  }
  return next;
}
