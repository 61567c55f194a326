import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { FILE_FETCH_CACHE_MS } from "../../../../common/constants";
import { ERROR_TITLES } from "../../../../common/messages";
import type { FileVersion, SiteFile } from "../../../../common/schemas/files";
import { SAVE_MESSAGES } from "../lib/save-checks";
import { fileKeys } from "./keys";

/**
 * Every file of a site. A non-forced fetch within 2 s of the last one is skipped when a list
 * is cached (staleTime); mutations force a refetch by invalidating.
 */
export function filesQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: fileKeys.files(siteId),
    queryFn: async () => (await apiFetch<{ files: SiteFile[] }>(`/api/sites/${siteId}/files`)).files,
    staleTime: FILE_FETCH_CACHE_MS,
    meta: { errorTitle: ERROR_TITLES.loadingFiles },
  });
}

export function fileQueryOptions(siteId: string, fileId: string) {
  return queryOptions({
    queryKey: fileKeys.file(siteId, fileId),
    queryFn: () => apiFetch<SiteFile>(`/api/sites/${siteId}/files/${fileId}`),
    meta: { errorTitle: ERROR_TITLES.loadingFile },
  });
}

export function versionsQueryOptions(siteId: string, fileId: string) {
  return queryOptions({
    queryKey: fileKeys.versions(siteId, fileId),
    queryFn: async () =>
      (await apiFetch<{ versions: FileVersion[] }>(`/api/sites/${siteId}/files/${fileId}/versions`)).versions,
    meta: { errorTitle: ERROR_TITLES.loadingHistory },
  });
}

function useInvalidateFiles(siteId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fileKeys.unpublishedChanges(siteId) });
    return queryClient.invalidateQueries({ queryKey: fileKeys.files(siteId) });
  };
}

export type CreateFileVariables = {
  full_path: string;
  is_directory?: boolean;
  content?: string;
  commit_message?: string;
};

export function useCreateFile(siteId: string) {
  const invalidate = useInvalidateFiles(siteId);
  return useMutation({
    mutationFn: (input: CreateFileVariables) =>
      apiFetch<SiteFile>(`/api/sites/${siteId}/files`, { method: "POST", json: input }),
    onSuccess: invalidate,
    meta: { errorTitle: ERROR_TITLES.creatingFile },
  });
}

export type MoveFileVariables = { fileId: string; new_path: string; copy?: boolean };

export function useMoveFile(siteId: string) {
  const invalidate = useInvalidateFiles(siteId);
  return useMutation({
    mutationFn: ({ fileId, ...input }: MoveFileVariables) =>
      apiFetch<SiteFile>(`/api/sites/${siteId}/files/${fileId}/move`, { method: "POST", json: input }),
    onSuccess: invalidate,
    meta: {
      errorTitle: (variables: unknown) =>
        (variables as MoveFileVariables).copy ? ERROR_TITLES.copyingFile : ERROR_TITLES.movingFile,
    },
  });
}

export function useDeleteFile(siteId: string) {
  const invalidate = useInvalidateFiles(siteId);
  return useMutation({
    mutationFn: (fileId: string) => apiFetch<void>(`/api/sites/${siteId}/files/${fileId}`, { method: "DELETE" }),
    onSuccess: invalidate,
    meta: { errorTitle: ERROR_TITLES.deletingFile },
  });
}

/**
 * A file at a new version (saved, restored, or their version taken after a conflict) into the caches: the
 * file and its entry in the list at once, then its history and the unpublished changes are fetched again.
 */
export function writeSavedFile(queryClient: QueryClient, siteId: string, file: SiteFile) {
  queryClient.setQueryData(fileKeys.file(siteId, file.id), file);
  queryClient.setQueryData<SiteFile[]>(fileKeys.files(siteId), (files) =>
    files?.map((f) => (f.id === file.id ? file : f)),
  );
  void queryClient.invalidateQueries({ queryKey: fileKeys.versions(siteId, file.id) });
  void queryClient.invalidateQueries({ queryKey: fileKeys.unpublishedChanges(siteId) });
}

export type SaveContentVariables = {
  fileId: string;
  content: string;
  commit_message?: string;
  base_version_id?: string;
};

/** A save that lost a race: someone saved since `base_version_id` (409 CONFLICT). */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === "CONFLICT";
}

/** A failed save reads the server's message for 4xx, our own for 5xx and network failures. */
export function saveErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : SAVE_MESSAGES.failed;
}

/**
 * Saves content as a new version; a failure toasts 'Save failed'. A 409 (someone saved since
 * `base_version_id`) is not toasted: the caller catches the ApiError (code CONFLICT,
 * details.current_version) and opens the conflict dialog.
 */
export function useSaveFileContent(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, ...input }: SaveContentVariables) =>
      apiFetch<SiteFile>(`/api/sites/${siteId}/files/${fileId}/content`, { method: "PUT", json: input }),
    onSuccess: (file) => writeSavedFile(queryClient, siteId, file),
    meta: { errorTitle: SAVE_MESSAGES.failedTitle, errorMessage: saveErrorMessage, silent: isVersionConflict },
  });
}

export function useRestoreVersion(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, versionId }: { fileId: string; versionId: string }) =>
      apiFetch<SiteFile>(`/api/sites/${siteId}/files/${fileId}/versions/${versionId}/restore`, { method: "POST" }),
    onSuccess: (file) => writeSavedFile(queryClient, siteId, file),
    meta: { errorTitle: ERROR_TITLES.restoringVersion },
  });
}
