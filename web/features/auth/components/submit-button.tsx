import { LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Full-width submit button that shows a spinner and the busy label while the form is being sent. */
export function SubmitButton({
  isBusy,
  busyLabel,
  children,
}: {
  isBusy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? (
        <>
          <LoaderCircleIcon className="animate-spin" aria-hidden /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
