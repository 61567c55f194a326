import { mediaApi } from "@common/api/media";
import type { MediaFile, MediaList, MoveMediaFolderInput, UpdateMediaInput } from "@common/schemas/media";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { siteKeys } from "@/features/site-list";
import { callApi, uploadToApi } from "@/lib/api-client";

/** Every media key of a site starts with `mediaKeys.site(siteId)`, so one invalidation refreshes them all. */
export const mediaKeys = {
  site: (siteId: string) => [...siteKeys.all, "media", siteId] as const,
  list: (siteId: string, filter: MediaFilter) => [...mediaKeys.site(siteId), "list", filter] as const,
  versions: (siteId: string, mediaId: string) => [...mediaKeys.site(siteId), "versions", mediaId] as const,
  usedIn: (siteId: string, mediaId: string) => [...mediaKeys.site(siteId), "used-in", mediaId] as const,
  folderUsedIn: (siteId: string, path: string) => [...mediaKeys.site(siteId), "folder-used-in", path] as const,
};

/** A search looks through the whole library; otherwise one folder's files are shown. */
export type MediaFilter = { q: string } | { folder: string };

export function mediaListQueryOptions(siteId: string, filter: MediaFilter) {
  return queryOptions({
    queryKey: mediaKeys.list(siteId, filter),
    queryFn: () => callApi(mediaApi.list, { params: { siteId }, query: filter }),
    // The old folder's files stay on screen until the next folder's arrive, rather than a flash of nothing.
    placeholderData: keepPreviousData,
    // Said in place of the files, with Try again, rather than in a toast as well.
    meta: { silent: true },
  });
}

export function versionsQueryOptions(siteId: string, mediaId: string) {
  return queryOptions({
    queryKey: mediaKeys.versions(siteId, mediaId),
    queryFn: async () => (await callApi(mediaApi.versions, { params: { siteId, mediaId } })).versions,
    meta: { errorTitle: "Error loading versions" },
  });
}

export function usedInQueryOptions(siteId: string, mediaId: string) {
  return queryOptions({
    queryKey: mediaKeys.usedIn(siteId, mediaId),
    queryFn: async () => (await callApi(mediaApi.usedIn, { params: { siteId, mediaId } })).used_in,
    meta: { errorTitle: "Error loading where the file is used" },
  });
}

export function folderUsedInQueryOptions(siteId: string, path: string) {
  return queryOptions({
    queryKey: mediaKeys.folderUsedIn(siteId, path),
    queryFn: async () => (await callApi(mediaApi.folderUsedIn, { params: { siteId }, query: { path } })).used_in,
    meta: { errorTitle: "Error loading where the folder is used" },
  });
}

/** After any change: the site's lists, versions and uses are refetched. */
export function useMediaChanged(siteId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mediaKeys.site(siteId) });
}

/** Alt text, a rename or a move. A refused name shows in its dialog, so no toast repeats it. */
export function useUpdateMedia(siteId: string) {
  const changed = useMediaChanged(siteId);
  return useMutation({
    mutationFn: ({ mediaId, ...input }: UpdateMediaInput & { mediaId: string }) =>
      callApi(mediaApi.update, { params: { siteId, mediaId }, json: input }),
    meta: { silent: true },
    onSuccess: () => changed(),
  });
}

/**
 * After a delete, what named the deleted files is dropped rather than refetched (it would answer 404),
 * and the lists are refetched.
 */
function useMediaGone(siteId: string) {
  const queryClient = useQueryClient();
  return (isGone: (file: MediaFile) => boolean) => {
    const lists = [...mediaKeys.site(siteId), "list"];
    queryClient.setQueriesData<MediaList>({ queryKey: lists }, (old) =>
      old ? { ...old, media: old.media.filter((file) => !isGone(file)) } : old,
    );
    queryClient.removeQueries({
      predicate: (query) => {
        const [, , , kind, id] = query.queryKey;
        return (
          query.queryKey[2] === siteId &&
          (kind === "used-in" || kind === "versions" || kind === "folder-used-in") &&
          typeof id === "string"
        );
      },
    });
    return queryClient.invalidateQueries({ queryKey: lists });
  };
}

export function useDeleteMedia(siteId: string) {
  const gone = useMediaGone(siteId);
  return useMutation({
    mutationFn: (mediaId: string) => callApi(mediaApi.delete, { params: { siteId, mediaId } }),
    meta: { errorTitle: "Error deleting file" },
    onSuccess: (_, mediaId) => gone((file) => file.id === mediaId),
  });
}

/** One file into the site's library, without progress: for screens outside the library (the creator's logo). */
export function uploadMediaFile(siteId: string, file: Blob, name: string): Promise<MediaFile> {
  return uploadToApi(mediaApi.upload, { params: { siteId }, query: { name }, body: file });
}

/** New bytes at the same address; the refusal shows in the panel. */
export function useReplaceMedia(siteId: string) {
  const changed = useMediaChanged(siteId);
  return useMutation({
    mutationFn: ({ mediaId, file }: { mediaId: string; file: File }) =>
      uploadToApi(mediaApi.replace, {
        params: { siteId, mediaId },
        query: { name: file.name || undefined },
        body: file,
      }),
    meta: { silent: true },
    onSuccess: () => changed(),
  });
}

export function useRestoreVersion(siteId: string) {
  const changed = useMediaChanged(siteId);
  return useMutation({
    mutationFn: ({ mediaId, versionId }: { mediaId: string; versionId: string }) =>
      callApi(mediaApi.restoreVersion, { params: { siteId, mediaId, versionId } }),
    meta: { errorTitle: "Error restoring version" },
    onSuccess: () => changed(),
  });
}

/** Renames or moves a folder; a refusal shows in its dialog. */
export function useMoveFolder(siteId: string) {
  const changed = useMediaChanged(siteId);
  return useMutation({
    mutationFn: (input: MoveMediaFolderInput) => callApi(mediaApi.moveFolder, { params: { siteId }, json: input }),
    meta: { silent: true },
    onSuccess: () => changed(),
  });
}

export function useDeleteFolder(siteId: string) {
  const gone = useMediaGone(siteId);
  return useMutation({
    mutationFn: (path: string) => callApi(mediaApi.deleteFolder, { params: { siteId }, query: { path } }),
    meta: { errorTitle: "Error deleting folder" },
    onSuccess: (_, path) => gone((file) => file.folder === path || file.folder.startsWith(`${path}/`)),
  });
}
