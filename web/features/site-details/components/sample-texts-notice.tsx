import type { SampleText } from "@common/schemas/site-details";
import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { useKeepSampleTexts } from "../api/site-details-api";
import { fieldId } from "../lib/data-paths";

/** "3 texts are still the template's examples". */
export function sampleTextsTitle(count: number): string {
  return count === 1 ? "1 text is still the template's example" : `${count} texts are still the template's examples`;
}

/** Keep these texts: they are no longer pointed out, here or in the site editor. */
export function KeepSampleTextsButton({ siteId }: { siteId: string }) {
  const keep = useKeepSampleTexts(siteId);
  return (
    <RequiresPermission permission="content:write">
      <Button type="button" variant="outline" size="sm" disabled={keep.isPending} onClick={() => keep.mutate()}>
        {keep.isPending ? "Keeping..." : "Keep these texts"}
      </Button>
    </RequiresPermission>
  );
}

/** Focuses the field of a sample text in the form (its input scrolls into view with it). */
function goTo(event: React.MouseEvent<HTMLAnchorElement>, path: string) {
  const field = document.getElementById(fieldId(path));
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/** At the top of Business details while texts are the template's examples: which ones, and Keep these texts. */
export function SampleTextsNotice({ siteId, samples }: { siteId: string; samples: SampleText[] }) {
  if (samples.length === 0) return null;
  return (
    <Alert variant="warning" role="region" aria-label="Sample texts">
      <TriangleAlertIcon />
      <AlertTitle>{sampleTextsTitle(samples.length)}</AlertTitle>
      <AlertDescription className="text-current/90">
        <p>Visitors would read the sample business's words. Write your own, or keep them if they are right for you.</p>
        <details className="w-full">
          <summary className="cursor-pointer py-1 font-medium">Show them</summary>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {samples.map((sample) => (
              <li key={sample.key}>
                <a
                  href={`#${fieldId(sample.path)}`}
                  className="underline underline-offset-4"
                  onClick={(event) => goTo(event, sample.path)}
                >
                  {sample.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <div className="mt-1">
          <KeepSampleTextsButton siteId={siteId} />
        </div>
      </AlertDescription>
    </Alert>
  );
}
