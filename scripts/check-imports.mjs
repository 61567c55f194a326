// Fails when web code imports across the lines of its layers: a feature (web/features/<name>/) reaches
// another feature only through that feature's public entry, `@/features/<name>` (its index.ts), never a
// deeper path or a relative one; and a feature never imports the app layer (web/app/), which composes
// the features. Biome's noRestrictedImports matches import strings, not the files they point at, so a
// relative path such as "../../preview/lib/x" (whose meaning depends on the importing file's depth) is
// beyond it: this script resolves every import first.
//
// Usage: node scripts/check-imports.mjs

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WEB = join(ROOT, "web");
const FEATURES = join(WEB, "features");
const APP = join(WEB, "app");

/** Static imports and re-exports (`from "x"`), dynamic imports (`import("x")`) and bare `import "x"`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"'\n]+)\1/g;

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The feature a path lies in, or null outside web/features. */
function featureOf(path) {
  if (!path.startsWith(FEATURES + sep)) return null;
  return relative(FEATURES, path).split(sep)[0];
}

/** Where an import points on disk (without its extension), or null for a package. */
function targetOf(file, specifier) {
  if (specifier.startsWith("@/")) return join(WEB, specifier.slice(2));
  if (specifier.startsWith(".")) return resolve(dirname(file), specifier);
  return null;
}

function problemsIn(file) {
  const feature = featureOf(file);
  const text = readFileSync(file, "utf8");
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2];
    const target = targetOf(file, specifier);
    if (!target) continue;
    const line = text.slice(0, match.index).split("\n").length;
    const where = `${relative(ROOT, file)}:${line}`;
    const other = featureOf(target);
    if (other && other !== feature && specifier !== `@/features/${other}`) {
      found.push(`${where}: "${specifier}" reaches into the ${other} feature: import from "@/features/${other}"`);
    } else if (target === APP || target.startsWith(APP + sep)) {
      found.push(`${where}: "${specifier}" is the app layer: features never import it (the app imports them)`);
    }
  }
  return found;
}

const started = performance.now();
const files = sourceFiles(FEATURES);
const problems = files.flatMap(problemsIn);
const elapsed = Math.round(performance.now() - started);

if (problems.length === 0) {
  console.log(`check-imports: ${files.length} feature files, no import across feature lines (${elapsed} ms)`);
} else {
  for (const problem of problems) console.error(problem);
  console.error(
    `\ncheck-imports: ${problems.length} import(s) across feature lines.` +
      "\nExport what another feature needs from its index.ts and import it from @/features/<name>.",
  );
  process.exitCode = 1;
}
