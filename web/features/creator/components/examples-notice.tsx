import { type SampleText, sampleTextsSentence } from "@common/sample-texts";
import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { stepOfText } from "../lib/example-texts";

type Props = {
  remaining: readonly SampleText[];
  onChange: (key: string) => void;
  onKeepAll: () => void;
};

/**
 * Before Create: which texts would go live as the template wrote them, each with the way back to it (a text
 * the creator does not ask about, such as a template's own list, is changed in Business details later).
 */
export function ExamplesNotice({ remaining, onChange, onKeepAll }: Props) {
  if (remaining.length === 0) return null;
  return (
    <Alert variant="warning" role="region" aria-labelledby="review-examples">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle id="review-examples" role="heading" aria-level={3}>
        {sampleTextsSentence(remaining.length)}
      </AlertTitle>
      <AlertDescription>
        <p>They were written for the template's sample business and go live as they are unless you change them.</p>
        <ul className="grid gap-1">
          {remaining.map((text) => (
            <li key={text.key} className="flex flex-wrap items-center gap-x-2">
              <span className="text-foreground">{text.label}</span>
              {stepOfText(text.key) ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => onChange(text.key)}
                >
                  Change<span className="sr-only"> {text.label.toLowerCase()}</span>
                </Button>
              ) : (
                <span className="text-sm">(in Business details, once the site is made)</span>
              )}
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
