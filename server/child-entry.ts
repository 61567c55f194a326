import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type ChildEntry = { path: string; execArgv: string[] };

/**
 * Where a forked child's entry is. Bundled, it is `bundled` beside the server's main.js (its name is an
 * `out` of child-bundles.json, which scripts/build-server.mjs bundles). Under tsx (tests, `npm run dev`)
 * it is the TypeScript `source` beside the caller, unless WEBCRAFT_CHILD_BUNDLES names a folder of those
 * bundles: `npm test` builds them first and sets it, so the suite's hundreds of children start from one
 * file each instead of compiling their sources anew (half the start-up time).
 */
export function childEntry(callerUrl: string, source: string, bundled: string): ChildEntry {
  const bundles = process.env.WEBCRAFT_CHILD_BUNDLES;
  if (callerUrl.endsWith(".ts") && bundles && existsSync(resolve(bundles, bundled))) {
    return { path: resolve(bundles, bundled), execArgv: ["--enable-source-maps"] };
  }
  if (callerUrl.endsWith(".ts")) {
    return { path: fileURLToPath(new URL(source, callerUrl)), execArgv: ["--import", "tsx"] };
  }
  return { path: fileURLToPath(new URL(bundled, callerUrl)), execArgv: ["--enable-source-maps"] };
}
