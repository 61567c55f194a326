import { ERROR_FALLBACKS, ERROR_TITLES } from "@common/messages";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { errorText, showErrorToast } from "@/lib/error-toast";

/**
 * How a query or mutation reports its failure. `errorTitle` may depend on the mutation's variables
 * (e.g. 'Error copying file' vs 'Error moving file'); `errorMessage` rewords the server's message
 * (e.g. 'Publish API error (422): …'); `silent` opts out, always or for the errors it picks (a save's
 * version conflict, which opens the conflict dialog instead).
 */
export type ErrorMeta = {
  errorTitle?: string | ((variables: unknown) => string);
  errorMessage?: (error: unknown, variables: unknown) => string;
  silent?: boolean | ((error: unknown) => boolean);
};

function showError(error: unknown, meta: ErrorMeta | undefined, variables?: unknown) {
  const silent = typeof meta?.silent === "function" ? meta.silent(error) : meta?.silent;
  if (silent) return;
  const title =
    (typeof meta?.errorTitle === "function" ? meta.errorTitle(variables) : meta?.errorTitle) ?? ERROR_TITLES.generic;
  const description = meta?.errorMessage ? meta.errorMessage(error, variables) : errorDescription(error, title);
  showErrorToast(title, description, error);
}

/** The server's words when it sent some; otherwise the action's own fallback, else what the browser said. */
function errorDescription(error: unknown, title: string): string {
  const fromServer = error instanceof ApiError && error.code !== "HTTP_ERROR";
  return (!fromServer && ERROR_FALLBACKS[title]) || errorText(error);
}

/**
 * The one place API errors surface: a destructive toast with the server's message. A query or
 * mutation names its title (docs/product.md#errors) in `meta.errorTitle`, or opts out with `meta.silent`.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta as ErrorMeta) }),
    mutationCache: new MutationCache({
      onError: (error, variables, _ctx, mutation) => showError(error, mutation.meta as ErrorMeta, variables),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
