import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";

type ErrorMeta = { errorTitle?: string; silent?: boolean };

function showError(error: unknown, meta: ErrorMeta | undefined) {
  if (meta?.silent) return;
  toast({
    variant: "destructive",
    title: meta?.errorTitle ?? "Error",
    description: error instanceof Error ? error.message : String(error),
  });
}

/**
 * The one place API errors surface: a destructive toast with the server's message. A query or
 * mutation names its SPEC §8 title in `meta.errorTitle`, or opts out with `meta.silent`.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta as ErrorMeta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => showError(error, mutation.meta as ErrorMeta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
