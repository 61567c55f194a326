// Web fonts the builder provides (docs/decisions/024): a site's CSS (or code) imports one of the installed
// @fontsource packages by its npm name, as it would with Vite, and the build takes from that package only the
// latin subset's woff2 files. Published, each file is an asset of the site; in a preview the preview origin
// serves it at FONT_PREVIEW_PREFIX. Nothing is fetched from another origin.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fontPackageOf, SITE_FONT_PACKAGES } from "./import-policy";

/** Where a preview's stylesheet finds a font file: `/_fonts/@fontsource-variable/lora/files/….woff2`. */
export const FONT_PREVIEW_PREFIX = "/_fonts/";

const hostRequire = createRequire(import.meta.url);
const roots = new Map<string, string | null>();

/** The package's real folder, or null when it is not installed. */
function packageRoot(name: string): string | null {
  let root = roots.get(name);
  if (root === undefined) {
    try {
      // The packages export their stylesheets only ("." is index.css), so the root is that file's folder.
      root = realpathSync(dirname(hostRequire.resolve(name)));
    } catch {
      root = null;
    }
    roots.set(name, root);
  }
  return root;
}

/** A file directly inside the package's folder (or its files/ folder), checked by real path. */
function packageFile(name: string, relative: string): string | undefined {
  const root = packageRoot(name);
  if (root === null) return undefined;
  try {
    const real = realpathSync(join(root, relative));
    if (!real.startsWith(root + sep) || !statSync(real).isFile()) return undefined;
    return real;
  } catch {
    return undefined;
  }
}

const STYLESHEET = /^[a-z0-9-]+$/;
// Latin only: "lora-latin-wght-normal.woff2", "ibm-plex-mono-latin-400-italic.woff2"; never latin-ext.
const LATIN_FILE = /^[a-z0-9-]+-latin-(?!ext-)[a-z0-9]+-(?:normal|italic)\.woff2$/;

/** The stylesheet an import names: the package itself is its index.css, `pkg/400` and `pkg/400.css` are 400.css. */
function stylesheetPath(specifier: string): { name: string; file: string } | undefined {
  const found = fontPackageOf(specifier);
  if (found === undefined) return undefined;
  const rest = found.rest.replace(/\.css$/, "");
  if (rest !== "" && !STYLESHEET.test(rest)) return undefined;
  return { name: found.name, file: `${rest || "index"}.css` };
}

const stylesheets = new Map<string, string | null>();

/**
 * The CSS for `@import "<specifier>"`: the package stylesheet's @font-face rules for the latin subset,
 * each with its woff2 source alone (every browser a site serves reads woff2) named by its package path, and
 * `font-display: swap`, so text shows at once in a fallback font. Undefined when no such stylesheet exists.
 */
export function fontStylesheet(specifier: string): string | undefined {
  const cached = stylesheets.get(specifier);
  if (cached !== undefined) return cached ?? undefined;
  const sheet = stylesheetPath(specifier);
  const real = sheet && packageFile(sheet.name, sheet.file);
  let css: string | null = null;
  if (sheet !== undefined && real !== undefined) {
    const rules: string[] = [];
    for (const block of readFileSync(real, "utf8").match(/@font-face\s*\{[^}]*\}/g) ?? []) {
      const file = /url\(\.\/files\/([a-z0-9-]+\.woff2)\)/.exec(block)?.[1];
      if (file === undefined || !LATIN_FILE.test(file)) continue;
      const format = /format\('(woff2(?:-variations)?)'\)/.exec(block)?.[1] ?? "woff2";
      const src = `src: url("${sheet.name}/files/${file}") format("${format}");`;
      let rule = block.replace(/src:[^;]*;/, src);
      rule = /font-display:/.test(rule)
        ? rule.replace(/font-display:[^;]*;/, "font-display: swap;")
        : rule.replace("{", "{\n  font-display: swap;");
      rules.push(rule);
    }
    css = rules.length > 0 ? `${rules.join("\n\n")}\n` : null;
  }
  stylesheets.set(specifier, css);
  return css ?? undefined;
}

/** The bytes of `<package>/files/<name>.woff2`, a latin woff2 file of an installed font package, else undefined. */
export function fontFile(specifier: string): Buffer | undefined {
  const found = fontPackageOf(specifier);
  if (found === undefined) return undefined;
  const match = /^files\/([a-z0-9-]+\.woff2)$/.exec(found.rest);
  if (match?.[1] === undefined || !LATIN_FILE.test(match[1])) return undefined;
  const real = packageFile(found.name, found.rest);
  return real === undefined ? undefined : readFileSync(real);
}

/** Is the specifier a font file (as opposed to a stylesheet) of a font package? */
export function isFontFile(specifier: string): boolean {
  return specifier.endsWith(".woff2");
}

/** The font packages the builder can provide, for messages. */
export function fontPackageList(): string {
  return SITE_FONT_PACKAGES.join(", ");
}
