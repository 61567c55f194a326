// Decides what an import written in a site file may refer to. Pure: no file system, no esbuild state.
import { isBuiltin } from "node:module";
import type { ImportKind } from "esbuild";

/** The packages site code may import (docs/product.md#publish); everything else must be one of the site's own files. */
export const SITE_PACKAGES: readonly string[] = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
];

/**
 * The web font packages the builder provides (site-fonts.ts, docs/decisions/024): a stylesheet imports one
 * by its npm name (`@import "@fontsource-variable/lora";`) and the build serves its latin woff2 files from
 * the site's own origin. Installed with the server; a name not listed here is refused like any package.
 */
export const SITE_FONT_PACKAGES: readonly string[] = [
  "@fontsource-variable/archivo",
  "@fontsource-variable/fraunces",
  "@fontsource-variable/jost",
  "@fontsource-variable/lora",
  "@fontsource-variable/nunito",
  "@fontsource-variable/source-sans-3",
  "@fontsource-variable/space-grotesk",
  "@fontsource/ibm-plex-mono",
];

/** The font package a specifier names and the rest of it ("" for the package itself), else undefined. */
export function fontPackageOf(specifier: string): { name: string; rest: string } | undefined {
  const name = SITE_FONT_PACKAGES.find((each) => specifier === each || specifier.startsWith(`${each}/`));
  return name === undefined ? undefined : { name, rest: specifier.slice(name.length + 1) };
}

/** The site runtime's modules (site-runtime.ts), which the builder provides from its own sources. */
export const RUNTIME_MODULES: readonly string[] = ["webcraft", "webcraft:content"];

/** esbuild's default resolve order, so `./Layout` finds Layout.jsx as any bundler would. */
const EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", ".css", ".json"];
const CSS_KINDS: ReadonlySet<ImportKind> = new Set(["import-rule", "url-token", "composes-from"]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse.
const CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BUILTIN_REASON = "Node built-in modules are not available to site code";

export type SiteResolution =
  | { type: "site"; path: string }
  | { type: "package"; specifier: string }
  | { type: "runtime"; specifier: string }
  | { type: "font"; specifier: string }
  | { type: "external" }
  | { type: "refused"; reason: string }
  | { type: "missing"; reason: string };

function refusal(specifier: string, reason: string): SiteResolution {
  return { type: "refused", reason: `Import "${specifier}" refused: ${reason}` };
}

/**
 * Resolves `specifier`, written in the site file `importer`, against the site's files (`hasFile`).
 * Only relative paths inside the site and the exact SITE_PACKAGES and RUNTIME_MODULES names get through; CSS `url()`
 * may also keep web URLs (https:, data:, #fragment) that the visitor's browser loads.
 */
export function resolveSiteImport(
  specifier: string,
  importer: string,
  kind: ImportKind,
  hasFile: (path: string) => boolean,
): SiteResolution {
  if (specifier === "") return refusal(specifier, "the path is empty");
  if (CONTROL.test(specifier)) return refusal(specifier, "control characters are not allowed");
  if (specifier.includes("\\")) return refusal(specifier, "backslashes are not allowed; separate folders with '/'");
  let path = specifier;
  if (kind === "url-token") {
    if (specifier.startsWith("#") || /^(https?:\/\/|data:)/i.test(specifier)) return { type: "external" };
    path = specifier.replace(/[?#].*$/, "");
  }
  if (path.includes("%")) return refusal(specifier, "URL-encoded paths are not allowed");
  // `webcraft:content` looks like a URL; it is the one runtime module with a colon, for code only.
  if (specifier === "webcraft:content" && !CSS_KINDS.has(kind)) return { type: "runtime", specifier };
  const scheme = SCHEME.exec(path)?.[1]?.toLowerCase();
  if (scheme === "node") return refusal(specifier, BUILTIN_REASON);
  if (scheme !== undefined) {
    return refusal(specifier, `"${scheme}:" URLs cannot be imported; import the site's files with a relative path`);
  }
  if (path.startsWith("/")) {
    return refusal(specifier, "absolute paths are not allowed; use a relative path such as ./components/Layout.jsx");
  }
  if (path.startsWith("~")) return refusal(specifier, "home-folder paths are not allowed");
  // A provided font's stylesheet, from code or CSS, or one of its files from the stylesheet's url().
  if (fontPackageOf(path) !== undefined) return { type: "font", specifier: path };
  if (path.startsWith("@fontsource")) {
    return refusal(specifier, `the fonts a site can import are ${SITE_FONT_PACKAGES.join(", ")}`);
  }
  const isRelative = path === "." || path === ".." || path.startsWith("./") || path.startsWith("../");
  // CSS reads `url(logo.png)` and `@import "theme.css"` as relative to the stylesheet.
  if (isRelative || CSS_KINDS.has(kind)) return siteFile(specifier, path, importer, hasFile);
  if (SITE_PACKAGES.includes(specifier)) return { type: "package", specifier };
  if (RUNTIME_MODULES.includes(specifier)) return { type: "runtime", specifier };
  if (isBuiltin(specifier)) return refusal(specifier, BUILTIN_REASON);
  const allowed = [...RUNTIME_MODULES, ...SITE_PACKAGES].join(", ");
  return refusal(specifier, `site code may import only its own files and ${allowed}`);
}

function siteFile(
  specifier: string,
  path: string,
  importer: string,
  hasFile: (path: string) => boolean,
): SiteResolution {
  const folders = importer.split("/").slice(0, -1);
  const segments = path.split("/");
  for (const [index, segment] of segments.entries()) {
    if (segment === "" && index < segments.length - 1) return refusal(specifier, "empty folder names are not allowed");
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (folders.length === 0) return refusal(specifier, "the path leads outside the site");
      folders.pop();
    } else {
      folders.push(segment);
    }
  }
  const target = folders.join("/");
  const folder = target === "" ? "" : `${target}/`;
  const candidates = [
    ...(target !== "" && !path.endsWith("/") ? [target, ...EXTENSIONS.map((extension) => target + extension)] : []),
    ...EXTENSIONS.map((extension) => `${folder}index${extension}`),
  ];
  const found = candidates.find(hasFile);
  if (found !== undefined) return { type: "site", path: found };
  return { type: "missing", reason: `Could not find "${specifier}" among the site's files` };
}
