// Prints the server's structure as counts, measured afresh from its imports: the folders caught in one
// value-import cycle, the imports from one feature into another, and the hand-placed cache invalidations
// outside the site wing. Tests are left out. Each server folder is one node (server/features/<name>,
// server/<name>); a file at server/'s top level is a node of its own.
//
// Usage: node scripts/structure-counts.mjs [--list]

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const list = process.argv.includes("--list");

/** The folder node a server file belongs to, or null outside server/. */
function folderOf(path) {
  const parts = path.split("/");
  if (parts[0] !== "server") return null;
  if (parts[1] === "features") return `features/${parts[2]}`;
  return parts.length > 2 ? parts[1] : parts[1].replace(/\.ts$/, "");
}

/** Strongly connected components of a directed graph (Tarjan), largest first. */
function components(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  let next = 0;
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    on.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (on.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        on.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

const result = await cruise(["server"], {
  exclude: { path: "\\.test\\.ts$|/test/|test-kit|node_modules" },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: join(ROOT, "tsconfig.json") },
});
const modules = result.output.modules;

const edges = new Map();
const crossFeature = [];
for (const module of modules) {
  const from = folderOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    const typeOnly = dependency.dependencyTypes.includes("type-only");
    if (!typeOnly) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    if (from.startsWith("features/") && to.startsWith("features/")) {
      crossFeature.push(`${module.source} -> ${dependency.resolved}${typeOnly ? " (type)" : ""}`);
    }
  }
}
const cycles = components([...edges.keys()], edges);
const inCycles = cycles.reduce((sum, group) => sum + group.length, 0);

const invalidations = [];
for (const module of modules) {
  if (!module.source.startsWith("server/") || module.source.startsWith("server/site/")) continue;
  const text = readFileSync(join(ROOT, module.source), "utf8");
  for (const [at, line] of text.split("\n").entries()) {
    if (/\b(forgetSite|siteChanged)\(/.test(line) && !/^\s*(\*|\/\/)/.test(line) && !/function /.test(line)) {
      invalidations.push(`${module.source}:${at + 1}`);
    }
  }
}

console.log(`server folders in a value-import cycle: ${inCycles} (${cycles.length} cycle(s))`);
for (const group of cycles) console.log(`  ${group.join(", ")}`);
console.log(`cross-feature imports: ${crossFeature.length}`);
if (list) for (const line of crossFeature) console.log(`  ${line}`);
console.log(`cache invalidations called outside server/site: ${invalidations.length}`);
if (list) for (const line of invalidations) console.log(`  ${line}`);
