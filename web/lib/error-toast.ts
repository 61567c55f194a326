import { type ToastLink, toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";

/** What a refusal of the plan (402 PLAN_LIMIT) offers under its words: the plans, to pick a bigger one. */
const UPGRADE_ACTION: ToastLink = { label: "Upgrade", to: "/admin/billing" };

/** The server's words for a failure (ApiError carries them as its message). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Every error toast of the SPA comes from here: destructive, titled by the action
 * (docs/product.md#errors), described with the server's words or our own. The query client's error
 * hooks call it for queries and mutations; checks made before any request call it directly. Given the
 * failure itself as `cause`, a refusal of the plan (PLAN_LIMIT) gets an "Upgrade" link to billing.
 */
export function showErrorToast(title: string, description?: string, cause?: unknown) {
  const action = cause instanceof ApiError && cause.code === "PLAN_LIMIT" ? UPGRADE_ACTION : undefined;
  return toast({ variant: "destructive", title, description: description || undefined, action });
}
