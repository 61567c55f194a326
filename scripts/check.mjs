// `npm run check`: biome, the type check and the repository's own rules, on the project's Node.
import { runOrExit } from "./lib/prepare.mjs";
import { switchToProjectNode } from "./lib/runtime.mjs";

await switchToProjectNode();
runOrExit("biome", ["check", "."]);
runOrExit("tsc", ["--noEmit"]);
runOrExit("node", ["scripts/check-references.mjs"]);
runOrExit("node", ["scripts/check-links.mjs"]);
runOrExit("depcruise", ["server", "web", "common", "--output-type", "err"]);
runOrExit("node", ["scripts/check-folder-cycles.mjs"]);
