// Site scripts parsed with source offsets, for what the preview marks as editable and for writing edits back.
import { type ParserOptions, parse } from "@babel/parser";
import type { File, Node } from "@babel/types";
import { extensionOf } from "@common/files";

type Plugins = NonNullable<ParserOptions["plugins"]>;

const PLUGINS: Record<string, Plugins> = {
  js: ["jsx"],
  jsx: ["jsx"],
  mjs: ["jsx"],
  cjs: ["jsx"],
  ts: ["typescript"],
  mts: ["typescript"],
  cts: ["typescript"],
  tsx: ["jsx", "typescript"],
};

/** Whether a file is a script whose words and strings can be edited on the page. */
export function isEditableScript(path: string): boolean {
  return extensionOf(path) in PLUGINS;
}

/** The file's syntax tree; throws (a SyntaxError with the position) when it does not parse. */
export function parseScript(path: string, content: string): File {
  return parse(content, { sourceType: "module", plugins: PLUGINS[extensionOf(path)] ?? ["jsx"] });
}

const SKIPPED_KEYS = new Set(["loc", "extra", "leadingComments", "trailingComments", "innerComments", "comments"]);

/** Every node of a tree with its parent and the parent's key holding it, parents first. */
export function* walk(
  node: Node,
  parent: Node | null = null,
  key = "",
): Generator<{ node: Node; parent: Node | null; key: string }> {
  yield { node, parent, key };
  for (const [childKey, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(childKey) || value === null || typeof value !== "object") continue;
    const children: unknown[] = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (isNode(child)) yield* walk(child, node, childKey);
    }
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}
