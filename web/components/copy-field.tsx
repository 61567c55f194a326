import { CopyIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";

/** A value to copy (an address, a snippet), shown whole and read-only, with a Copy button. */
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
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" size="icon" aria-label={`Copy ${label}`} onClick={copy}>
          <CopyIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
