import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { templatesQueryOptions } from "@/features/templates";
import { cn } from "@/lib/utils";
import type { StepProps } from "./step-props";
import { TemplatePreview } from "./template-preview";

/** The template gallery: a card per template, and the chosen one live at phone and desktop width. */
export function TemplateStep({ draft, update, errors }: StepProps) {
  const templates = useQuery(templatesQueryOptions);
  const chosen = templates.data?.find((template) => template.id === draft.templateId);
  if (templates.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-56" />
        ))}
      </div>
    );
  }
  if (!templates.data?.length) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        No templates could be loaded. Reload the page to try again, or create a blank site under Sites.
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm text-muted-foreground">
          Choose the template closest to your business; you change its words, colours and pictures next.
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {templates.data.map((template) => (
            <label
              key={template.id}
              className={cn(
                "grid cursor-pointer gap-2 rounded-lg border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                template.id === draft.templateId && "border-primary ring-2 ring-primary",
              )}
            >
              {template.thumbnail_url ? (
                <img
                  src={template.thumbnail_url}
                  alt=""
                  className="aspect-[16/10] w-full rounded border object-cover object-top"
                />
              ) : (
                <div className="aspect-[16/10] w-full rounded border bg-muted" />
              )}
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="template"
                  value={template.id}
                  checked={template.id === draft.templateId}
                  onChange={() =>
                    // What was kept was another template's example: the new one's are to be looked at afresh.
                    update({
                      templateId: template.id,
                      category: draft.category || template.category,
                      keptExamples: [],
                    })
                  }
                  className="size-4 accent-primary"
                />
                <span className="font-medium">{template.name}</span>
              </span>
              <span className="text-sm text-muted-foreground">{template.description}</span>
            </label>
          ))}
        </div>
        {errors.templateId && <p className="text-sm text-destructive">{errors.templateId}</p>}
      </fieldset>
      {chosen && <TemplatePreview template={chosen} />}
    </div>
  );
}
