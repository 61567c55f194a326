import { appApi } from "@common/api/app";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "./api-client";

export type { AppConfig } from "@common/api/app";

/** GET /api/config: what this installation offers (Google sign-in) and where sites live. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => callApi(appApi.config),
  staleTime: Number.POSITIVE_INFINITY,
  // Without it the app still works (no Google button), so a failure is not worth a toast.
  meta: { silent: true },
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
