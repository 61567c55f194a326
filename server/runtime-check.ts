// What the server checks of its runtime before anything else loads: the Node major it is written for, and
// that the native SQLite addon was built for this Node. A binding of another ABI either throws an opaque
// dlopen error or, for some versions, crashes the process; both are turned into one line that says what
// to run. `.node-version` pins the exact version the project installs (docs/decisions/018).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";

/** The oldest Node major the server runs on; `engines` and `.node-version` say the same. */
export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run the server, or null. */
export function nodeVersionProblem(version = process.version): string | null {
  const major = Number(/^v(\d+)\./.exec(version)?.[1]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return `Webcraft needs Node ${REQUIRED_NODE_MAJOR} or later, and this is Node ${version}: run \`npm start\` (it installs the project's own Node ${REQUIRED_NODE_MAJOR}), or install Node ${REQUIRED_NODE_MAJOR} LTS from https://nodejs.org.`;
}

/**
 * The ABI a Node addon was compiled for, read from the registration symbol that Node's module macro names
 * after it (`node_register_module_v137`), without loading it; null when it has none (Node-API addons,
 * which every ABI loads).
 */
export function addonAbi(bytes: Buffer): number | null {
  const match = /node_register_module_v(\d+)/.exec(bytes.toString("latin1"));
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The SQLite addon better-sqlite3 will load: one compiled here on purpose, else the prebuilt one it ships. */
function sqliteAddonFile(): string | null {
  let lib: string;
  try {
    lib = dirname(createRequire(import.meta.url).resolve("better-sqlite3"));
  } catch {
    return null;
  }
  const candidates = ["build/Release/better_sqlite3.node", `prebuilds/${process.platform}-${process.arch}.node`];
  return candidates.map((candidate) => join(lib, "..", candidate)).find((file) => existsSync(file)) ?? null;
}

/** Why the SQLite addon cannot load on this Node, or null. */
export function sqliteAddonProblem(abi = process.versions.modules): string | null {
  const file = sqliteAddonFile();
  if (file === null) return "better-sqlite3 has no addon for this machine: run `npm install`.";
  // Its shipped prebuilds are Node-API, which every Node since loads: only an addon compiled here is read.
  if (!file.includes(`${sep}build${sep}`)) return null;
  const built = addonAbi(readFileSync(file));
  if (built === null || String(built) === abi) return null;
  return `better-sqlite3 was built for another Node (module ABI ${built}); this is Node ${process.version} (ABI ${abi}): run \`npm rebuild better-sqlite3\` on this Node, or \`npm start\`, which installs what is missing.`;
}

/** Refuses to go on, in one line, on a Node the server cannot run on; otherwise says which Node runs it. */
export function checkRuntime(): void {
  const problem = nodeVersionProblem() ?? sqliteAddonProblem();
  if (problem !== null) {
    console.error(`[webcraft] ${problem}`);
    process.exit(1);
  }
}
