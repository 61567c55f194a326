import { Editor, type OnMount } from "@monaco-editor/react";
import type { editor } from "monaco-editor";
import { useCallback, useEffect, useId, useMemo, useRef } from "react";
import { EDITOR_FORMAT_ON_MOUNT_MS, EDITOR_TAB_SIZE } from "../../../../../common/constants";
import { editorLanguageOf } from "../../lib/editor-language";
import { formatForSave, usesEditorFormatter } from "../../lib/format";
import { type CodeEditorProps, EditorSkeleton } from "./code-editor";
import { BASE_EDITOR_OPTIONS, modelUri } from "./editor-options";
import { monaco } from "./monaco-setup";
import { useEditorTheme } from "./use-editor-theme";

const FORMAT_ACTION = "editor.action.formatDocument";

async function runStandardFormatter(ed: editor.IStandaloneCodeEditor) {
  const action = ed.getAction(FORMAT_ACTION);
  if (action?.isSupported()) await action.run();
}

/** SPEC §5 save shortcut: the JSON and empty-file rules, else the language's own formatter. */
async function formatForSaveInEditor(ed: editor.IStandaloneCodeEditor, path: string): Promise<string> {
  const model = ed.getModel();
  if (!model) return ed.getValue();
  const current = model.getValue();
  if (usesEditorFormatter(path, current)) {
    await runStandardFormatter(ed);
  } else {
    const next = formatForSave(path, current);
    if (next !== current) {
      ed.pushUndoStop();
      ed.executeEdits("format-on-save", [{ range: model.getFullModelRange(), text: next, forceMoveMarkers: true }]);
      ed.pushUndoStop();
    }
  }
  return ed.getValue();
}

export function MonacoCodeEditor({ path, value, onChange, onSaveShortcut, height, readOnly = false }: CodeEditorProps) {
  const theme = useEditorTheme();
  const uri = modelUri(useId(), path);
  // Monaco keeps the callbacks it was given at mount; these refs always hold the latest props.
  const latest = useRef({ path, onChange, onSaveShortcut });
  latest.current = { path, onChange, onSaveShortcut };
  const formatTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(formatTimer.current), []);
  const handleChange = useCallback((next: string | undefined) => latest.current.onChange(next ?? ""), []);
  const options = useMemo(
    () => ({ ...BASE_EDITOR_OPTIONS, readOnly, domReadOnly: readOnly, ariaLabel: path }),
    [readOnly, path],
  );

  const handleMount: OnMount = (ed) => {
    ed.getModel()?.updateOptions({ tabSize: EDITOR_TAB_SIZE, indentSize: EDITOR_TAB_SIZE, insertSpaces: true });
    if (readOnly) return;
    ed.addAction({
      id: "webcraft.formatAndSave",
      label: "Format and Save",
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS],
      run: async () => {
        const formatted = await formatForSaveInEditor(ed, latest.current.path);
        latest.current.onChange(formatted);
        latest.current.onSaveShortcut?.(formatted);
      },
    });
    formatTimer.current = setTimeout(() => void runStandardFormatter(ed), EDITOR_FORMAT_ON_MOUNT_MS);
  };

  return (
    <div data-slot="code-editor" className="overflow-hidden rounded-md border" style={{ height }}>
      <Editor
        // One editor per path: a new file mounts fresh (and is formatted on mount, SPEC §2).
        key={uri}
        path={uri}
        language={editorLanguageOf(path)}
        value={value}
        onChange={handleChange}
        onMount={handleMount}
        theme={theme}
        height="100%"
        loading={<EditorSkeleton height="100%" />}
        options={options}
      />
    </div>
  );
}
