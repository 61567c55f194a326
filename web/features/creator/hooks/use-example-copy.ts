import { useQuery } from "@tanstack/react-query";
import { templatesQueryOptions } from "@/features/templates";
import type { CreatorDraft } from "../lib/creator-steps";
import { type ExampleCopy, exampleCopyFor } from "../lib/example-texts";

/** The chosen template's example words, named after the business; null until the templates are loaded. */
export function useExampleCopy(draft: Pick<CreatorDraft, "templateId" | "name">): ExampleCopy | null {
  const templates = useQuery(templatesQueryOptions);
  const template = templates.data?.find((t) => t.id === draft.templateId);
  return template ? exampleCopyFor(template.example, draft.name) : null;
}
