import { WandSparklesIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ImportSiteButton } from "@/features/site-list";
import { useCreateFromDraft } from "../api/creator-api";
import { useCreatorDraft } from "../hooks/use-creator-draft";
import { useExampleCopy } from "../hooks/use-example-copy";
import { useTemplateFromAddress } from "../hooks/use-template-from-address";
import { CREATOR_STEPS, type CreatorStepId, stepErrors } from "../lib/creator-steps";
import { BusinessStep } from "./business-step";
import { ContactStep } from "./contact-step";
import { CopyStep } from "./copy-step";
import { CreatorStepList } from "./creator-step-list";
import { LookStep } from "./look-step";
import { ReviewStep } from "./review-step";
import { TemplateStep } from "./template-step";

const STEP_VIEWS = {
  template: TemplateStep,
  business: BusinessStep,
  look: LookStep,
  contact: ContactStep,
  copy: CopyStep,
  review: ReviewStep,
} as const;

/** The site creator: a template, the business's facts, its look and contact details, then Create. */
export function CreatorPage() {
  const { draft, update, reset } = useCreatorDraft();
  useTemplateFromAddress(draft, update);
  const example = useExampleCopy(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusTarget = useRef<string | null>(null);
  const create = useCreateFromDraft();
  const navigate = useNavigate();
  const index = CREATOR_STEPS.findIndex((step) => step.id === draft.step);
  const current = CREATOR_STEPS[index] ?? CREATOR_STEPS[0];

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, which is the point
  useEffect(() => {
    // Focus follows the step, so a screen reader announces where the person now is (not on first load);
    // or, sent back from Review to one text, that text's first field.
    const target = focusTarget.current ? document.getElementById(focusTarget.current) : null;
    focusTarget.current = null;
    if (target) {
      target.scrollIntoView({ block: "start" });
      target.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
    } else if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [draft.step]);

  function goTo(step: CreatorStepId, focusId?: string) {
    setErrors({});
    focusTarget.current = focusId ?? null;
    update({ step });
  }

  /** Checks a step's fields; the first with a problem takes focus, so its message is read with it. */
  function passes(step: CreatorStepId) {
    const problems = stepErrors(draft, step);
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  }

  function next() {
    if (!passes(current.id)) return;
    const following = CREATOR_STEPS[index + 1];
    if (following) goTo(following.id);
  }

  function submit() {
    if (!passes("review")) return;
    create.mutate(
      { draft, example },
      {
        onSuccess({ site, claim, logoRefused }) {
          reset();
          if (logoRefused) {
            toast({
              title: "Site created without its logo",
              description: `${logoRefused} Add it from the site's media library.`,
              variant: "destructive",
            });
          }
          if (!draft.forClient) {
            navigate(`/admin/site/${site.id}`);
            return;
          }
          // For a client, the next thing to do is send the link: the site's settings show it, once.
          if (!claim) {
            toast({
              title: "Site created, claim link not made",
              description: "Make it under Hand over to a client.",
              variant: "destructive",
            });
          }
          navigate(`/admin/site/settings/${site.id}#hand-over`, { state: { claimLink: claim } });
        },
      },
    );
  }

  const StepView = STEP_VIEWS[current.id];
  const isLast = index === CREATOR_STEPS.length - 1;
  return (
    <PageContainer>
      <PageHeader
        title="Site creator"
        icon={WandSparklesIcon}
        description="Choose a look, tell us about your business, and get a finished site you can edit and publish."
        actions={<ImportSiteButton label="Import a zip instead" size="sm" />}
      />
      <CreatorStepList current={current.id} draft={draft} onGoTo={goTo} />
      <section aria-labelledby="creator-step-heading" className="grid gap-6">
        <h2 id="creator-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Step {index + 1} of {CREATOR_STEPS.length}: {current.label}
        </h2>
        <form
          noValidate
          className="grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (isLast) submit();
            else next();
          }}
        >
          <StepView draft={draft} update={update} errors={errors} onGoTo={goTo} example={example} />
          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            <Button
              type="button"
              variant="outline"
              disabled={index === 0}
              onClick={() => goTo(CREATOR_STEPS[index - 1]?.id ?? "template")}
            >
              Back
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {isLast ? (create.isPending ? "Creating..." : "Create site") : "Next"}
            </Button>
          </div>
        </form>
      </section>
    </PageContainer>
  );
}
