// Prints the server's structure as counts, measured afresh from its imports: the folders caught in one
// value-import cycle, the imports from one feature into another, and the hand-placed cache invalidations
// outside the site wing. Tests are left out. Each server folder is one node (server/features/<name>,
// server/<name>); a file at server/'s top level is a node of its own.
//
// Usage: node scripts/structure-counts.mjs [--list]

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { folderCycles, folderImports } from "./lib/folder-graph.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const list = process.argv.includes("--list");

const { modules, imports } = await folderImports(ROOT);
const crossFeature = imports
  .filter(({ from, to }) => from.startsWith("features/") && to.startsWith("features/"))
  .map(({ source, target, typeOnly }) => `${source} -> ${target}${typeOnly ? " (type)" : ""}`);
const cycles = folderCycles(imports, { types: false });
const inCycles = cycles.reduce((sum, group) => sum + group.length, 0);
const typeCycles = folderCycles(imports, { types: true });

const invalidations = [];
for (const source of modules) {
  if (source.startsWith("server/site/")) continue;
  const text = readFileSync(join(ROOT, source), "utf8");
  for (const [at, line] of text.split("\n").entries()) {
    if (/\b(forgetSite|siteChanged)\(/.test(line) && !/^\s*(\*|\/\/)/.test(line) && !/function /.test(line)) {
      invalidations.push(`${source}:${at + 1}`);
    }
  }
}

console.log(`server folders in a value-import cycle: ${inCycles} (${cycles.length} cycle(s))`);
for (const group of cycles) console.log(`  ${group.join(", ")}`);
console.log(`server folders in a cycle counting type-only imports too: ${typeCycles.flat().length}`);
for (const group of typeCycles) console.log(`  ${group.join(", ")}`);
console.log(`cross-feature imports: ${crossFeature.length}`);
if (list) for (const line of crossFeature) console.log(`  ${line}`);
console.log(`cache invalidations called outside server/site: ${invalidations.length}`);
if (list) for (const line of invalidations) console.log(`  ${line}`);
