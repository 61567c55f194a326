import { Button } from "@/components/ui/button";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import {
  EXAMPLE_TEXTS,
  type ExampleCopy,
  type ExampleTextId,
  exampleStatuses,
  remainingExamples,
  shownCopy,
} from "../lib/example-texts";
import { ExampleGroup, exampleStatusId } from "./example-group";
import { ServicesField } from "./services-field";
import type { StepProps } from "./step-props";
import { TextField } from "./text-field";

/** The id of an example text's group, which the Review step links back to. */
export function exampleGroupId(id: ExampleTextId): string {
  return `creator-example-${id}`;
}

/**
 * The template's headline and introduction, about text and services with prices, as fields to make one's
 * own: each marked as the template's example until it is changed or kept as it is.
 */
export function ExampleFields({ draft, update, errors, example }: StepProps) {
  if (!example) return <Skeleton className="h-64" role="status" aria-label="Loading the template's words" />;
  const shown = shownCopy(draft, example);
  const statuses = exampleStatuses(draft, example);
  const remaining = remainingExamples(draft, example);
  const write = (change: Partial<ExampleCopy>) => update({ words: { ...draft.words, ...change } });
  const keep = (ids: readonly ExampleTextId[]) =>
    update({ keptExamples: [...new Set([...draft.keptExamples, ...ids])] });
  const describedBy = (id: ExampleTextId, field: string) =>
    [exampleStatusId(exampleGroupId(id)), errors[`words.${field}`] ? fieldErrorId(`creator-${field}`) : ""]
      .join(" ")
      .trim();
  const group = (id: ExampleTextId) => ({
    id: exampleGroupId(id),
    label: EXAMPLE_TEXTS.find((text) => text.id === id)?.label ?? id,
    status: statuses[id],
    onKeep: () => keep([id]),
  });

  return (
    <div className="grid gap-4">
      {remaining.length > 1 && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => keep(remaining.map((text) => text.id))}
        >
          Keep all as is
        </Button>
      )}
      <ExampleGroup {...group("intro")}>
        <TextField
          id="creator-headline"
          label="Headline"
          value={shown.headline}
          onChange={(headline) => write({ headline })}
          error={errors["words.headline"]}
          describedBy={exampleStatusId(exampleGroupId("intro"))}
          maxLength={120}
        />
        <FormField id="creator-intro" label="Introduction" error={errors["words.intro"]}>
          <Textarea
            id="creator-intro"
            rows={3}
            value={shown.intro}
            maxLength={400}
            aria-invalid={errors["words.intro"] ? true : undefined}
            aria-describedby={describedBy("intro", "intro")}
            onChange={(event) => write({ intro: event.target.value })}
          />
        </FormField>
      </ExampleGroup>
      <ExampleGroup {...group("about")}>
        <FormField id="creator-about" label="About text" error={errors["words.about"]}>
          <p id="creator-about-hint" className="-mt-1 text-sm text-muted-foreground">
            Who you are and how you work. Leave a blank line between paragraphs.
          </p>
          <Textarea
            id="creator-about"
            rows={8}
            value={shown.about}
            maxLength={3000}
            aria-invalid={errors["words.about"] ? true : undefined}
            aria-describedby={`creator-about-hint ${describedBy("about", "about")}`}
            onChange={(event) => write({ about: event.target.value })}
          />
        </FormField>
      </ExampleGroup>
      <ExampleGroup {...group("services")}>
        <ServicesField
          services={shown.services}
          onChange={(services) => write({ services })}
          errors={errors}
          describedBy={exampleStatusId(exampleGroupId("services"))}
        />
      </ExampleGroup>
    </div>
  );
}
