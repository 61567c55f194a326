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
      <code className="min-w-0 flex-1 font-mono text-xs leading-6 [overflow-wrap:anywhere]">{value}</code>
      <div className="relative shrink-0">
        <Button type="button" variant="ghost" size="icon" className="size-6" onClick={() => void copy()}>
          {copied ? <CheckIcon className="text-success" aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          <span className="sr-only">{label}</span>
        </Button>
        {/* Over what follows rather than beside the button, so the value does not reflow. */}
        <span
          role="status"
          className="absolute top-full right-0 z-10 mt-1 rounded-md border bg-popover px-2 py-0.5 text-xs font-medium whitespace-nowrap text-popover-foreground shadow-sm empty:border-0 empty:p-0 empty:shadow-none"
        >
          {copied ? "Copied" : ""}
        </span>
      </div>
    </div>
  );
}
