import { Button } from "@/components/ui/button";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { exampleStatuses, remainingExamples } from "../lib/draft-samples";
import { EXAMPLE_TEXTS, type ExampleCopy, type ExampleTextId, shownCopy } from "../lib/example-texts";
import { ExampleGroup, exampleStatusId } from "./example-group";
import { ServicesField } from "./services-field";
import type { StepProps } from "./step-props";
import { TextField } from "./text-field";

/** The id of an example text's group, which the Review step links back to. */
export function exampleGroupId(id: ExampleTextId): string {
  return `creator-example-${id.replaceAll(".", "-")}`;
}

/** A box's props: its id, name and status, and Keep as is. */
export function exampleGroupProps({ draft, update, example }: StepProps, id: ExampleTextId) {
  const statuses = example ? exampleStatuses(draft, example) : null;
  return {
    id: exampleGroupId(id),
    label: EXAMPLE_TEXTS.find((text) => text.id === id)?.label ?? id,
    status: statuses?.[id] ?? "own",
    onKeep: () => update({ keptExamples: [...new Set([...draft.keptExamples, id])] }),
  };
}

/**
 * The template's headline and introduction, about text and services with prices, as fields to make one's
 * own: each marked as the template's example until it is changed or kept as it is.
 */
export function ExampleFields(props: StepProps) {
  const { draft, update, errors, example } = props;
  if (!example) return <Skeleton className="h-64" role="status" aria-label="Loading the template's words" />;
  const shown = shownCopy(draft, example.copy);
  // The words' boxes only: the opening hours are the Contact step's.
  const remaining = remainingExamples(draft, example).filter((text) => text.key.startsWith("copy."));
  const write = (change: Partial<ExampleCopy>) => update({ words: { ...draft.words, ...change } });
  const describedBy = (id: ExampleTextId, field: string) =>
    [exampleStatusId(exampleGroupId(id)), errors[`words.${field}`] ? fieldErrorId(`creator-${field}`) : ""]
      .join(" ")
      .trim();
  const group = (id: ExampleTextId) => exampleGroupProps(props, id);

  return (
    <div className="grid gap-4">
      {remaining.length > 1 && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            update({ keptExamples: [...new Set([...draft.keptExamples, ...remaining.map((t) => t.key)])] })
          }
        >
          Keep all as is
        </Button>
      )}
      <ExampleGroup {...group("copy.headline")}>
        <TextField
          id="creator-headline"
          label="Headline"
          value={shown.headline}
          onChange={(headline) => write({ headline })}
          error={errors["words.headline"]}
          describedBy={exampleStatusId(exampleGroupId("copy.headline"))}
          maxLength={120}
        />
        <FormField id="creator-intro" label="Introduction" error={errors["words.intro"]}>
          <Textarea
            id="creator-intro"
            rows={3}
            value={shown.intro}
            maxLength={400}
            aria-invalid={errors["words.intro"] ? true : undefined}
            aria-describedby={describedBy("copy.headline", "intro")}
            onChange={(event) => write({ intro: event.target.value })}
          />
        </FormField>
      </ExampleGroup>
      <ExampleGroup {...group("copy.about")}>
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
            aria-describedby={`creator-about-hint ${describedBy("copy.about", "about")}`}
            onChange={(event) => write({ about: event.target.value })}
          />
        </FormField>
      </ExampleGroup>
      <ExampleGroup {...group("copy.services")}>
        <ServicesField
          services={shown.services}
          onChange={(services) => write({ services })}
          errors={errors}
          describedBy={exampleStatusId(exampleGroupId("copy.services"))}
        />
      </ExampleGroup>
    </div>
  );
}
