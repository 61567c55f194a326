import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/use-toast";
import type { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { EDITOR_SAVE_COMMIT_MESSAGE } from "../../../../common/constants";
import { type FileVersion, type SiteFile, versionSchema } from "../../../../common/schemas/files";
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
import { type Conflict, type ConflictChoice, ConflictDialog } from "./conflict-dialog";
import { useConfirm } from "./use-confirm";

const FileEditsContext = createContext<FileEditsStore | null>(null);

/**
 * Holds the site editor's drafts and its one save (see createFileEditsStore), and shows the save's
 * questions: the save checks and the conflict dialog. Everything under it saves through `useFileEdits`.
 */
export function FileEditsProvider({ siteId, children }: { siteId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveFileContent(siteId);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const conflict = useConflictQuestion();
  const deps: FileEditsDeps = {
    saveContent: (file, content, baseVersionId) =>
      mutateAsync({
        fileId: file.id,
        content,
        commit_message: EDITOR_SAVE_COMMIT_MESSAGE,
        base_version_id: baseVersionId,
      }),
    theirVersion: (error, file) => theirVersionAfter(error, queryClient, siteId, file.id),
    newestCopy: (file) => newerFile(file, queryClient.getQueryData(fileKeys.file(siteId, file.id))),
    writeSaved: (file) => writeSavedFile(queryClient, siteId, file),
    confirm,
    askConflict: conflict.ask,
    toast,
  };
  const latestDeps = useRef(deps);
  latestDeps.current = deps;
  const [store] = useState(() => createFileEditsStore(() => latestDeps.current));

  return (
    <FileEditsContext.Provider value={store}>
      {children}
      {confirmDialog}
      <ConflictDialog conflict={conflict.current} onChoose={conflict.answer} />
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

/** The conflict dialog as a question: `ask` resolves with the user's choice. */
function useConflictQuestion() {
  const [current, setCurrent] = useState<Conflict | null>(null);
  const resolver = useRef<((choice: ConflictChoice) => void) | null>(null);

  const ask = useCallback((next: Conflict) => {
    setCurrent(next);
    return new Promise<ConflictChoice>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((choice: ConflictChoice) => {
    const resolve = resolver.current;
    resolver.current = null;
    setCurrent(null);
    resolve?.(choice);
  }, []);

  return { current, ask, answer };
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
