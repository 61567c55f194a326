import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { usePermission } from "@/features/auth";
import { templatesQueryOptions } from "@/features/templates";
import { CREATOR_STEPS, type CreatorStepId } from "../lib/creator-steps";
import { exampleStatuses, remainingExamples } from "../lib/draft-samples";
import { EXAMPLE_TEXTS, type ExampleStatus, shownHours, stepOfText } from "../lib/example-texts";
import { exampleGroupId } from "./example-fields";
import { ExamplesNotice } from "./examples-notice";
import type { StepProps } from "./step-props";
import { TextField } from "./text-field";

type Row = { label: string; value: string };

const STATUS_WORDS: Record<ExampleStatus, string> = {
  example: "The template's example",
  kept: "The template's, kept as is",
  own: "Your own",
};

/**
 * Everything chosen, by step, with a way back to each; Create makes the site and opens its editor. Whoever
 * may hand sites over can say it is for a client, which makes the claim link with it.
 */
export function ReviewStep({ draft, update, errors, onGoTo, example }: StepProps) {
  const templates = useQuery(templatesQueryOptions);
  const template = templates.data?.find((t) => t.id === draft.templateId);
  const hours = shownHours(draft, example)
    .filter((line) => line.days || line.hours)
    .map((line) => `${line.days} ${line.hours}`);
  const statuses = example ? exampleStatuses(draft, example) : null;
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
    copy: draft.copy
      ? [{ label: "Words", value: `Written by AI: “${draft.copy.headline}”` }]
      : EXAMPLE_TEXTS.filter((text) => text.step === "copy").map((text) => ({
          label: text.label,
          value: statuses ? STATUS_WORDS[statuses[text.id]] : "",
        })),
  };
  const remaining = example ? remainingExamples(draft, example) : [];
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-sm text-muted-foreground">
        Check the details, then create your site. You can change all of it later in the editor.
      </p>
      <ExamplesNotice
        remaining={remaining}
        onChange={(key) => {
          const step = stepOfText(key);
          const box = EXAMPLE_TEXTS.find((text) => text.id === key);
          if (step) onGoTo(step, box && exampleGroupId(box.id));
        }}
        onKeepAll={() =>
          update({ keptExamples: [...new Set([...draft.keptExamples, ...remaining.map((text) => text.key)])] })
        }
      />
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
      <ForClient draft={draft} update={update} errors={errors} />
    </div>
  );
}

function ForClient({ draft, update, errors }: Pick<StepProps, "draft" | "update" | "errors">) {
  const { allowed } = usePermission("site:hand-over");
  if (!allowed) return null;
  return (
    <section aria-labelledby="review-client" className="grid gap-3 rounded-lg border p-4">
      <h3 id="review-client" className="font-medium">
        Who it is for
      </h3>
      <div className="flex items-start gap-2">
        <Checkbox
          id="creator-for-client"
          className="mt-0.5"
          checked={draft.forClient}
          onChange={(event) => update({ forClient: event.target.checked })}
          aria-describedby="creator-for-client-hint"
        />
        <div className="grid gap-1">
          <Label htmlFor="creator-for-client">I'm building this for a client</Label>
          <p id="creator-for-client-hint" className="text-sm text-muted-foreground">
            You get a claim link to send them. When they claim it, the site moves into their organization with
            everything in it; until then the published site shows a small “Preview by” bar with your name.
          </p>
        </div>
      </div>
      {draft.forClient && (
        <TextField
          id="clientEmail"
          label="Client's email (optional)"
          hint="We mail the link there; leave it empty to copy it yourself."
          type="email"
          autoComplete="off"
          placeholder="owner@business.co.za"
          value={draft.clientEmail}
          onChange={(clientEmail) => update({ clientEmail })}
          error={errors.clientEmail}
        />
      )}
    </section>
  );
}
