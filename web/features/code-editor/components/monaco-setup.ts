// Self-hosted Monaco (docs/decisions/006): the editor core, the editor's languages and their workers are
// bundled by Vite into lazy chunks, so nothing loads from a CDN and `script-src 'self'` holds.
import { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/register.all";
import "monaco-editor/languages/definitions/css/register";
import "monaco-editor/languages/definitions/html/register";
import "monaco-editor/languages/definitions/javascript/register";
import "monaco-editor/languages/definitions/markdown/register";
import "monaco-editor/languages/definitions/typescript/register";
import "monaco-editor/languages/features/css/register";
import "monaco-editor/languages/features/html/register";
import "monaco-editor/languages/features/json/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import CssWorker from "monaco-editor/languages/features/css/css.worker?worker";
import HtmlWorker from "monaco-editor/languages/features/html/html.worker?worker";
import JsonWorker from "monaco-editor/languages/features/json/json.worker?worker";
import {
  JsxEmit,
  javascriptDefaults,
  ModuleKind,
  ModuleResolutionKind,
  ScriptTarget,
  typescriptDefaults,
} from "monaco-editor/languages/features/typescript/register";
import TsWorker from "monaco-editor/languages/features/typescript/ts.worker?worker";
import { EDITOR_THEMES } from "./monaco-themes";

type WorkerConstructor = new () => Worker;

const WORKER_BY_LABEL: Record<string, WorkerConstructor> = {
  json: JsonWorker,
  css: CssWorker,
  scss: CssWorker,
  less: CssWorker,
  html: HtmlWorker,
  handlebars: HtmlWorker,
  razor: HtmlWorker,
  typescript: TsWorker,
  javascript: TsWorker,
};

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    const Worker = WORKER_BY_LABEL[label] ?? EditorWorker;
    return new Worker();
  },
};

// A site's pages are JSX modules whose imports resolve on the build server, not here: parse JSX,
// keep syntax errors, skip type checking so starter files show no false red squiggles.
for (const defaults of [javascriptDefaults, typescriptDefaults]) {
  defaults.setCompilerOptions({
    target: ScriptTarget.ESNext,
    module: ModuleKind.ESNext,
    moduleResolution: ModuleResolutionKind.NodeJs,
    jsx: JsxEmit.Preserve,
    allowJs: true,
    allowNonTsExtensions: true,
    esModuleInterop: true,
    resolveJsonModule: true,
  });
  defaults.setDiagnosticsOptions({ noSemanticValidation: true, noSyntaxValidation: false });
}

for (const [name, theme] of Object.entries(EDITOR_THEMES)) monaco.editor.defineTheme(name, theme);

loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]["monaco"] });

export { monaco };
