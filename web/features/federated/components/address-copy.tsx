import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";

const LABEL = "Fediverse address";

/**
 * The site's `@handle@host` with a button that copies it. Shown whole, wrapping where it must, rather
 * than in a field: on a phone a field cut the address short, and it is what people read out and type.
 */
export function AddressCopy({ address }: { address: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: `${LABEL} copied`, description: address });
    } catch {
      showErrorToast("Could not copy", address);
    }
  }
  return (
    <div className="grid min-w-0 gap-1.5">
      <p className="text-sm font-medium leading-none">{LABEL}</p>
      <div className="flex items-start gap-2">
        <code className="min-h-9 min-w-0 flex-1 rounded-md border bg-muted/40 px-3 py-1.5 font-mono text-sm [overflow-wrap:anywhere]">
          {address}
        </code>
        <Tooltip label={`Copy ${LABEL}`}>
          <Button type="button" variant="outline" size="icon" aria-label={`Copy ${LABEL}`} onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
