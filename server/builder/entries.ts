// The builder's own entry modules: they import a page through SITE_IMPORT_PREFIX and mount, hydrate or render it.
import { META_KEYS } from "./page-meta";

/** Builder entries import site files through this prefix, which site code cannot use (it is not relative). */
export const SITE_IMPORT_PREFIX = "@site/";

/** The builder entry that stands in for an allowed package in previews (see vendor.ts). */
export function shimEntry(specifier: string): string {
  return `vendor/${specifier}`;
}

function pageImport(pagePath: string): string {
  return JSON.stringify(`${SITE_IMPORT_PREFIX}${pagePath}`);
}

/** Renders the page in the browser; errors show in the frame instead of a blank page. */
export function previewEntry(pagePath: string): string {
  return `import { Component, createElement } from "react";
import { createRoot } from "react-dom/client";
import Page from ${pageImport(pagePath)};

const boxStyle = {
  margin: "1rem",
  padding: "1rem",
  border: "1px solid #fca5a5",
  borderRadius: ".5rem",
  background: "#fef2f2",
  color: "#991b1b",
  font: "13px/1.5 ui-monospace, monospace",
  whiteSpace: "pre-wrap",
};
function describe(error) {
  return "Preview Error: " + String((error && error.message) || error);
}
function show(error) {
  const box = document.createElement("pre");
  Object.assign(box.style, boxStyle);
  box.textContent = describe(error);
  document.body.prepend(box);
}
window.addEventListener("error", (event) => show(event.error || event.message));
window.addEventListener("unhandledrejection", (event) => show(event.reason));

class Boundary extends Component {
  constructor(props) {
    super(props);
    this.state = { error: null };
  }
  static getDerivedStateFromError(error) {
    return { error };
  }
  render() {
    if (this.state.error) return createElement("pre", { style: boxStyle }, describe(this.state.error));
    return this.props.children;
  }
}

createRoot(document.getElementById("root")).render(createElement(Boundary, null, createElement(Page)));
`;
}

/** Hydrates the prerendered markup of one published page. */
export function clientEntry(pagePath: string): string {
  return `import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import Page from ${pageImport(pagePath)};

hydrateRoot(document.getElementById("root"), createElement(Page));
`;
}

/** The global the prerender bundle sets in its V8 context. */
export const PRERENDER_GLOBAL = "__webcraftPrerender";

/**
 * `loadAll()` starts every page's module, each error kept against its page; `renderAll()` then renders each
 * page to a JSON string { [pagePath]: { html } | { error } }. Between the two the sandbox lets the promises
 * the modules started settle, so what a page prepares as it loads is there when it renders.
 */
export function serverEntry(pagePaths: string[]): string {
  const loaders = pagePaths.map((path) => `  [${JSON.stringify(path)}, () => require(${pageImport(path)})],`);
  return `import { createElement } from "react";
import { renderToString } from "react-dom/server";

const stringify = JSON.stringify;
const describe = (error) => String((error && error.message) || error);
const pages = [
${loaders.join("\n")}
];
const loaded = pages.map(() => null);
const META_KEYS = ${JSON.stringify(META_KEYS)};

// The page's \`meta\` export, known keys only: text and true/false as they are, any other value as {} (which
// the server reports as the wrong kind).
function metaOf(module) {
  const meta = module.meta;
  if (typeof meta !== "object" || meta === null) return undefined;
  const copy = {};
  for (const key of META_KEYS) {
    const value = meta[key];
    if (value === undefined || value === null) continue;
    copy[key] = typeof value === "string" || typeof value === "boolean" ? value : {};
  }
  return copy;
}

export function loadAll() {
  pages.forEach(([, load], index) => {
    try {
      const module = load();
      loaded[index] = { Page: module.default, meta: metaOf(module) };
    } catch (error) {
      loaded[index] = { error: describe(error) };
    }
  });
}

export function renderAll() {
  const results = {};
  pages.forEach(([path], index) => {
    const module = loaded[index];
    if (module === null || module.error !== undefined) {
      results[path] = { error: module === null ? "The page was not loaded" : module.error };
      return;
    }
    const { Page } = module;
    if (typeof Page !== "function" && (typeof Page !== "object" || Page === null)) {
      results[path] = { error: "The page does not default-export a React component" };
      return;
    }
    try {
      results[path] = { html: renderToString(createElement(Page)), meta: module.meta };
    } catch (error) {
      results[path] = { error: describe(error) };
    }
  });
  return stringify(results);
}
`;
}
