import { pageEditApi } from "@common/api/page-edits";
import type { PageEditInput } from "@common/schemas/page-edits";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fileKeys, writeSavedFile } from "@/features/code-editor";
import { ApiError, callApi } from "@/lib/api-client";

/**
 * Saves a change made on the preview as the file's next version. Whatever happens, the preview is built
 * again: from the new version, or, when the change was refused, from what is saved (so the page shows the
 * truth again rather than the words typed).
 */
export function useApplyPageEdit(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageEditInput) => callApi(pageEditApi.apply, { params: { siteId }, json: input }),
    onSuccess: (file) => writeSavedFile(queryClient, siteId, file),
    onError: () => void queryClient.invalidateQueries({ queryKey: fileKeys.files(siteId) }),
    meta: {
      errorTitle: "Change not saved",
      errorMessage: (error: unknown) =>
        error instanceof ApiError && error.status < 500 ? error.message : "Check your connection and try again.",
    },
  });
}
