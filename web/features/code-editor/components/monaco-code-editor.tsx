import { EDITOR_FORMAT_ON_MOUNT_MS, EDITOR_TAB_SIZE } from "@common/constants";
import { Editor, type OnMount } from "@monaco-editor/react";
import type { editor } from "monaco-editor";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { editorLanguageOf } from "../lib/editor-language";
import { formatForSave, usesEditorFormatter } from "../lib/format";
import { type CodeEditorProps, EditorSkeleton } from "./code-editor";
import { BASE_EDITOR_OPTIONS, modelUri } from "./editor-options";
import { insertMediaIn } from "./insert-media";
import { monaco } from "./monaco-setup";
import { useEditorTheme } from "./use-editor-theme";

const FORMAT_ACTION = "editor.action.formatDocument";

/**
 * Where the editor is on its way to showing a settled text, as `data-state`: Monaco loading, mounted and
 * waiting to format, formatting (its language worker may take seconds to start), or ready. Tests wait on it.
 */
type EditorState = "loading" | "waiting" | "formatting" | "ready";
/** The source Monaco's format action names when it applies its edits (`executeEdits(source, …)`). */
const FORMAT_EDIT_SOURCE = "formatEditsCommand";

/** Languages Monaco has a formatter for; their formatters register when the language's code has loaded. */
const FORMATTED_LANGUAGES = new Set(["javascript", "typescript", "json", "css", "scss", "less", "html"]);
/** How long to wait for a language's formatter to register (its code loads lazily, slowly on a busy machine). */
const FORMATTER_WAIT_MS = 15_000;

/** The format action once it can run: at once for most, after its language's code has loaded for some; else null. */
async function formatAction(ed: editor.IStandaloneCodeEditor) {
  const deadline = Date.now() + FORMATTER_WAIT_MS;
  for (;;) {
    const action = ed.getAction(FORMAT_ACTION);
    if (action?.isSupported()) return action;
    const language = ed.getModel()?.getLanguageId();
    if (!language || !FORMATTED_LANGUAGES.has(language) || Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runStandardFormatter(ed: editor.IStandaloneCodeEditor) {
  const action = await formatAction(ed);
  // No formatter for the language, or one that fails: the text stays as it is.
  await action?.run().catch(() => undefined);
}

/**
 * Runs the formatter with `whileApplying` set around the one call by which it changes the text (Monaco's
 * format action applies its edits through the editor's `executeEdits`, naming itself as the source), so
 * exactly those changes can be told from the user's, however the user's arrive (keys, paste, drop, IME,
 * EditContext), and from any other edit made while the formatter waits for its worker.
 */
async function runFormatterMarked(ed: editor.IStandaloneCodeEditor, whileApplying: { current: boolean }) {
  const executeEdits = ed.executeEdits;
  ed.executeEdits = (...args) => {
    if (args[0] !== FORMAT_EDIT_SOURCE) return executeEdits.apply(ed, args);
    whileApplying.current = true;
    try {
      return executeEdits.apply(ed, args);
    } finally {
      whileApplying.current = false;
    }
  };
  try {
    await runStandardFormatter(ed);
  } finally {
    ed.executeEdits = executeEdits;
  }
}

/** The save shortcut (docs/product.md#code-editor): the JSON and empty-file rules, else the language's own formatter. */
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

function applyModelOptions(ed: editor.IStandaloneCodeEditor) {
  ed.getModel()?.updateOptions({ tabSize: EDITOR_TAB_SIZE, indentSize: EDITOR_TAB_SIZE, insertSpaces: true });
}

/** Scrolls a line into the middle of the editor and puts the cursor at its first character. */
function revealLineIn(ed: editor.IStandaloneCodeEditor, line: number) {
  const model = ed.getModel();
  if (!model) return;
  const lineNumber = Math.min(Math.max(1, Math.floor(line)), model.getLineCount());
  const column = model.getLineFirstNonWhitespaceColumn(lineNumber) || 1;
  ed.setPosition({ lineNumber, column });
  ed.revealLineInCenter(lineNumber);
  ed.focus();
}

export function MonacoCodeEditor({
  path,
  value,
  onChange,
  onSaveShortcut,
  quietFormatOnMount = false,
  height,
  readOnly = false,
  readOnlyMessage,
  revealLine,
  handleRef,
}: CodeEditorProps) {
  const theme = useEditorTheme();
  const uri = modelUri(useId(), path);
  const [state, setState] = useState<EditorState>("loading");
  // Monaco keeps the callbacks it was given at mount; these refs always hold the latest props.
  const latest = useRef({ path, onChange, onSaveShortcut, readOnly });
  latest.current = { path, onChange, onSaveShortcut, readOnly };
  const formatTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(formatTimer.current), []);
  // With quietFormatOnMount, formatting on mount tidies what is shown without making the file a
  // draft: the formatter's own edit is not reported. The next real edit reports the whole (formatted) text.
  const isApplyingQuietFormat = useRef(false);
  const editedByUser = useRef(false);
  const handleChange = useCallback((next: string | undefined) => {
    if (isApplyingQuietFormat.current) return;
    editedByUser.current = true;
    latest.current.onChange(next ?? "");
  }, []);
  const options = useMemo(
    () => ({
      ...BASE_EDITOR_OPTIONS,
      readOnly,
      domReadOnly: readOnly,
      ...(readOnlyMessage ? { readOnlyMessage: { value: readOnlyMessage } } : {}),
      ariaLabel: path,
    }),
    [readOnly, readOnlyMessage, path],
  );

  // A new path (a file renamed, or a name typed in a create dialog) gets a model of its own from
  // @monaco-editor/react; the one it replaces is ours to dispose, so no stale copy is ever reused.
  const editorRef = useRef<editor.IStandaloneCodeEditor | null>(null);
  const shownUri = useRef(uri);
  useEffect(() => {
    const ed = editorRef.current;
    if (!ed || shownUri.current === uri) return;
    const previous = monaco.editor.getModel(monaco.Uri.parse(shownUri.current));
    shownUri.current = uri;
    applyModelOptions(ed);
    if (previous && previous !== ed.getModel()) previous.dispose();
  }, [uri]);

  // A line asked for before Monaco mounted is revealed by handleMount; later changes here.
  const revealRef = useRef(revealLine);
  revealRef.current = revealLine;
  useEffect(() => {
    if (editorRef.current && revealLine !== undefined) revealLineIn(editorRef.current, revealLine);
  }, [revealLine]);

  useEffect(() => {
    if (!handleRef) return;
    return () => {
      handleRef.current = null;
    };
  }, [handleRef]);

  const handleMount: OnMount = (ed) => {
    editorRef.current = ed;
    if (handleRef) {
      handleRef.current = {
        insertMedia: (media) => {
          if (!latest.current.readOnly) insertMediaIn(ed, latest.current.path, media);
        },
      };
    }
    applyModelOptions(ed);
    if (revealRef.current !== undefined) revealLineIn(ed, revealRef.current);
    ed.addAction({
      id: "webcraft.formatAndSave",
      label: "Format and Save",
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS],
      run: async () => {
        // Still taken from the browser (no "Save page as"), but a read-only editor neither formats nor
        // saves: it may have turned read-only after mounting (the user's role arrived).
        if (latest.current.readOnly) return;
        const formatted = await formatForSaveInEditor(ed, latest.current.path);
        latest.current.onChange(formatted);
        latest.current.onSaveShortcut?.(formatted);
      },
    });
    if (readOnly) return setState("ready");
    setState("waiting");
    formatTimer.current = setTimeout(() => {
      setState("formatting");
      const done = () => setState("ready");
      if (!quietFormatOnMount) return void runStandardFormatter(ed).finally(done);
      void runFormatterMarked(ed, isApplyingQuietFormat)
        .then(() => {
          // The user typed before the formatting landed: the draft is the text as it now stands. An editor
          // closed meanwhile (its language worker can take seconds to start) has no text: its last change
          // was reported when it was made.
          if (editedByUser.current && ed.getModel()) latest.current.onChange(ed.getValue());
        })
        .finally(done);
    }, EDITOR_FORMAT_ON_MOUNT_MS);
  };

  return (
    <div data-slot="code-editor" data-state={state} className="overflow-hidden rounded-md border" style={{ height }}>
      <Editor
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
