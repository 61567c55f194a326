import { EDITOR_SAVE_COMMIT_MESSAGE } from "@common/constants";
import { type FileVersion, type SiteFile, versionSchema } from "@common/schemas/files";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useRef, useState, useSyncExternalStore } from "react";
import { ConfirmDetails } from "@/components/confirm-dialog";
import type { ConflictChoice } from "@/components/conflict-choices";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { usePermission } from "@/features/auth";
import type { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { useQuestion } from "@/lib/use-question";
import {
  fileQueryOptions,
  isVersionConflict,
  saveErrorMessage,
  useSaveFileContent,
  writeSavedFile,
} from "../api/files";
import { fileKeys } from "../api/keys";
import { newerFile } from "../lib/draft-state";
import { SAVE_MESSAGES } from "../lib/save-checks";
import { createFileEditsStore, type FileEditsDeps, type FileEditsStore } from "../stores/file-edits-store";
import { type Conflict, ConflictDialog } from "./conflict-dialog";

const FileEditsContext = createContext<FileEditsStore | null>(null);

/**
 * Holds the site editor's drafts and its one save (see createFileEditsStore), and shows the save's
 * questions: the save checks and the conflict dialog. Everything under it saves through `useFileEdits`.
 */
export function FileEditsProvider({ siteId, children }: { siteId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveFileContent(siteId);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const conflict = useQuestion<Conflict, ConflictChoice>("cancel");
  const { reason: saveRefusal } = usePermission("file:write");
  const deps: FileEditsDeps = {
    saveContent: (file, content, baseVersionId, failure) =>
      mutateAsync({
        fileId: file.id,
        failure,
        content,
        commit_message: EDITOR_SAVE_COMMIT_MESSAGE,
        base_version_id: baseVersionId,
      }),
    theirVersion: (error, file) => theirVersionAfter(error, queryClient, siteId, file.id),
    newestCopy: (file) => newerFile(file, queryClient.getQueryData(fileKeys.file(siteId, file.id))),
    writeSaved: (file) => writeSavedFile(queryClient, siteId, file),
    confirm: ({ title, description, detail }) =>
      confirm({
        title,
        description,
        details: detail && <ConfirmDetails text={detail} />,
        action: "Continue",
        destructive: false,
      }),
    askConflict: conflict.ask,
    toast,
    saveRefusal: () => saveRefusal,
  };
  const latestDeps = useRef(deps);
  latestDeps.current = deps;
  const [store] = useState(() => createFileEditsStore(() => latestDeps.current));

  return (
    <FileEditsContext.Provider value={store}>
      {children}
      {confirmDialog}
      <ConflictDialog conflict={conflict.question} onChoose={conflict.answer} />
    </FileEditsContext.Provider>
  );
}

/** The drafts, whether a save is being written, and the actions; re-renders on every change. */
export function useFileEdits() {
  const store = useContext(FileEditsContext);
  if (!store) throw new Error("useFileEdits must be used inside FileEditsProvider");
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { ...store, ...state };
}

/**
 * Their version after a lost race (409 CONFLICT), or null: for other failures (the query client told
 * them), and when their version cannot be read (told here, as a failed save).
 */
async function theirVersionAfter(
  error: unknown,
  queryClient: QueryClient,
  siteId: string,
  fileId: string,
): Promise<FileVersion | null> {
  if (!isVersionConflict(error)) return null;
  const theirs = await conflictingVersion(error, queryClient, siteId, fileId);
  if (!theirs) showErrorToast(SAVE_MESSAGES.failedTitle, saveErrorMessage(error));
  return theirs;
}

async function conflictingVersion(
  error: ApiError,
  queryClient: QueryClient,
  siteId: string,
  fileId: string,
): Promise<FileVersion | null> {
  const parsed = versionSchema.safeParse(error.details?.current_version);
  if (parsed.success) return parsed.data;
  const file: SiteFile | null = await queryClient
    .fetchQuery({ ...fileQueryOptions(siteId, fileId), staleTime: 0 })
    .catch(() => null);
  return file?.current_version ?? null;
}
