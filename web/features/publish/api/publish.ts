import { deploymentApi } from "@common/api/deployments";
import { ERROR_TITLES } from "@common/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fileKeys } from "@/features/code-editor";
import { ApiError, callApi } from "@/lib/api-client";
import { buildProblemsOf } from "@/lib/build-problems";
import { invalidateLiveDeployment } from "./deployments";

/** How a failed publish reads (docs/product.md#publish), with the status and the server's text. */
export function publishErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Publish API error (${error.status}): ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * POST /site/publish `{ site_id }` → `{ url, message }`: builds every page and makes the result
 * live. The session cookie authenticates it. Success refreshes the file list, the deployments
 * and the unpublished changes. A failure toasts 'Publishing failed' with the status and the server's
 * text, except a mistake in the files, which the editor shows until dismissed; the caller shows the other
 * toasts.
 */
export function usePublishSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deploymentApi.publish, { json: { site_id: siteId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fileKeys.files(siteId) });
      void invalidateLiveDeployment(queryClient, siteId);
    },
    // The site now says its last publish failed.
    onError: () => void invalidateLiveDeployment(queryClient, siteId),
    meta: {
      errorTitle: ERROR_TITLES.publishingFailed,
      errorMessage: publishErrorMessage,
      silent: (error: unknown) => buildProblemsOf(error).length > 0,
    },
  });
}
