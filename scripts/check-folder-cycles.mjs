// `npm run check`: no server folder imports another that imports it back, directly or through others,
// type-only imports included (a type names what it depends on as much as a value does). Each folder is
// one node, as scripts/lib/folder-graph.mjs draws them.
import { fileURLToPath } from "node:url";
import { folderCycles, folderImports } from "./lib/folder-graph.mjs";

const started = Date.now();
const { imports } = await folderImports(fileURLToPath(new URL("..", import.meta.url)));
const cycles = folderCycles(imports, { types: true });
if (cycles.length > 0) {
  console.error("server folders that import each other (one cycle a line):");
  for (const group of cycles) console.error(`  ${group.join(", ")}`);
  console.error(
    "node scripts/structure-counts.mjs --list shows the imports; give the lower folder a slice or a type of its own.",
  );
  process.exit(1);
}
console.log(
  `check-folder-cycles: ${new Set(imports.map(({ from }) => from)).size} server folders, no cycle (${Date.now() - started} ms)`,
);
