import type { editor } from "monaco-editor";
import { type InsertedMedia, mediaSnippet, runtimeImportEdit } from "../lib/media-snippet";
import { monaco } from "./monaco-setup";

/**
 * Writes the media snippet in place of the selection and, in a page or component, the import of Image at
 * the top: one undo step, reported like typing.
 */
export function insertMediaIn(ed: editor.IStandaloneCodeEditor, path: string, media: InsertedMedia): void {
  const model = ed.getModel();
  if (!model) return;
  const text = mediaSnippet(path, media);
  const selection = ed.getSelection() ?? new monaco.Selection(1, 1, 1, 1);
  const edits: editor.IIdentifiedSingleEditOperation[] = [{ range: selection, text, forceMoveMarkers: true }];
  const importEdit = runtimeImportEdit(path, text, model.getValue());
  if (importEdit) {
    const { line } = importEdit;
    edits.push(
      importEdit.replace
        ? { range: new monaco.Range(line, 1, line, model.getLineMaxColumn(line)), text: importEdit.text }
        : { range: new monaco.Range(line, 1, line, 1), text: `${importEdit.text}\n` },
    );
  }
  ed.pushUndoStop();
  ed.executeEdits("insert-media", edits);
  ed.pushUndoStop();
  ed.focus();
}
