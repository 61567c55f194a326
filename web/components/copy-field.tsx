import { CopyIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Tooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";

/**
 * A value to copy (an address, a link, a secret), read-only, with a Copy button. It is shown whole,
 * wrapping where it must: a one-line field cut long links short on phones, and people read these out.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${label} copied`, description: value });
    } catch {
      showErrorToast("Could not copy", value);
    }
  }
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-2">
        <Textarea
          id={id}
          readOnly
          value={value}
          rows={1}
          spellCheck={false}
          className="min-h-9 resize-none py-1.5 font-mono text-xs [overflow-wrap:anywhere] field-sizing-content md:text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Tooltip label={`Copy ${label}`}>
          <Button type="button" variant="outline" size="icon" aria-label={`Copy ${label}`} onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
