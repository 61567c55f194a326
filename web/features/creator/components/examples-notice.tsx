import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { type EXAMPLE_TEXTS, type ExampleTextId, remainingExamplesSentence } from "../lib/example-texts";

type Props = {
  remaining: readonly (typeof EXAMPLE_TEXTS)[number][];
  onChange: (id: ExampleTextId) => void;
  onKeepAll: () => void;
};

/** Before Create: which texts would go live as the template wrote them, each with the way back to it. */
export function ExamplesNotice({ remaining, onChange, onKeepAll }: Props) {
  if (remaining.length === 0) return null;
  return (
    <Alert variant="warning" role="region" aria-labelledby="review-examples">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle id="review-examples" role="heading" aria-level={3}>
        {remainingExamplesSentence(remaining.length)}
      </AlertTitle>
      <AlertDescription>
        <p>They were written for the template's sample business and go live as they are unless you change them.</p>
        <ul className="grid gap-1">
          {remaining.map((text) => (
            <li key={text.id} className="flex flex-wrap items-center gap-x-2">
              <span className="text-foreground">{text.label}</span>
              <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => onChange(text.id)}>
                Change<span className="sr-only"> {text.label.toLowerCase()}</span>
              </Button>
            </li>
          ))}
        </ul>
        <Button type="button" variant="outline" size="sm" className="mt-1" onClick={onKeepAll}>
          Keep {remaining.length === 1 ? "it" : "them"} as {remaining.length === 1 ? "it is" : "they are"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
