// For the write-back tests: find a literal by the words around it, and build a page to see what it shows.
import { createRequire } from "node:module";
import { transformSync } from "esbuild";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type EditableLiteral, editableSource } from "../../builder/editable/editable-literals";

const require = createRequire(import.meta.url);

/** The editable literal whose source contains `marker` (the first one, innermost). */
export function literalAt(path: string, content: string, marker: string): EditableLiteral {
  const at = content.indexOf(marker);
  if (at < 0) throw new Error(`"${marker}" is not in the source`);
  const found = editableSource(path, content)
    .literals.filter((literal) => literal.start <= at && at + marker.length <= literal.end)
    .sort((a, b) => a.end - a.start - (b.end - b.start))[0];
  if (found === undefined) throw new Error(`No editable literal holds "${marker}"`);
  return found;
}

/** The HTML a page module renders, compiled as the builder compiles it. */
export function renderPage(path: string, content: string): string {
  const loader = path.endsWith(".tsx") ? "tsx" : path.endsWith(".ts") ? "ts" : "jsx";
  const { code } = transformSync(content, { loader, format: "cjs", jsx: "automatic" });
  const module = { exports: {} as { default?: FunctionComponent } };
  new Function("require", "module", "exports", code)(require, module, module.exports);
  const Page = module.exports.default;
  if (Page === undefined) throw new Error("The page exports no component");
  return renderToStaticMarkup(createElement(Page));
}
