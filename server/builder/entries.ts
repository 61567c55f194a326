// The builder's own entry modules: they import a page through SITE_IMPORT_PREFIX and mount, hydrate or render it.
import { isPostPage } from "@common/page-routes";
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

/**
 * Renders the page in the browser; errors show in the frame instead of a blank page. The post page shows
 * the newest post (an empty slug when there is none).
 */
export function previewEntry(pagePath: string): string {
  const content = isPostPage(pagePath) ? `import { posts } from "webcraft:content";\n` : "";
  const props = isPostPage(pagePath) ? `{ params: { slug: posts.length > 0 ? posts[0].slug : "" } }` : "null";
  return `import { Component, createElement } from "react";
import { createRoot } from "react-dom/client";
${content}import Page from ${pageImport(pagePath)};

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

createRoot(document.getElementById("root")).render(createElement(Boundary, null, createElement(Page, ${props})));
`;
}

/** The attribute of the root element that holds a post page's params as JSON. */
export const PARAMS_ATTRIBUTE = "data-params";

/** Hydrates the prerendered markup of one published page (a post page with the params it was rendered with). */
export function clientEntry(pagePath: string): string {
  return `import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import Page from ${pageImport(pagePath)};

const root = document.getElementById("root");
const params = root.getAttribute(${JSON.stringify(PARAMS_ATTRIBUTE)});
hydrateRoot(root, params === null ? createElement(Page) : createElement(Page, { params: JSON.parse(params) }));
`;
}

/** The global the prerender bundle sets in its V8 context. */
export const PRERENDER_GLOBAL = "__webcraftPrerender";

/** What renderAll is asked for: a page by its path, or the post page for one post ("pages/blog/[slug].jsx#hello"). */
export function renderKey(pagePath: string, slug?: string): string {
  return slug === undefined ? pagePath : `${pagePath}#${slug}`;
}

/**
 * `loadAll()` starts every page's module, each error kept against its page; `renderAll(keys)` then renders
 * the pages named by the JSON array `keys` (see renderKey) to a JSON string
 * { [key]: { html, reads, meta } | { error } }, where `reads` are the slugs whose HTML the render read. Between the
 * two the sandbox lets the promises the modules started settle, so what a page prepares as it loads is
 * there when it renders. The post page gets `params.slug`.
 */
export function serverEntry(pagePaths: string[]): string {
  const loaders = pagePaths.map((path) => `  [${JSON.stringify(path)}, () => require(${pageImport(path)})],`);
  return `import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { __takeContentReads } from "webcraft:content";

const stringify = JSON.stringify;
const parse = JSON.parse;
const describe = (error) => String((error && error.message) || error);
const pages = [
${loaders.join("\n")}
];
const loaded = pages.map(() => null);
let loadReads = [];
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
  // What a page reads as it loads counts for every page.
  loadReads = __takeContentReads();
}

function render(index, params) {
  const module = loaded[index];
  if (module === null || module.error !== undefined) {
    return { error: module === null ? "The page was not loaded" : module.error };
  }
  const { Page } = module;
  if (typeof Page !== "function" && (typeof Page !== "object" || Page === null)) {
    return { error: "The page does not default-export a React component" };
  }
  try {
    __takeContentReads();
    const html = renderToString(params === undefined ? createElement(Page) : createElement(Page, { params }));
    return { html, reads: [...loadReads, ...__takeContentReads()], meta: module.meta };
  } catch (error) {
    return { error: describe(error) };
  }
}

export function renderAll(keysJson) {
  const results = {};
  for (const key of parse(keysJson)) {
    const hash = key.indexOf("#");
    const path = hash < 0 ? key : key.slice(0, hash);
    const index = pages.findIndex(([pagePath]) => pagePath === path);
    if (index < 0) results[key] = { error: "No such page" };
    else results[key] = render(index, hash < 0 ? undefined : { slug: key.slice(hash + 1) });
  }
  return stringify(results);
}
`;
}
