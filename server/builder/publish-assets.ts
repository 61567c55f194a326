// Turns the client bundle's output into published assets: content-hashed, shared across pages.
import { createHash } from "node:crypto";
import { posix } from "node:path";
import type { BuildResult, Metafile } from "esbuild";
import { OUT_DIR } from "./bundle-options";
import { PACKAGES_DIR } from "./host-packages";
import { imageContentType } from "./loaders";

export type WorkerAsset = { path: string; content: Uint8Array; contentType: string };
/** What one page's HTML links to, as absolute URLs. */
export type PageLinks = { script: string; styles: string[]; preloads: string[]; fonts: string[] };

const TEXT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/** The provided web fonts (site-fonts.ts) are woff2 only. */
const FONT_TYPES: Record<string, string> = { ".woff2": "font/woff2" };

export function contentTypeOf(path: string): string {
  const extension = posix.extname(path);
  return TEXT_TYPES[extension] ?? FONT_TYPES[extension] ?? imageContentType(path) ?? "application/octet-stream";
}

function outPath(absolute: string): string {
  return posix.relative(OUT_DIR, absolute);
}

// Metafile keys are relative to esbuild's working folder; asset paths are relative to OUT_DIR.
function metaKey(path: string): string {
  return posix.relative(PACKAGES_DIR, posix.join(OUT_DIR, path));
}

function assetPath(key: string): string {
  return posix.relative(OUT_DIR, posix.resolve(PACKAGES_DIR, key));
}

/**
 * esbuild writes one stylesheet per entry even when pages share every rule; naming stylesheets by their
 * content makes identical ones one asset that browsers cache across pages.
 */
export function collectAssets(
  result: BuildResult<{ metafile: true; write: false }>,
  vendor: { path: string; contents: Uint8Array },
): {
  assets: WorkerAsset[];
  linksFor: (entryPoint: string) => PageLinks;
} {
  const assets = new Map<string, WorkerAsset>();
  assets.set(vendor.path, { path: vendor.path, content: vendor.contents, contentType: contentTypeOf(vendor.path) });
  const renamed = new Map<string, string>();
  for (const file of result.outputFiles) {
    let path = outPath(file.path);
    if (path.endsWith(".css")) {
      const hash = createHash("sha256").update(file.contents).digest("hex").slice(0, 10);
      renamed.set(path, `assets/style-${hash}.css`);
      path = `assets/style-${hash}.css`;
    }
    assets.set(path, { path, content: file.contents, contentType: contentTypeOf(path) });
  }
  const outputs = result.metafile.outputs;
  const byEntry = new Map<string, [string, Metafile["outputs"][string]]>();
  for (const [key, output] of Object.entries(outputs)) {
    if (output.entryPoint !== undefined) byEntry.set(output.entryPoint, [key, output]);
  }
  return {
    assets: [...assets.values()],
    linksFor(entryPoint) {
      const [key, output] = byEntry.get(entryPoint) ?? [];
      if (key === undefined || output === undefined) throw new Error(`No output for ${entryPoint}`);
      const script = assetPath(key);
      const css = output.cssBundle === undefined ? undefined : assetPath(output.cssBundle);
      const style = css === undefined ? undefined : (renamed.get(css) ?? css);
      return {
        fonts: css === undefined ? [] : uprightFonts(outputs, css).map((path) => `/${path}`),
        script: `/${script}`,
        styles: style === undefined ? [] : [`/${style}`],
        // Every page hydrates with React from the vendor module, which the bundle imports as an external.
        preloads: [vendor.path, ...staticImports(outputs, script)].map((path) => `/${path}`),
      };
    },
  };
}

/**
 * The upright (not italic) web fonts a stylesheet names: the page preloads them, so they arrive with the
 * stylesheet instead of after it, and text seldom shows in its fallback first.
 */
function uprightFonts(outputs: Metafile["outputs"], stylesheet: string): string[] {
  const imports = outputs[metaKey(stylesheet)]?.imports ?? [];
  return imports
    .map((imported) => assetPath(imported.path))
    .filter((path) => path.endsWith(".woff2") && !/-italic-[^/]*$/.test(path));
}

/** Every chunk an entry reaches through static imports, so the browser fetches them in parallel. */
function staticImports(outputs: Metafile["outputs"], entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    for (const imported of outputs[metaKey(current)]?.imports ?? []) {
      if (imported.external || imported.kind !== "import-statement") continue;
      const path = assetPath(imported.path);
      if (!seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return [...seen];
}
