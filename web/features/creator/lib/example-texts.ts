import type { OpeningHours } from "@common/schemas/site-data";
import type { TemplateFields } from "@common/schemas/template-fields";
import type { TemplateExample } from "@common/schemas/templates";
import type { CreatorDraft, CreatorStepId } from "./creator-steps";

/**
 * The texts the creator shows from a template's sample business, each in a box of its own with the step it
 * is on: they would go live on the new site as they are, so each is an example until changed or kept. Their
 * ids are the keys common/sample-texts.ts gives them, which is how Business details names them too.
 */
export const EXAMPLE_TEXTS = [
  { id: "contact.hours", label: "Opening hours", step: "contact" },
  { id: "copy.headline", label: "Headline and introduction", step: "copy" },
  { id: "copy.about", label: "About text", step: "copy" },
  { id: "copy.services", label: "Services and prices", step: "copy" },
] as const satisfies readonly { id: string; label: string; step: CreatorStepId }[];

export type ExampleTextId = (typeof EXAMPLE_TEXTS)[number]["id"];
export type ExampleCopy = TemplateExample["copy"];
export type ExampleService = ExampleCopy["services"][number];

/** A template's sample business as the creator uses it: its words named after the business typed so far. */
export type CreatorExample = {
  copy: ExampleCopy;
  hours: OpeningHours[];
  /** The template's own data/site.json and fields, which the new site's texts are told apart from. */
  sample: Record<string, unknown>;
  fields: TemplateFields;
};

/** What a text is now: still the template's example, kept as it is on purpose, or the person's own. */
export type ExampleStatus = "example" | "kept" | "own";

/** `value` with every string's `from` written as `to`, as the server names the sample words after the business. */
function renamed<T>(value: T, from: string, to: string): T {
  if (from === to || from === "") return value;
  if (typeof value === "string") return value.replaceAll(from, to) as T;
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, from, to)])) as T;
}

function hoursOf(data: Record<string, unknown>): OpeningHours[] {
  const contact = data.contact as { hours?: OpeningHours[] } | undefined;
  return contact?.hours ?? [];
}

/** The template's example as the new site would get it: its words named after the business typed so far. */
export function creatorExampleFor(example: TemplateExample, businessName: string): CreatorExample {
  const copy = renamed(example.copy, example.business_name, businessName.trim() || example.business_name);
  return { copy, hours: hoursOf(example.data), sample: example.data, fields: example.fields };
}

/** The words the fields show: what the person wrote, else the example. */
export function shownCopy(draft: CreatorDraft, example: ExampleCopy): ExampleCopy {
  return { ...example, ...draft.words };
}

/** The opening hours the Contact step shows: the person's lines, else the template's. */
export function shownHours(draft: CreatorDraft, example: CreatorExample | null): OpeningHours[] {
  return draft.hours ?? example?.hours ?? [];
}

function sameServices(a: readonly ExampleService[], b: readonly ExampleService[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (service, at) =>
        service.name === b[at]?.name && service.description === b[at]?.description && service.price === b[at]?.price,
    )
  );
}

/** The copy fields the new site's data gets from the person: those that differ from the template's words. */
export function changedCopy(draft: CreatorDraft, example: ExampleCopy): Partial<ExampleCopy> {
  const shown = shownCopy(draft, example);
  const introChanged = shown.headline !== example.headline || shown.intro !== example.intro;
  return {
    ...(introChanged && { headline: shown.headline, intro: shown.intro }),
    ...(shown.about !== example.about && { about: shown.about }),
    ...(!sameServices(shown.services, example.services) && { services: shown.services }),
  };
}

/** The step a text is changed on, for Review's Change; null for a text the creator does not ask about. */
export function stepOfText(key: string): CreatorStepId | null {
  const box = EXAMPLE_TEXTS.find((text) => text.id === key);
  if (box) return box.step;
  if (key === "name" || key === "tagline") return "business";
  return key.startsWith("contact.") ? "contact" : null;
}
