// The words a published site's forms put beside their fields, read from the prerendered pages, so the
// inbox can show "Your name" rather than `full_name` (docs/product.md#form-inbox). A field's label is, in
// order: its `aria-label`; for a radio button or a checkbox in a fieldset, the fieldset's legend; the text
// of the label around it, or of the label `for` its id. The pages are React's own markup, so a small
// reading of tags and text is enough; what it cannot tell, the inbox words from the field's name.
import { FORM_MAX_FIELDS, FORM_MAX_PER_SITE } from "@common/forms";
import { unescapeAttribute } from "./form-actions";

/** `{ contact: { full_name: "Your name" } }`: each form's fields by name, with their labels. */
export type FormFieldLabels = Record<string, Record<string, string>>;

const TAG =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** Fields the runtime adds, and controls that hold no answer. */
const SKIPPED_NAMES = new Set(["_gotcha", "_t", "_success"]);
const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "image"]);
const MAX_LABEL = 200;

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name) found.set(name, unescapeAttribute(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

/** "  Email *\n (optional) " → "Email": the words a person reads, without the marks around them. */
function cleanLabel(text: string): string {
  return unescapeAttribute(text.replaceAll("&nbsp;", " "))
    .replace(/\s+/g, " ")
    .replace(/\s*\((?:optional|required)\)\s*$/i, "")
    .replace(/[\s*:]+$/, "")
    .trim()
    .slice(0, MAX_LABEL);
}

type Control = { name: string; id?: string; ariaLabel?: string; inLabel?: string; legend?: string; isChoice: boolean };
type Frame = { kind: "label"; forId?: string; text: string; controls: Control[] } | { kind: "legend"; text: string };

/** One form's controls and the texts that label them, as its markup is read. */
class FormReading {
  readonly controls: Control[] = [];
  readonly labelsFor = new Map<string, string>();
  readonly frames: Frame[] = [];
  legends: (string | undefined)[] = [];
  /** Inside a select, textarea or option: text there is a value, never a label. */
  valueDepth = 0;

  labels(): Record<string, string> {
    const labels: Record<string, string> = {};
    for (const control of this.controls) {
      if (labels[control.name] !== undefined || Object.keys(labels).length >= FORM_MAX_FIELDS) continue;
      const forId = control.id === undefined ? undefined : this.labelsFor.get(control.id);
      const choices = control.isChoice ? control.legend : undefined;
      const label = [control.ariaLabel, choices, control.inLabel, forId].map((text) => cleanLabel(text ?? ""));
      const first = label.find((text) => text !== "");
      if (first) labels[control.name] = first;
    }
    return labels;
  }
}

function readForm(reading: FormReading, closing: boolean, tag: string, attributes: Map<string, string>) {
  const { frames } = reading;
  if (tag === "label" || tag === "legend") {
    if (!closing) {
      frames.push(
        tag === "label"
          ? { kind: "label", forId: attributes.get("for"), text: "", controls: [] }
          : { kind: "legend", text: "" },
      );
      return;
    }
    const frame = frames.pop();
    if (frame?.kind === "legend") reading.legends[reading.legends.length - 1] = frame.text;
    if (frame?.kind === "label") {
      for (const control of frame.controls) control.inLabel ??= frame.text;
      if (frame.forId && !reading.labelsFor.has(frame.forId)) reading.labelsFor.set(frame.forId, frame.text);
    }
    return;
  }
  if (tag === "fieldset") {
    if (closing) reading.legends.pop();
    else reading.legends.push(undefined);
    return;
  }
  if (tag !== "input" && tag !== "select" && tag !== "textarea" && tag !== "option") return;
  if (tag !== "input") reading.valueDepth = Math.max(0, reading.valueDepth + (closing ? -1 : 1));
  const name = attributes.get("name");
  const type = (attributes.get("type") ?? "text").toLowerCase();
  if (closing || tag === "option" || !name || SKIPPED_NAMES.has(name) || SKIPPED_TYPES.has(type)) return;
  const control: Control = {
    name,
    id: attributes.get("id"),
    ariaLabel: attributes.get("aria-label"),
    legend: reading.legends.findLast((legend) => legend !== undefined),
    isChoice: tag === "input" && (type === "radio" || type === "checkbox"),
  };
  reading.controls.push(control);
  const label = frames.findLast((frame) => frame.kind === "label");
  if (label?.kind === "label") label.controls.push(control);
}

/** Adds each `<form data-form>` of one page to `found`; a form or field seen on an earlier page keeps its label. */
function readPage(html: string, found: FormFieldLabels): void {
  let form: { name: string; reading: FormReading } | null = null;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const text = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (form && text && form.reading.valueDepth === 0) {
      for (const frame of form.reading.frames) frame.text += text;
    }
    const tag = match[2]?.toLowerCase();
    if (!tag) continue;
    const closing = match[1] === "/";
    const attributes = attributesOf(match[3] ?? "");
    if (tag === "form") {
      if (!closing && attributes.get("data-form"))
        form = { name: attributes.get("data-form") ?? "", reading: new FormReading() };
      if (closing && form) {
        const known = found[form.name] ?? {};
        if (found[form.name] !== undefined || Object.keys(found).length < FORM_MAX_PER_SITE) {
          for (const [field, label] of Object.entries(form.reading.labels())) known[field] ??= label;
          found[form.name] = known;
        }
        form = null;
      }
      continue;
    }
    if (form) readForm(form.reading, closing, tag, attributes);
  }
}

/** The labels of every data-form form in the pages (React's prerendered HTML). */
export function formFieldLabels(pages: string[]): FormFieldLabels {
  const found: FormFieldLabels = {};
  for (const page of pages) readPage(page.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ""), found);
  return Object.fromEntries(Object.entries(found).filter(([, labels]) => Object.keys(labels).length > 0));
}
