import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";

/** Puts `text` on the clipboard and says so with `copiedTitle`. */
export async function copyText(text: string, copiedTitle: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: copiedTitle, description: text });
  } catch {
    showErrorToast("Could not copy", text);
  }
}

/** A small icon button beside a value that copies it; its name (and tooltip) is `label`. */
export function CopyButton({ value, label, copiedTitle }: { value: string; label: string; copiedTitle: string }) {
  return (
    <Tooltip label={label}>
      <Button variant="ghost" size="icon" className="size-6 shrink-0" onClick={() => void copyText(value, copiedTitle)}>
        <CopyIcon aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </Button>
    </Tooltip>
  );
}
