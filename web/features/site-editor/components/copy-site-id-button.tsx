import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";
import { IconAction } from "./icon-action";

/** Puts the site id on the clipboard and confirms with 'Site identifier copied'. */
export async function copySiteId(siteId: string) {
  try {
    await navigator.clipboard.writeText(siteId);
    toast({ title: "Site identifier copied", description: siteId });
  } catch {
    showErrorToast("Could not copy", `The site identifier is ${siteId}`);
  }
}

/**
 * The site id, shortened (only the icon below 1280px), as a button that copies the whole of it. Its
 * name is 'Copy site ID' followed by the id, so it holds the text it shows.
 */
export function CopySiteIdButton({ siteId }: { siteId: string }) {
  return (
    <IconAction label="Copy site ID">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void copySiteId(siteId)}
        className="max-w-40 font-mono text-xs text-muted-foreground"
      >
        <span className="sr-only">Copy site ID</span> <span className="truncate max-xl:hidden">{siteId}</span>
        <CopyIcon aria-hidden="true" />
      </Button>
    </IconAction>
  );
}
