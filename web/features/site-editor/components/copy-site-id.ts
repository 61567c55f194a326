import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";

/** Puts the site id on the clipboard and confirms with 'Site identifier copied'. */
export async function copySiteId(siteId: string) {
  try {
    await navigator.clipboard.writeText(siteId);
    toast({ title: "Site identifier copied", description: siteId });
  } catch {
    showErrorToast("Could not copy", `The site identifier is ${siteId}`);
  }
}
