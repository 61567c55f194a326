import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { templatesQueryOptions } from "../api/creator-api";
import { CREATOR_STEPS, type CreatorStepId } from "../lib/creator-steps";
import type { StepProps } from "./step-props";

type Row = { label: string; value: string };

/** Everything chosen, by step, with a way back to each; Create makes the site and opens its editor. */
export function ReviewStep({ draft, onGoTo }: StepProps) {
  const templates = useQuery(templatesQueryOptions);
  const template = templates.data?.find((t) => t.id === draft.templateId);
  const hours = draft.hours.filter((line) => line.days || line.hours).map((line) => `${line.days} ${line.hours}`);
  const groups: Partial<Record<CreatorStepId, Row[]>> = {
    template: [{ label: "Template", value: template?.name ?? draft.templateId }],
    business: [
      { label: "Business name", value: draft.name },
      { label: "Kind of business", value: draft.category },
      { label: "Tagline", value: draft.tagline },
    ],
    look: [
      { label: "Colours", value: `${draft.primary} and ${draft.accent}` },
      { label: "Logo", value: draft.logo?.name ?? "" },
    ],
    contact: [
      { label: "WhatsApp", value: draft.whatsapp },
      { label: "Phone", value: draft.phone },
      { label: "Email", value: draft.email },
      { label: "Address", value: draft.address },
      { label: "Opening hours", value: hours.join("; ") },
    ],
    copy: [{ label: "Words", value: draft.copy ? `Written by AI: “${draft.copy.headline}”` : "The template's own" }],
  };
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-sm text-muted-foreground">
        Check the details, then create your site. You can change all of it later in the editor.
      </p>
      {CREATOR_STEPS.filter((step) => groups[step.id]).map((step) => (
        <section key={step.id} aria-labelledby={`review-${step.id}`} className="grid gap-2 rounded-lg border p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`review-${step.id}`} className="font-medium">
              {step.label}
            </h3>
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => onGoTo(step.id)}>
              Change<span className="sr-only"> {step.label.toLowerCase()}</span>
            </Button>
          </div>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
            {groups[step.id]?.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-sm text-muted-foreground">{row.label}</dt>
                <dd className="mb-1 text-sm break-words sm:mb-0">{row.value || "Not given"}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
