// The site runtime `webcraft` (runtime/): components a site imports by that name, bundled like the site's own
// code and sharing its React. The runtime reads what the build knows of the site from the module
// "webcraft:site", which the builder writes for each build: the library's media and whether it is a preview.
import { readdirSync, readFileSync } from "node:fs";
import type { Loader, OnLoadResult } from "esbuild";
import type { BundleMode } from "./loaders";

const SITE_FACTS = "webcraft:site";

/**
 * The media library as the runtime sees it: by path under /media/, the file's width, height and the widths
 * of its WebP copies. Only the files the site's code names (it ships to visitors).
 */
export type MediaManifest = Record<string, [number, number, number[]]>;

type RuntimeModule = { contents: string; loader: Loader };

// Beside this module under tsx; beside the bundled worker, where scripts/build-server.mjs copies the folder.
const RUNTIME_DIR = new URL("./runtime/", import.meta.url);
let modules: Map<string, RuntimeModule> | undefined;

/** The runtime's modules by name ('webcraft', 'form'), read once per worker. */
function runtimeModules(): Map<string, RuntimeModule> {
  modules ??= new Map(
    readdirSync(RUNTIME_DIR)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
      .map((name): [string, RuntimeModule] => [
        name.replace(/\.tsx?$/, ""),
        { contents: readFileSync(new URL(name, RUNTIME_DIR), "utf8"), loader: name.endsWith(".tsx") ? "tsx" : "ts" },
      ]),
  );
  return modules;
}

/** An import written in a runtime module: its sibling ('./form'), the build's facts, or undefined (a package). */
export function resolveRuntimeImport(specifier: string): string | undefined {
  if (specifier === SITE_FACTS) return SITE_FACTS;
  if (specifier.startsWith("./") && runtimeModules().has(specifier.slice(2))) return specifier.slice(2);
  return undefined;
}

export function loadRuntimeModule(path: string, mode: BundleMode, media: MediaManifest): OnLoadResult {
  if (path === SITE_FACTS) {
    const contents = `export const media = ${JSON.stringify(media)};\nexport const isPreview = ${mode === "preview"};\n`;
    return { contents, loader: "js" };
  }
  const module = runtimeModules().get(path);
  return module === undefined ? { errors: [{ text: `Unknown runtime module ${path}` }] } : module;
}
