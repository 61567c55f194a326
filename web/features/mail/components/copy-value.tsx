import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { showErrorToast } from "@/lib/error-toast";

/** How long "Copied" stays beside the button. */
const COPIED_SHOWN_MS = 2000;

/** A value to paste elsewhere (a DNS name, a record's text), shown whole, with a button that copies it. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      showErrorToast("Could not copy", "Select the text and copy it by hand.");
    }
  }

  return (
    <div className="flex min-w-0 items-start gap-1">
      <code className="min-w-0 flex-1 break-all font-mono text-xs leading-6">{value}</code>
      <Button type="button" variant="ghost" size="icon" className="size-6 shrink-0" onClick={() => void copy()}>
        {copied ? <CheckIcon className="text-success" aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        <span className="sr-only">{label}</span>
      </Button>
      <span role="status" className="shrink-0 text-xs leading-6 font-medium text-success empty:hidden">
        {copied ? "Copied" : ""}
      </span>
    </div>
  );
}
