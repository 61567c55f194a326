import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";

/** `errorTitle` may depend on the mutation's variables (e.g. 'Error copying file' vs 'Error moving file'). */
type ErrorMeta = { errorTitle?: string | ((variables: unknown) => string); silent?: boolean };

function showError(error: unknown, meta: ErrorMeta | undefined, variables?: unknown) {
  if (meta?.silent) return;
  toast({
    variant: "destructive",
    title: typeof meta?.errorTitle === "function" ? meta.errorTitle(variables) : (meta?.errorTitle ?? "Error"),
    description: error instanceof Error ? error.message : String(error),
  });
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
