// The catch-all esbuild plugin: it owns every path, so nothing a site writes reaches the host's files.

import { extensionOf } from "@common/files";
import type { OnLoadArgs, OnLoadResult, OnResolveArgs, OnResolveResult, Plugin } from "esbuild";
import { CONTENT_MODULE, contentModule } from "./content-module";
import { tagEditableSource } from "./editable/source-tags";
import { SITE_IMPORT_PREFIX, shimEntry } from "./entries";
import {
  ENTRY_NAMESPACE,
  FONT_NAMESPACE,
  PACKAGE_NAMESPACE,
  RUNTIME_NAMESPACE,
  SITE_NAMESPACE,
} from "./esbuild-problems";
import { isPackageFile, packageEntry, resolvePackageImport } from "./host-packages";
import { resolveSiteImport } from "./import-policy";
import { type BundleMode, imageBytes, loaderFor } from "./loaders";
import type { SiteState } from "./site-cache";
import { FONT_PREVIEW_PREFIX, fontFile, fontStylesheet, isFontFile } from "./site-fonts";
import { loadRuntimeModule, resolveRuntimeImport, runtimeEntryFor } from "./site-runtime";
import { usesTailwind } from "./tailwind";

export type SitePluginOptions = {
  site: SiteState;
  mode: BundleMode;
  /** The builder's own entry modules by name; with preview shims ('vendor/react'), packages resolve to them. */
  entries: ReadonlyMap<string, string>;
  /** Compile Tailwind from scratch (publish) rather than from the warm compiler (preview). */
  freshTailwind: boolean;
  /** The published vendor module, which shims import and the bundle leaves as it is. */
  external?: string;
};

function failure(text: string): { errors: { text: string }[] } {
  return { errors: [{ text }] };
}

function siteModule(path: string, mode: BundleMode): OnResolveResult {
  if (loaderFor(path, mode) !== undefined) return { path, namespace: SITE_NAMESPACE };
  return failure(`Cannot import ${path}: files of type .${extensionOf(path) || "(none)"} cannot be imported`);
}

function packageModule(specifier: string, options: SitePluginOptions, forBuilder: boolean): OnResolveResult {
  if (options.entries.has(shimEntry(specifier))) return { path: shimEntry(specifier), namespace: ENTRY_NAMESPACE };
  const entry = packageEntry(specifier, forBuilder);
  return entry === undefined ? failure(`Import "${specifier}" refused`) : { path: entry, namespace: PACKAGE_NAMESPACE };
}

/**
 * A provided font's stylesheet, or one of its files named by the stylesheet's url(): a published site's
 * asset, or in a preview an address the preview origin serves (the preview is one document).
 */
function fontModule(specifier: string, mode: BundleMode): OnResolveResult {
  if (isFontFile(specifier)) {
    if (fontFile(specifier) === undefined) return failure(`Font file "${specifier}" not found`);
    if (mode === "preview") return { path: `${FONT_PREVIEW_PREFIX}${specifier}`, external: true };
    return { path: specifier, namespace: FONT_NAMESPACE };
  }
  if (fontStylesheet(specifier) === undefined) return failure(`Font stylesheet "${specifier}" not found`);
  return { path: specifier, namespace: FONT_NAMESPACE };
}

function resolveImport(args: OnResolveArgs, options: SitePluginOptions): OnResolveResult {
  const files = options.site.files;
  if (args.kind === "entry-point") {
    return options.entries.has(args.path) ? { path: args.path, namespace: ENTRY_NAMESPACE } : failure("Unknown entry");
  }
  if (args.namespace === ENTRY_NAMESPACE) {
    if (args.path === options.external) return { path: args.path, external: true };
    if (args.path === CONTENT_MODULE) return { path: CONTENT_MODULE, namespace: RUNTIME_NAMESPACE };
    if (args.path.startsWith(SITE_IMPORT_PREFIX)) {
      const path = args.path.slice(SITE_IMPORT_PREFIX.length);
      return files.has(path) ? siteModule(path, options.mode) : failure(`Page not found: ${path}`);
    }
    return packageModule(args.path, options, true);
  }
  if (args.namespace === PACKAGE_NAMESPACE) {
    const path = resolvePackageImport(args.path, args.importer);
    return path === undefined ? failure(`Import "${args.path}" refused`) : { path, namespace: PACKAGE_NAMESPACE };
  }
  if (args.namespace === RUNTIME_NAMESPACE) {
    // The runtime's own modules, or React through the same shims as the site's code.
    const path = resolveRuntimeImport(args.path, args.importer);
    return path === undefined ? packageModule(args.path, options, false) : { path, namespace: RUNTIME_NAMESPACE };
  }
  if (args.namespace === FONT_NAMESPACE) {
    // A provided stylesheet's url() names its files by package path, and nothing else.
    return isFontFile(args.path) ? fontModule(args.path, options.mode) : failure(`Import "${args.path}" refused`);
  }
  if (args.namespace !== SITE_NAMESPACE) return failure(`Import "${args.path}" refused`);
  const resolved = resolveSiteImport(args.path, args.importer, args.kind, (path) => files.has(path));
  switch (resolved.type) {
    case "site":
      return siteModule(resolved.path, options.mode);
    case "package":
      return packageModule(resolved.specifier, options, false);
    case "runtime": {
      // Only what this file imports of "webcraft", so a page carries only the components it uses.
      const ownSource = files.get(args.importer) ?? "";
      const path = resolved.specifier === "webcraft" ? runtimeEntryFor(ownSource) : resolved.specifier;
      return { path, namespace: RUNTIME_NAMESPACE };
    }
    case "font":
      return fontModule(resolved.specifier, options.mode);
    case "external":
      return { path: args.path, external: true };
    default:
      return failure(resolved.reason);
  }
}

async function loadSiteFile(args: OnLoadArgs, options: SitePluginOptions): Promise<OnLoadResult> {
  const files = options.site.files;
  const content = files.get(args.path);
  const loader = loaderFor(args.path, options.mode);
  if (content === undefined || loader === undefined) return failure(`Cannot load ${args.path}`);
  if (loader === "dataurl" || loader === "file") return { contents: imageBytes(args.path, content), loader };
  if (loader === "css" && usesTailwind(content)) {
    try {
      const css = await options.site.tailwind.build(args.path, content, files, options.freshTailwind);
      return { contents: css, loader };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { errors: [{ text: `Tailwind: ${text}`, location: { file: `${SITE_NAMESPACE}:${args.path}` } }] };
    }
  }
  // Preview pages mark what shows words, for Edit mode (docs/product.md#click-to-edit).
  const marked = options.mode === "preview" && loader !== "json" ? tagEditableSource(args.path, content) : content;
  return { contents: marked, loader };
}

async function loadModule(args: OnLoadArgs, options: SitePluginOptions): Promise<OnLoadResult | undefined> {
  switch (args.namespace) {
    case SITE_NAMESPACE:
      return loadSiteFile(args, options);
    case ENTRY_NAMESPACE: {
      const contents = options.entries.get(args.path);
      return contents === undefined ? failure("Unknown entry") : { contents, loader: "js" };
    }
    case RUNTIME_NAMESPACE:
      if (args.path === CONTENT_MODULE) {
        return { contents: contentModule(options.mode, options.site.content), loader: "js" };
      }
      return loadRuntimeModule(args.path, options.mode, options.site);
    case FONT_NAMESPACE: {
      if (isFontFile(args.path)) {
        const bytes = fontFile(args.path);
        return bytes === undefined ? failure(`Cannot load ${args.path}`) : { contents: bytes, loader: "file" };
      }
      const css = fontStylesheet(args.path);
      if (css === undefined) return failure(`Cannot load ${args.path}`);
      // The prerender only needs markup, as with the site's own stylesheets.
      return { contents: css, loader: options.mode === "server" ? "empty" : "css" };
    }
    case PACKAGE_NAMESPACE:
      // esbuild reads the allowed packages' files itself; no other path of the file system.
      return isPackageFile(args.path) ? undefined : failure("Refused to read from the file system");
    default:
      return failure("Refused to load this module");
  }
}

export function sitePlugin(options: SitePluginOptions): Plugin {
  return {
    name: "webcraft-site",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => resolveImport(args, options));
      build.onLoad({ filter: /.*/ }, (args) => loadModule(args, options));
    },
  };
}
