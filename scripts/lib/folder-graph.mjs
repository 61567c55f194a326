// The server's folders as a graph of imports, measured afresh with dependency-cruiser: each folder is
// one node (server/features/<name>, server/<name>; a file at server/'s top level is a node of its own),
// and an edge stands for at least one import between them. Tests are left out.
import { join } from "node:path";
import { cruise } from "dependency-cruiser";

/** The folder node a server file belongs to, or null outside server/. */
function folderOf(path) {
  const parts = path.split("/");
  if (parts[0] !== "server") return null;
  if (parts[1] === "features") return `features/${parts[2]}`;
  return parts.length > 2 ? parts[1] : parts[1].replace(/\.ts$/, "");
}

/** Strongly connected components of a directed graph (Tarjan), largest first: the folders in one cycle. */
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

/**
 * The server's files under `root` (`modules`), and every import between two of its folders (`imports`:
 * `{ from, to, source, target, typeOnly }`). Paths are relative to the working directory, which must be `root`.
 */
export async function folderImports(root) {
  const result = await cruise(["server"], {
    exclude: { path: "\\.test\\.ts$|/test/|test-kit|node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: join(root, "tsconfig.json") },
  });
  const imports = [];
  const modules = result.output.modules.map((module) => module.source).filter((source) => folderOf(source));
  for (const module of result.output.modules) {
    const from = folderOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      const typeOnly = dependency.dependencyTypes.includes("type-only");
      imports.push({ from, to, source: module.source, target: dependency.resolved, typeOnly });
    }
  }
  return { modules, imports };
}

/** The folder cycles the imports make; `types` says whether type-only imports count as edges. */
export function folderCycles(imports, { types }) {
  const edges = new Map();
  for (const { from, to, typeOnly } of imports) {
    if (typeOnly && !types) continue;
    edges.set(from, new Set([...(edges.get(from) ?? []), to]));
  }
  return components([...edges.keys()], edges);
}
