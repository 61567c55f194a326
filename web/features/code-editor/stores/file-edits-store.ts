import type { FileVersion, SiteFile } from "@common/schemas/files";
import type { ConflictChoice } from "@/components/conflict-choices";
import type { SaveFailure } from "../api/files";
import type { Conflict } from "../components/conflict-dialog";
import { type Drafts, fileAtVersion, savedContentOf, unsavedFilesOf } from "../lib/draft-state";
import { SAVE_MESSAGES, type SaveWarning, saveWarnings } from "../lib/save-checks";

/** What the store needs from the page: the API, the caches and the dialogs (the provider passes them in). */
export type FileEditsDeps = {
  /** Saves `content` as the next version on top of `baseVersionId`; rejects as the API does (a 409 on a lost race). */
  saveContent: (
    file: SiteFile,
    content: string,
    baseVersionId: string | undefined,
    failure: SaveFailure | undefined,
  ) => Promise<SiteFile>;
  /** Their version when `error` is a lost race; null for any other failure, which is then already told. */
  theirVersion: (error: unknown, file: SiteFile) => Promise<FileVersion | null>;
  /** The newest copy of `file` the page holds: the listed copy may be older than the one open. */
  newestCopy: (file: SiteFile) => SiteFile;
  /** Puts a file at its new version into the caches. */
  writeSaved: (file: SiteFile) => void;
  /** Asks before a save the checks warn about; true goes ahead. */
  confirm: (warning: { title: string; description: string; detail?: string }) => Promise<boolean>;
  askConflict: (conflict: Conflict) => Promise<ConflictChoice>;
  toast: (toast: { title: string; description?: string }) => void;
  /** Why the user may not save at all ("Your role (viewer) cannot edit files"), or undefined when they may. */
  saveRefusal: () => string | undefined;
};

export type FileEditsState = { drafts: Drafts; isSaving: boolean };

/** A file with unsaved edits and the text to save. */
export type UnsavedFile = { file: SiteFile; content: string };

const WARNING_TITLES: Record<SaveWarning["kind"], string> = {
  "empty-file": "Save an empty file?",
  "invalid-json": "Save invalid JSON?",
};

/** One save in the line: the versions it saved on top of, and what it saved. */
type SaveRecord = { bases: Set<string>; saved: SiteFile | null };

/**
 * The edits of one site's editor: the drafts (what was typed and not saved, per file id) and the one
 * way to save (docs/product.md#save-rules). Saves run one at a time, in the order they were asked for:
 * a save that arrives while another runs (Publish right after Ctrl+S) waits for it, then does its own
 * work on top of the version that one wrote. Plain TypeScript, so the order can be tested without a page.
 */
export function createFileEditsStore(deps: () => FileEditsDeps) {
  let state: FileEditsState = { drafts: new Map(), isSaving: false };
  const listeners = new Set<() => void>();
  /** Saves asked for and not finished, oldest first. */
  let line: SaveRecord[] = [];
  let lineDone: Promise<unknown> = Promise.resolve();

  function update(next: Partial<FileEditsState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function setDrafts(change: (drafts: Map<string, string>) => void) {
    const drafts = new Map(state.drafts);
    change(drafts);
    update({ drafts });
  }

  function setDraft(fileId: string, content: string) {
    if (state.drafts.get(fileId) === content) return;
    setDrafts((drafts) => drafts.set(fileId, content));
  }

  /** Drops a draft; with `ifContent`, only while it still holds that text (typing during a save survives). */
  function clearDraft(fileId: string, ifContent?: string) {
    if (!state.drafts.has(fileId)) return;
    if (ifContent !== undefined && state.drafts.get(fileId) !== ifContent) return;
    setDrafts((drafts) => drafts.delete(fileId));
  }

  function clearAll() {
    if (state.drafts.size > 0) update({ drafts: new Map() });
  }

  /** What the editor shows for a file: its draft, else its saved content. */
  function contentOf(file: SiteFile): string {
    return state.drafts.get(file.id) ?? savedContentOf(file);
  }

  /** Every file whose draft differs from what is saved, at its newest copy, with the text to save. */
  function unsavedFiles(files: readonly SiteFile[]): UnsavedFile[] {
    if (state.drafts.size === 0) return [];
    return unsavedFilesOf(
      files.map((listed) => deps().newestCopy(listed)),
      state.drafts,
    );
  }

  /**
   * Saves `content` as the next version of `file`: asks the save questions, then on a lost race lets
   * the user overwrite or take theirs. Resolves the saved file (after 'Take theirs', the file at their
   * version), or null when the user cancelled, may not save, or the save failed (each was told).
   */
  function save(file: SiteFile, content: string, failure?: SaveFailure): Promise<SiteFile | null> {
    // Every way to save is disabled or hidden for such a role; this is the last word, before any question.
    const refusal = deps().saveRefusal();
    if (refusal) {
      deps().toast({ title: SAVE_MESSAGES.notSaved, description: refusal });
      return Promise.resolve(null);
    }
    const ahead = [...line];
    const record: SaveRecord = { bases: new Set(), saved: null };
    line.push(record);
    const done = lineDone.then(() => saveAfter(ahead, record, file, content, failure));
    lineDone = done.catch(() => undefined);
    return done.finally(() => {
      line = line.filter((other) => other !== record);
    });
  }

  /** Saves the file's draft, or its saved text when it has none (Save and Ctrl+S outside the editor). */
  function saveDraft(file: SiteFile): Promise<SiteFile | null> {
    return save(file, contentOf(file));
  }

  async function saveAfter(
    ahead: SaveRecord[],
    record: SaveRecord,
    file: SiteFile,
    content: string,
    failure: SaveFailure | undefined,
  ) {
    // The saves this one waited for moved the file on: continue from the version they wrote. A version
    // someone else wrote meanwhile is still theirs to be asked about (a conflict).
    let current = file;
    for (const earlier of ahead) {
      if (earlier.saved && current.current_version_id && earlier.bases.has(current.current_version_id)) {
        current = earlier.saved;
      }
    }
    if (current !== file && savedContentOf(current) === content) {
      // They wrote this very text: there is nothing left to save.
      clearDraft(current.id, content);
      return current;
    }
    for (const warning of saveWarnings(current.full_path, content, savedContentOf(current))) {
      const accepted = await deps().confirm({
        title: WARNING_TITLES[warning.kind],
        description: warning.message,
        detail: warning.detail,
      });
      if (!accepted) {
        deps().toast({ title: SAVE_MESSAGES.cancelled });
        return null;
      }
    }
    let base = current.current_version_id ?? undefined;
    for (;;) {
      try {
        const saved = await write(current, content, base, failure);
        for (const version of [current.current_version_id, base]) if (version) record.bases.add(version);
        record.saved = saved;
        clearDraft(saved.id, content);
        deps().toast({ title: SAVE_MESSAGES.saved, description: current.full_path });
        return saved;
      } catch (error) {
        const theirs = await deps().theirVersion(error, current);
        if (!theirs) return null;
        const choice = await deps().askConflict({ file: current, mine: content, theirs });
        if (choice === "cancel") return null;
        if (choice === "theirs") {
          const resolved = fileAtVersion(current, theirs);
          deps().writeSaved(resolved);
          clearDraft(resolved.id, content);
          return resolved;
        }
        base = theirs.id;
      }
    }
  }

  async function write(file: SiteFile, content: string, base: string | undefined, failure: SaveFailure | undefined) {
    update({ isSaving: true });
    try {
      return await deps().saveContent(file, content, base, failure);
    } finally {
      // Saves run one at a time (`line`), so no other write is under way.
      update({ isSaving: false });
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    setDraft,
    clearDraft,
    clearAll,
    contentOf,
    unsavedFiles,
    save,
    saveDraft,
  };
}

export type FileEditsStore = ReturnType<typeof createFileEditsStore>;
