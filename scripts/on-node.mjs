// `node scripts/on-node.mjs <command> [args…]`: runs a command on the project's own Node (installing it
// if missing), for package.json scripts that start a tool (Vitest, Playwright, tsx, Vite, the migrations).
import { runOnProjectNode } from "./lib/runtime.mjs";

await runOnProjectNode(process.argv.slice(2));
