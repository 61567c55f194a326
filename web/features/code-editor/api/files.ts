import { fileApi } from "@common/api/files";
import { FILE_FETCH_CACHE_MS } from "@common/constants";
import { ERROR_TITLES } from "@common/messages";
import type { SiteFile } from "@common/schemas/files";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, type ApiInput, callApi } from "@/lib/api-client";
import { SAVE_MESSAGES } from "../lib/save-checks";
import { fileKeys } from "./keys";

/**
 * Every file of a site. A non-forced fetch within 2 s of the last one is skipped when a list
 * is cached (staleTime); mutations force a refetch by invalidating.
 */
export function filesQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: fileKeys.files(siteId),
    queryFn: async () => (await callApi(fileApi.list, { params: { siteId } })).files,
    staleTime: FILE_FETCH_CACHE_MS,
    meta: { errorTitle: ERROR_TITLES.loadingFiles },
  });
}

export function fileQueryOptions(siteId: string, fileId: string) {
  return queryOptions({
    queryKey: fileKeys.file(siteId, fileId),
    queryFn: () => callApi(fileApi.get, { params: { siteId, fileId } }),
    meta: { errorTitle: ERROR_TITLES.loadingFile },
  });
}

export function versionsQueryOptions(siteId: string, fileId: string) {
  return queryOptions({
    queryKey: fileKeys.versions(siteId, fileId),
    queryFn: async () => (await callApi(fileApi.versions, { params: { siteId, fileId } })).versions,
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

export type CreateFileVariables = ApiInput<typeof fileApi.create>["json"];

export function useCreateFile(siteId: string) {
  const invalidate = useInvalidateFiles(siteId);
  return useMutation({
    mutationFn: (input: CreateFileVariables) => callApi(fileApi.create, { params: { siteId }, json: input }),
    onSuccess: invalidate,
    meta: { errorTitle: ERROR_TITLES.creatingFile },
  });
}

export type MoveFileVariables = { fileId: string } & ApiInput<typeof fileApi.move>["json"];

export function useMoveFile(siteId: string) {
  const invalidate = useInvalidateFiles(siteId);
  return useMutation({
    mutationFn: ({ fileId, ...input }: MoveFileVariables) =>
      callApi(fileApi.move, { params: { siteId, fileId }, json: input }),
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
    mutationFn: (fileId: string) => callApi(fileApi.delete, { params: { siteId, fileId } }),
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

/** How a failed save is told: 'Save failed' from the editor, 'Error updating file' from the Edit dialog. */
export type SaveFailure = { title: string; message: string };

const EDITOR_SAVE_FAILURE: SaveFailure = { title: SAVE_MESSAGES.failedTitle, message: SAVE_MESSAGES.failed };

export type SaveContentVariables = { fileId: string; failure?: SaveFailure } & ApiInput<
  typeof fileApi.updateContent
>["json"];

/** A save that lost a race: someone saved since `base_version_id` (409 CONFLICT). */
export function isVersionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === "CONFLICT";
}

/** A failed save reads the server's message for 4xx, our own for 5xx and network failures. */
export function saveErrorMessage(error: unknown, failure: SaveFailure = EDITOR_SAVE_FAILURE): string {
  return error instanceof ApiError && error.status < 500 ? error.message : failure.message;
}

const failureOf = (variables: unknown) => (variables as SaveContentVariables).failure ?? EDITOR_SAVE_FAILURE;

/**
 * Saves content as a new version; a failure toasts 'Save failed'. A 409 (someone saved since
 * `base_version_id`) is not toasted: the caller catches the ApiError (code CONFLICT,
 * details.current_version) and opens the conflict dialog.
 */
export function useSaveFileContent(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, failure: _told, ...input }: SaveContentVariables) =>
      callApi(fileApi.updateContent, { params: { siteId, fileId }, json: input }),
    onSuccess: (file) => writeSavedFile(queryClient, siteId, file),
    meta: {
      errorTitle: (variables: unknown) => failureOf(variables).title,
      errorMessage: (error: unknown, variables: unknown) => saveErrorMessage(error, failureOf(variables)),
      silent: isVersionConflict,
    },
  });
}

export function useRestoreVersion(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, versionId }: { fileId: string; versionId: string }) =>
      callApi(fileApi.restoreVersion, { params: { siteId, fileId, versionId } }),
    onSuccess: (file) => writeSavedFile(queryClient, siteId, file),
    meta: { errorTitle: ERROR_TITLES.restoringVersion },
  });
}
