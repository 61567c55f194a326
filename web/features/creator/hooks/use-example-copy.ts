import { useQuery } from "@tanstack/react-query";
import { templatesQueryOptions } from "@/features/templates";
import type { CreatorDraft } from "../lib/creator-steps";
import { type CreatorExample, creatorExampleFor } from "../lib/example-texts";

/** The chosen template's sample business, its words named after the business; null until the templates load. */
export function useExampleCopy(draft: Pick<CreatorDraft, "templateId" | "name">): CreatorExample | null {
  const templates = useQuery(templatesQueryOptions);
  const template = templates.data?.find((t) => t.id === draft.templateId);
  return template ? creatorExampleFor(template.example, draft.name) : null;
}
