// The site runtime `webcraft` (runtime/): components a site imports by that name, bundled like the site's own
// code and sharing its React. The runtime reads what the build knows of the site from modules the builder
// writes for each build: "webcraft:site" (the library's media, whether it is a preview, whether the site
// has a shop) and "webcraft:shop" (the shop and its products, apart so that only the pages that show
// products carry them).
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import type { Loader, OnLoadResult } from "esbuild";
import type { BundleMode } from "./loaders";
import type { ShopFacts } from "./shop-facts";

const SITE_FACTS = "webcraft:site";
const SHOP_FACTS = "webcraft:shop";

/**
 * The media library as the runtime sees it: by path under /media/, the file's width, height and the widths
 * of its WebP copies. Only the files the site's code names (it ships to visitors).
 */
export type MediaManifest = Record<string, [number, number, number[]]>;

/** What a build tells the runtime about the site (see "webcraft:site" in runtime/site-facts.d.ts). */
export type RuntimeFacts = { media: MediaManifest; shop: ShopFacts | null };

type RuntimeModule = { contents: string; loader: Loader };

// Beside this module under tsx; beside the bundled worker, where scripts/build-server.mjs copies the folder.
const RUNTIME_DIR = new URL("./runtime/", import.meta.url);
let modules: Map<string, RuntimeModule> | undefined;

/** The runtime's modules by name ('webcraft', 'form', 'shop/cart'), read once per worker. */
function runtimeModules(): Map<string, RuntimeModule> {
  modules ??= new Map(
    readdirSync(RUNTIME_DIR, { recursive: true, encoding: "utf8" })
      .map((name) => name.replaceAll("\\", "/"))
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
      .map((name): [string, RuntimeModule] => [
        name.replace(/\.tsx?$/, ""),
        { contents: readFileSync(new URL(name, RUNTIME_DIR), "utf8"), loader: name.endsWith(".tsx") ? "tsx" : "ts" },
      ]),
  );
  return modules;
}

const ENTRY = "webcraft";
// What webcraft.ts says, one line an export: `export { Form } from "./form";`.
const ENTRY_EXPORT = /^export \{ ([\w$]+) \} from "(\.\/[\w/-]+)";$/gm;
// An import (or re-export) of named things from "webcraft" in a site file, with or without a default.
const NAMED_IMPORT = /\b(?:import|export)\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']webcraft["']/g;
const ANY_IMPORT = /["']webcraft["']/g;

/** The runtime's exports and the modules that hold them, by webcraft.ts. */
function entryExports(): Map<string, string> {
  const source = runtimeModules().get(ENTRY)?.contents ?? "";
  return new Map([...source.matchAll(ENTRY_EXPORT)].map((match) => [match[1] ?? "", match[2] ?? ""]));
}

/**
 * The runtime module a site file's `import … from "webcraft"` loads: one that exports only the names the
 * file imports ("webcraft?Form,Image"). esbuild puts a module in the chunk of every page whose imports
 * reach it, so through the whole of webcraft.ts every page would carry every component another page uses.
 * A file that imports it in another way (a namespace, a name webcraft does not have) gets all of it.
 */
export function runtimeEntryFor(importerSource: string): string {
  const statements = [...importerSource.matchAll(NAMED_IMPORT)];
  if (statements.length !== [...importerSource.matchAll(ANY_IMPORT)].length) return ENTRY;
  const names = statements.flatMap((statement) =>
    (statement[1] ?? "")
      .split(",")
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
      )
      .filter((name) => name !== "" && !name.startsWith("type ")),
  );
  const exports = entryExports();
  if (names.some((name) => !exports.has(name))) return ENTRY;
  return `${ENTRY}?${[...new Set(names)].sort().join(",")}`;
}

/** The source of "webcraft?Form,Image": those exports of webcraft.ts and no others. */
function entryFor(path: string): RuntimeModule | undefined {
  const exports = entryExports();
  const names = path
    .slice(ENTRY.length + 1)
    .split(",")
    .filter((name) => exports.has(name));
  const lines = names.map((name) => `export { ${name} } from "${exports.get(name)}";`);
  return { contents: `${lines.join("\n")}\n`, loader: "ts" };
}

/**
 * An import written in the runtime module `importer`: a module of the runtime beside or above it ('./form',
 * '../image'), the build's facts, or undefined (a package).
 */
export function resolveRuntimeImport(specifier: string, importer: string): string | undefined {
  if (specifier === SITE_FACTS || specifier === SHOP_FACTS) return specifier;
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const name = posix.join(posix.dirname(importer), specifier);
  return runtimeModules().has(name) ? name : undefined;
}

export function loadRuntimeModule(path: string, mode: BundleMode, facts: RuntimeFacts): OnLoadResult {
  if (path === SITE_FACTS) {
    const contents = [
      `export const media = ${JSON.stringify(facts.media)};`,
      `export const isPreview = ${mode === "preview"};`,
      `export const hasShop = ${facts.shop !== null};`,
      "",
    ].join("\n");
    return { contents, loader: "js" };
  }
  if (path === SHOP_FACTS) return { contents: `export const shop = ${JSON.stringify(facts.shop)};\n`, loader: "js" };
  const module = path.startsWith(`${ENTRY}?`) ? entryFor(path) : runtimeModules().get(path);
  return module === undefined ? { errors: [{ text: `Unknown runtime module ${path}` }] } : module;
}
