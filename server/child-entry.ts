import { fileURLToPath } from "node:url";

export type ChildEntry = { path: string; execArgv: string[] };

/**
 * Where a forked child's entry is. Under tsx (tests, `npm run dev`) it is the TypeScript `source` beside
 * the caller; bundled, it is `bundled` beside the server's main.js (its name is an `out` of
 * child-bundles.json, which scripts/build-server.mjs bundles).
 */
export function childEntry(callerUrl: string, source: string, bundled: string): ChildEntry {
  if (callerUrl.endsWith(".ts")) {
    return { path: fileURLToPath(new URL(source, callerUrl)), execArgv: ["--import", "tsx"] };
  }
  return { path: fileURLToPath(new URL(bundled, callerUrl)), execArgv: ["--enable-source-maps"] };
}
