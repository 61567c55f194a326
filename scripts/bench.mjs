// `npm run bench`: every benchmark under bench/, one after another, on the project's Node. Each prints its
// ratios against an anchor it measures in the same run.
import { runOrExit } from "./lib/prepare.mjs";
import { switchToProjectNode } from "./lib/runtime.mjs";

const BENCHES = [
  "files",
  "build",
  "hosting",
  "scale-out",
  "media-serve",
  "media-upload",
  "first-load",
  "site-cards",
  "lighthouse",
  "templates",
  "site-archive",
  "page-edit",
  "checkout",
  "mail-inbound",
  "fediverse-delivery",
];

await switchToProjectNode();
console.info(`[bench] Node ${process.version}`);
for (const name of BENCHES) runOrExit("tsx", [`bench/${name}.bench.ts`]);
