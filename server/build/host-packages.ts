// The only host files a build may read: those of the allow-listed packages, checked by real path.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, posix, sep } from "node:path";
import { SITE_PACKAGES } from "./import-policy";

// Module paths look like 'react-dom/cjs/x.js': the package name, then a path inside its real folder.
// They never carry the host's folder layout into bundles or error messages.
const hostRequire = createRequire(import.meta.url);

function realRoot(name: string, from: string): string {
  return realpathSync(dirname(createRequire(from).resolve(`${name}/package.json`)));
}

const reactDomRoot = realRoot("react-dom", import.meta.url);
const roots = new Map<string, string>([
  ["react", realRoot("react", import.meta.url)],
  ["react-dom", reactDomRoot],
  // react-dom's own dependency, resolved from react-dom as Node would; site code cannot name it.
  ["scheduler", realRoot("scheduler", join(reactDomRoot, "package.json"))],
]);

function toModulePath(hostPath: string): string | undefined {
  const real = realpathSync(hostPath);
  for (const [name, root] of roots) {
    if (real.startsWith(root + sep))
      return `${name}/${real
        .slice(root.length + 1)
        .split(sep)
        .join("/")}`;
  }
  return undefined;
}

function entry(specifier: string): [string, string] {
  const path = toModulePath(hostRequire.resolve(specifier));
  if (path === undefined) throw new Error(`${specifier} resolves outside the allowed packages`);
  return [specifier, path];
}

const siteEntries = new Map(SITE_PACKAGES.map(entry));
/** Bare names the packages' own files require among themselves. */
const packageEntries = new Map([...siteEntries, ["scheduler", `scheduler/index.js`]]);
/**
 * The builder's own entries may also render on the server. The legacy browser build of react-dom/server
 * needs no Node built-ins and no timers, so it runs in a bare V8 context.
 */
const builderEntries = new Map([
  ...siteEntries,
  ["react-dom/server", "react-dom/cjs/react-dom-server-legacy.browser.production.js"],
]);

/** The module path of an allow-listed bare import, for site code or for the builder's own entries. */
export function packageEntry(specifier: string, forBuilder: boolean): string | undefined {
  return (forBuilder ? builderEntries : siteEntries).get(specifier);
}

function hostPathOf(modulePath: string): { root: string; hostPath: string } | undefined {
  const slash = modulePath.indexOf("/");
  const root = roots.get(modulePath.slice(0, slash));
  if (slash < 0 || root === undefined) return undefined;
  return { root, hostPath: join(root, ...modulePath.slice(slash + 1).split("/")) };
}

function isFileInside(hostPath: string, root: string): boolean {
  try {
    return statSync(hostPath).isFile() && realpathSync(hostPath).startsWith(root + sep);
  } catch {
    return false;
  }
}

/** An import written inside an allowed package's file: its relative files, or the other allowed packages. */
export function resolvePackageImport(specifier: string, importer: string): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return packageEntries.get(specifier);
  const name = importer.slice(0, importer.indexOf("/"));
  const joined = posix.normalize(posix.join(posix.dirname(importer), specifier));
  if (!joined.startsWith(`${name}/`)) return undefined;
  for (const candidate of [joined, `${joined}.js`, `${joined}.json`, `${joined}/index.js`]) {
    const place = hostPathOf(candidate);
    if (place !== undefined && isFileInside(place.hostPath, place.root)) return toModulePath(place.hostPath);
  }
  return undefined;
}

const contentsCache = new Map<string, string>();

/** Reads a package file after checking again that its real path lies inside an allowed package. */
export function readPackageFile(modulePath: string): { contents: string; loader: "js" | "json" } | undefined {
  const place = hostPathOf(modulePath);
  if (place === undefined || !isFileInside(place.hostPath, place.root)) return undefined;
  let contents = contentsCache.get(modulePath);
  if (contents === undefined) {
    contents = readFileSync(place.hostPath, "utf8");
    contentsCache.set(modulePath, contents);
  }
  return { contents, loader: modulePath.endsWith(".json") ? "json" : "js" };
}
