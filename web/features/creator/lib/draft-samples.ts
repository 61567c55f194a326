import { layOver } from "@common/lay-over";
import { type SampleText, sampleTexts } from "@common/sample-texts";
import { type CreatorDraft, siteDataOf } from "./creator-steps";
import { type CreatorExample, EXAMPLE_TEXTS, type ExampleStatus, type ExampleTextId } from "./example-texts";

/**
 * The texts still the template's examples on the site Create would make from the draft, counted by the rule
 * Business details counts them with (common/sample-texts.ts), so the two say the same number.
 */
function draftSamples(draft: CreatorDraft, example: CreatorExample): SampleText[] {
  const site = layOver(example.sample, siteDataOf(draft, example)) as Record<string, unknown>;
  return sampleTexts(example.sample, site, example.fields);
}

/** Those of them not kept on purpose, in the order Business details lists them. */
export function remainingExamples(draft: CreatorDraft, example: CreatorExample): SampleText[] {
  return draftSamples(draft, example).filter((text) => !draft.keptExamples.includes(text.key));
}

/** Each of the creator's boxes: still the template's example, kept as it is on purpose, or the person's own. */
export function exampleStatuses(draft: CreatorDraft, example: CreatorExample): Record<ExampleTextId, ExampleStatus> {
  const samples = draftSamples(draft, example);
  const statusOf = (id: ExampleTextId): ExampleStatus => {
    if (!samples.some((text) => text.key === id)) return "own";
    return draft.keptExamples.includes(id) ? "kept" : "example";
  };
  return Object.fromEntries(EXAMPLE_TEXTS.map((text) => [text.id, statusOf(text.id)])) as Record<
    ExampleTextId,
    ExampleStatus
  >;
}

/** Whether the new site would keep examples and every one was kept on purpose: Business details is told so. */
export function keptEveryExample(draft: CreatorDraft, example: CreatorExample): boolean {
  const samples = draftSamples(draft, example);
  return samples.length > 0 && samples.every((text) => draft.keptExamples.includes(text.key));
}
