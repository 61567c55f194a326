// The only host files a build may read: those of the allow-listed packages, each checked by real path.
// esbuild reads them itself (namespace 'file'), so a warm rebuild reuses them instead of receiving ~700 KB
// of React through the plugin every time; the plugin still resolves every import they make.
import { realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve, sep } from "node:path";
import { SITE_PACKAGES } from "./import-policy";

function realRoot(name: string, from: string): string {
  return realpathSync(dirname(createRequire(from).resolve(`${name}/package.json`)));
}

const reactRoot = realRoot("react", import.meta.url);
const reactDomRoot = realRoot("react-dom", import.meta.url);
const roots = [
  reactRoot,
  reactDomRoot,
  // react-dom's own dependency, resolved from react-dom as Node would; site code cannot name it.
  realRoot("scheduler", join(reactDomRoot, "package.json")),
];

/** esbuild's working folder: bundles and errors then name package files 'react/cjs/…', not host paths. */
export const PACKAGES_DIR = dirname(reactRoot);

const verified = new Set<string>();

/** The file's real path when it is a file inside an allowed package, else undefined. */
function verify(hostPath: string): string | undefined {
  try {
    if (!statSync(hostPath).isFile()) return undefined;
    const real = realpathSync(hostPath);
    if (!roots.some((root) => real.startsWith(root + sep))) return undefined;
    verified.add(real);
    return real;
  } catch {
    return undefined;
  }
}

function entries(specifiers: readonly string[], from = import.meta.url): [string, string][] {
  const hostRequire = createRequire(from);
  return specifiers.map((specifier) => {
    const real = verify(hostRequire.resolve(specifier));
    if (real === undefined) throw new Error(`${specifier} resolves outside the allowed packages`);
    return [specifier, real];
  });
}

const siteEntries = new Map(entries(SITE_PACKAGES));
/** Bare names the packages' own files require among themselves. */
const packageEntries = new Map([...siteEntries, ...entries(["scheduler"], join(reactDomRoot, "package.json"))]);
/**
 * The builder's own entries may also render on the server. The legacy browser build of react-dom/server
 * needs no Node built-ins and no timers, so it runs in a bare V8 context.
 */
const builderEntries = new Map([
  ...siteEntries,
  ["react-dom/server", verify(join(reactDomRoot, "cjs", "react-dom-server-legacy.browser.production.js")) ?? ""],
]);

/** The real path of an allow-listed bare import, for site code or for the builder's own entries. */
export function packageEntry(specifier: string, forBuilder: boolean): string | undefined {
  return (forBuilder ? builderEntries : siteEntries).get(specifier) || undefined;
}

/** Was this real path handed out by this module (and so checked to lie inside an allowed package)? */
export function isPackageFile(path: string): boolean {
  return verified.has(path);
}

/** An import written inside an allowed package's file: its relative files, or the other allowed packages. */
export function resolvePackageImport(specifier: string, importer: string): string | undefined {
  if (!isPackageFile(importer)) return undefined;
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return packageEntries.get(specifier);
  const base = resolve(dirname(importer), specifier);
  for (const candidate of [base, `${base}.js`, `${base}.json`, join(base, "index.js")]) {
    const real = verify(candidate);
    if (real !== undefined) return real;
  }
  return undefined;
}
