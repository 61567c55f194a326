// The code-editor feature's public entry: what other features use.
export {
  fileQueryOptions,
  filesQueryOptions,
  useCreateFile,
  useDeleteFile,
  useMoveFile,
  writeSavedFile,
} from "./api/files";
export { fileKeys } from "./api/keys";
export { ChoosePictureButton } from "./components/choose-picture-button";
export { CodeEditor, type CodeEditorHandle, EditorSkeleton } from "./components/code-editor";
export { DiffView } from "./components/diff-view";
export { FileEditsProvider, useFileEdits } from "./components/file-edits-provider";
export { HistoryPanel } from "./components/history-panel";
export { InsertMediaDialog } from "./components/insert-media-dialog";
export { type UndoLastChange, useUndoLastChange } from "./components/use-undo-last-change";
export { WideDialogCode, WideDialogContent } from "./components/wide-dialog";
export { dirtyPathsOf, draftOverridesOf, isDirty, newerFile } from "./lib/draft-state";
