import { siteDetailsApi } from "@common/api/site-details";
import type { SaveSiteDetailsInput, SiteDetails } from "@common/schemas/site-details";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fileKeys } from "@/features/code-editor";
import { siteKeys } from "@/features/site-list";
import { ApiError, callApi } from "@/lib/api-client";

/** Query keys of a site's business details. */
export const detailsKeys = {
  detail: (siteId: string) => [...siteKeys.all, "details", siteId] as const,
};

/** The business details; a data/site.json with a mistake (422) is shown by the page, not toasted. */
export function siteDetailsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: detailsKeys.detail(siteId),
    queryFn: () => callApi(siteDetailsApi.get, { params: { siteId } }),
    meta: { errorTitle: "Error loading business details", silent: isBrokenFile },
  });
}

/** The 422 of a data/site.json that does not read as JSON (or not as an object). */
export function isBrokenFile(error: unknown): boolean {
  return error instanceof ApiError && error.code === "INVALID_DATA_FILE";
}

/** The 409 of a save based on a version someone has saved over since. */
export function isDetailsConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Saves the details as a new version of data/site.json. Refusals the form shows itself (a field's 400, a
 * 409) raise no toast; the code editor's copies of the file are refreshed.
 */
export function useSaveSiteDetails(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSiteDetailsInput) => callApi(siteDetailsApi.save, { params: { siteId }, json: input }),
    meta: {
      errorTitle: "Error saving business details",
      silent: (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 409),
    },
    onSuccess: async (details: SiteDetails) => {
      queryClient.setQueryData(detailsKeys.detail(siteId), details);
      await queryClient.invalidateQueries({ queryKey: fileKeys.files(siteId) });
      if (details.file_id) {
        await queryClient.invalidateQueries({ queryKey: fileKeys.file(siteId, details.file_id) });
        await queryClient.invalidateQueries({ queryKey: fileKeys.versions(siteId, details.file_id) });
      }
      await queryClient.invalidateQueries({ queryKey: fileKeys.unpublishedChanges(siteId) });
    },
  });
}

/** "Keep these texts": the texts still the template's examples are no longer pointed out. */
export function useKeepSampleTexts(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(siteDetailsApi.keepSampleTexts, { params: { siteId } }),
    meta: { errorTitle: "Error keeping the texts" },
    onSuccess: () => {
      queryClient.setQueryData(detailsKeys.detail(siteId), (details) => details && { ...details, samples: [] });
    },
  });
}
