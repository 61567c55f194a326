import { toast } from "@/components/ui/use-toast";

/** The server's words for a failure (ApiError carries them as its message). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Every error toast of the SPA comes from here: destructive, titled by the action
 * (docs/product.md#errors), described with the server's words or our own. The query client's error
 * hooks call it for queries and mutations; checks made before any request call it directly.
 */
export function showErrorToast(title: string, description?: string) {
  return toast({ variant: "destructive", title, description: description || undefined });
}
