import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { EDITOR_SAVE_COMMIT_MESSAGE } from "../../../../common/constants";
import { type FileVersion, type SiteFile, versionSchema } from "../../../../common/schemas/files";
import { fileQueryOptions, isVersionConflict, saveErrorMessage, useSaveFileContent } from "../api/files";
import { fileKeys } from "../api/keys";
import { SAVE_MESSAGES, type SaveWarning, saveWarnings } from "../lib/save-checks";
import { type Conflict, type ConflictChoice, ConflictDialog } from "./conflict-dialog";
import { useConfirm } from "./use-confirm";

export type FileSave = {
  /** Resolves the saved file (or, after 'Take theirs', the file at their version); null when cancelled or failed. */
  save: (file: SiteFile, content: string) => Promise<SiteFile | null>;
  isSaving: boolean;
  /** Render once: the confirmation and conflict dialogs of the save flow. */
  dialogs: ReactNode;
};

const WARNING_TITLES: Record<SaveWarning["kind"], string> = {
  "empty-file": "Save an empty file?",
  "invalid-json": "Save invalid JSON?",
};

/**
 * Saving from the editor (docs/product.md#save-rules): asks the questions, saves as 'Updated content via editor'
 * on top of the version the draft started from, and on a 409 lets the user overwrite or take theirs.
 */
export function useFileSave(siteId: string): FileSave {
  const queryClient = useQueryClient();
  const saveContent = useSaveFileContent(siteId);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const conflictAnswer = useRef<((choice: ConflictChoice) => void) | null>(null);
  const running = useRef(false);

  const askConflict = useCallback((next: Conflict) => {
    setConflict(next);
    return new Promise<ConflictChoice>((resolve) => {
      conflictAnswer.current = resolve;
    });
  }, []);

  const chooseConflict = useCallback((choice: ConflictChoice) => {
    const resolve = conflictAnswer.current;
    conflictAnswer.current = null;
    setConflict(null);
    resolve?.(choice);
  }, []);

  const { mutateAsync } = saveContent;
  const save = useCallback(
    async (file: SiteFile, content: string): Promise<SiteFile | null> => {
      // A second Ctrl+S while a save (or its dialog) is under way is the same save.
      if (running.current) return null;
      running.current = true;
      try {
        for (const warning of saveWarnings(file.full_path, content, file.current_version?.content ?? "")) {
          const title = WARNING_TITLES[warning.kind];
          const accepted = await confirm({ title, description: warning.message, detail: warning.detail });
          if (!accepted) {
            toast({ title: SAVE_MESSAGES.cancelled });
            return null;
          }
        }
        let base = file.current_version_id ?? undefined;
        for (;;) {
          try {
            const saved = await mutateAsync({
              fileId: file.id,
              content,
              commit_message: EDITOR_SAVE_COMMIT_MESSAGE,
              base_version_id: base,
            });
            toast({ title: SAVE_MESSAGES.saved, description: file.full_path });
            return saved;
          } catch (error) {
            // Other failures were toasted by the query client; a conflict whose version cannot be
            // read is told the same way.
            if (!isVersionConflict(error)) return null;
            const theirs = await conflictingVersion(error, queryClient, siteId, file.id);
            if (!theirs) {
              showErrorToast(SAVE_MESSAGES.failedTitle, saveErrorMessage(error));
              return null;
            }
            const choice = await askConflict({ file, mine: content, theirs });
            if (choice === "cancel") return null;
            if (choice === "theirs") return takeTheirs(queryClient, siteId, file, theirs);
            base = theirs.id;
          }
        }
      } finally {
        running.current = false;
      }
    },
    [confirm, mutateAsync, askConflict, queryClient, siteId],
  );

  const dialogs = (
    <>
      {confirmDialog}
      <ConflictDialog conflict={conflict} onChoose={chooseConflict} />
    </>
  );
  return { save, isSaving: saveContent.isPending, dialogs };
}

/** Their version after a lost race (409 CONFLICT), or null when it cannot be read. */
async function conflictingVersion(
  error: ApiError,
  queryClient: QueryClient,
  siteId: string,
  fileId: string,
): Promise<FileVersion | null> {
  const parsed = versionSchema.safeParse(error.details?.current_version);
  if (parsed.success) return parsed.data;
  const file = await queryClient.fetchQuery({ ...fileQueryOptions(siteId, fileId), staleTime: 0 }).catch(() => null);
  return file?.current_version ?? null;
}

/** The file as of their version, so the page replaces its draft; the caches learn it too. */
function takeTheirs(queryClient: QueryClient, siteId: string, file: SiteFile, theirs: FileVersion): SiteFile {
  const resolved: SiteFile = { ...file, current_version_id: theirs.id, current_version: theirs };
  queryClient.setQueryData(fileKeys.file(siteId, file.id), resolved);
  void queryClient.invalidateQueries({ queryKey: fileKeys.files(siteId) });
  void queryClient.invalidateQueries({ queryKey: fileKeys.versions(siteId, file.id) });
  return resolved;
}
