import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type AppConfig = { googleEnabled: boolean; siteDomain: string; previewOrigin: string };

/** GET /api/config: what this installation offers (Google sign-in) and where sites live. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => apiFetch<AppConfig>("/api/config"),
  staleTime: Number.POSITIVE_INFINITY,
  // Without it the app still works (no Google button), so a failure is not worth a toast.
  meta: { silent: true },
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
