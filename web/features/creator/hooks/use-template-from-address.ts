import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { templatesQueryOptions } from "@/features/templates";
import type { CreatorDraft } from "../lib/creator-steps";

/**
 * `?template={id}` (a template's picture elsewhere led here): that template is chosen and the gallery
 * shows it, with whatever else the draft holds kept. The parameter is then dropped, so a reload or Back
 * never chooses it again over a later choice.
 */
export function useTemplateFromAddress(draft: CreatorDraft, update: (change: Partial<CreatorDraft>) => void) {
  const [params, setParams] = useSearchParams();
  const templates = useQuery(templatesQueryOptions);
  const wanted = params.get("template");
  useEffect(() => {
    if (wanted === null || templates.isPending) return;
    const template = templates.data?.find((t) => t.id === wanted);
    if (template && template.id !== draft.templateId) {
      update({
        step: "template",
        templateId: template.id,
        category: draft.category || template.category,
        keptExamples: [],
      });
    } else if (template) update({ step: "template" });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("template");
        return next;
      },
      { replace: true },
    );
  }, [wanted, templates.isPending, templates.data, draft.templateId, draft.category, update, setParams]);
}
