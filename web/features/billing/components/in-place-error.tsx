import { AlertCircleIcon } from "lucide-react";
import { errorText } from "@/lib/error-toast";

/** A refusal shown where it happened, under the button pressed, in the server's words. */
export function InPlaceError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{errorText(error)}</span>
    </p>
  );
}
