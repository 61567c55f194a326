// The history's message for a save of the Business details form, naming what changed in a person's words:
// "Business details: hours, 1 price".
import { jsonEqual } from "@common/merge-changes";
import type { TemplateFields } from "@common/schemas/template-fields";

type Json = Record<string, unknown>;

const PARTS: [path: string, words: string][] = [
  ["name", "name"],
  ["category", "category"],
  ["tagline", "tagline"],
  ["colours", "colours"],
  ["logo", "logo"],
  ["contact.phone", "contact details"],
  ["contact.whatsapp", "contact details"],
  ["contact.email", "contact details"],
  ["contact.address", "contact details"],
  ["contact.hours", "hours"],
  ["copy.headline", "headline"],
  ["copy.intro", "introduction"],
  ["copy.about", "about text"],
  ["photos", "photos"],
];

function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Json)[key] : undefined), value);
}

/** "3 prices" and/or "services", from how the list of services changed. */
function serviceChanges(before: unknown, after: unknown): string[] {
  if (jsonEqual(before, after)) return [];
  const old = Array.isArray(before) ? (before as Json[]) : [];
  const now = Array.isArray(after) ? (after as Json[]) : [];
  if (old.length !== now.length) return ["services"];
  let prices = 0;
  let other = false;
  now.forEach((service, index) => {
    const { price, ...rest } = service;
    const { price: oldPrice, ...oldRest } = old[index] ?? {};
    if (!jsonEqual(price, oldPrice)) prices++;
    if (!jsonEqual(rest, oldRest)) other = true;
  });
  return [...(other ? ["services"] : []), ...(prices ? [`${prices} price${prices === 1 ? "" : "s"}`] : [])];
}

/** What changed from `before` to `after` (both read by the details schema), as the history shows it. */
export function detailsCommitMessage(before: Json, after: Json, declared: TemplateFields): string {
  const parts = new Set<string>();
  for (const [path, words] of PARTS) if (!jsonEqual(at(before, path), at(after, path))) parts.add(words);
  for (const words of serviceChanges(at(before, "copy.services"), at(after, "copy.services"))) parts.add(words);
  for (const field of declared.fields) {
    if (!jsonEqual(before[field.key], after[field.key])) parts.add(field.label.toLowerCase());
  }
  return parts.size === 0 ? "Business details" : `Business details: ${[...parts].join(", ")}`;
}
