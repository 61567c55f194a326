import { deploymentApi } from "@common/api/deployments";
import { ERROR_TITLES } from "@common/messages";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fileKeys } from "@/features/code-editor";
import { siteKeys } from "@/features/site-list";
import { callApi } from "@/lib/api-client";
import { deploymentKeys } from "./keys";

/** GET /api/sites/:siteId/deployments: newest first, with the live one marked. */
export function deploymentsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: deploymentKeys.deployments(siteId),
    queryFn: () => callApi(deploymentApi.list, { params: { siteId } }),
    meta: { errorTitle: ERROR_TITLES.loadingDeployments },
  });
}

/** GET /api/sites/:siteId/unpublished-changes: the files changed since the live deployment. */
export function unpublishedChangesQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: fileKeys.unpublishedChanges(siteId),
    queryFn: () => callApi(deploymentApi.unpublishedChanges, { params: { siteId } }),
    // A badge that cannot load is simply not shown.
    meta: { silent: true },
  });
}

/** Everything that changes when a different deployment goes live. */
export function invalidateLiveDeployment(queryClient: QueryClient, siteId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deploymentKeys.deployments(siteId) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.unpublishedChanges(siteId) }),
    queryClient.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
    queryClient.invalidateQueries({ queryKey: siteKeys.lists() }),
  ]);
}

/** POST /api/sites/:siteId/deployments/:deploymentId/rollback: makes an earlier deployment live, no rebuild. */
export function useRollbackDeployment(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deploymentId: string) => callApi(deploymentApi.rollback, { params: { siteId, deploymentId } }),
    onSuccess: () => void invalidateLiveDeployment(queryClient, siteId),
    meta: { errorTitle: ERROR_TITLES.rollbackFailed },
  });
}
