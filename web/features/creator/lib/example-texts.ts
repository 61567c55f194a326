import type { TemplateExample } from "@common/schemas/templates";
import type { CreatorDraft } from "./creator-steps";

/**
 * The texts a template brings from its sample business: they would go live on the new site as they are,
 * so the creator shows each as an example until it is changed or kept on purpose.
 */
export const EXAMPLE_TEXTS = [
  { id: "intro", label: "Headline and introduction" },
  { id: "about", label: "About text" },
  { id: "services", label: "Services and prices" },
] as const;

export type ExampleTextId = (typeof EXAMPLE_TEXTS)[number]["id"];
export type ExampleCopy = TemplateExample["copy"];
export type ExampleService = ExampleCopy["services"][number];

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

/** The template's words as the new site would get them: named after the business typed so far. */
export function exampleCopyFor(example: TemplateExample, businessName: string): ExampleCopy {
  return renamed(example.copy, example.business_name, businessName.trim() || example.business_name);
}

/** The words the fields show: what the person wrote, else the example. */
export function shownCopy(draft: CreatorDraft, example: ExampleCopy): ExampleCopy {
  return { ...example, ...draft.words };
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

/** Whether the text `id` still reads as the template's example (written back to it counts as unchanged). */
function isUnchanged(id: ExampleTextId, shown: ExampleCopy, example: ExampleCopy): boolean {
  if (id === "intro") return shown.headline === example.headline && shown.intro === example.intro;
  if (id === "about") return shown.about === example.about;
  return sameServices(shown.services, example.services);
}

/** Each example text's status; every one is the person's own when the AI wrote the words. */
export function exampleStatuses(draft: CreatorDraft, example: ExampleCopy): Record<ExampleTextId, ExampleStatus> {
  const shown = shownCopy(draft, example);
  const statusOf = (id: ExampleTextId): ExampleStatus => {
    if (draft.copy || !isUnchanged(id, shown, example)) return "own";
    return draft.keptExamples.includes(id) ? "kept" : "example";
  };
  return { intro: statusOf("intro"), about: statusOf("about"), services: statusOf("services") };
}

/** The texts still the template's examples, in the order the step shows them. */
export function remainingExamples(draft: CreatorDraft, example: ExampleCopy) {
  const statuses = exampleStatuses(draft, example);
  return EXAMPLE_TEXTS.filter((text) => statuses[text.id] === "example");
}

/** "3 texts are the template's examples", "1 text is the template's example". */
export function remainingExamplesSentence(count: number): string {
  return count === 1 ? "1 text is the template's example" : `${count} texts are the template's examples`;
}

/** The copy fields the new site's data gets from the person: only the texts they changed (the rest stay the template's). */
export function changedCopy(draft: CreatorDraft, example: ExampleCopy): Partial<ExampleCopy> {
  const shown = shownCopy(draft, example);
  const statuses = exampleStatuses(draft, example);
  return {
    ...(statuses.intro === "own" && { headline: shown.headline, intro: shown.intro }),
    ...(statuses.about === "own" && { about: shown.about }),
    ...(statuses.services === "own" && { services: shown.services }),
  };
}
