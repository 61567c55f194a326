// Shared by `npm start` and `npm test`: install what is missing, build what is stale.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Installs a Debian package when its program is missing: as root directly, otherwise it says which
 * command to run and, when `required`, stops.
 */
export function ensureDebianPackage({ program, pkg, purpose, required = true }) {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${required ? "✗" : "!"} ${purpose} needs ${program}: run  sudo apt-get install -y ${pkg}`);
    if (required) process.exit(1);
    return;
  }
  console.info(`[prepare] installing Debian ${pkg} (${purpose})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run("apt-get", ["install", "-y", "-qq", pkg], { env }) === 0) return;
  runOrExit("apt-get", ["update", "-qq"]);
  runOrExit("apt-get", ["install", "-y", "-qq", pkg], { env });
}

/** Publishing prerenders site code only inside bubblewrap's namespaces (docs/decisions/007). */
export const BUBBLEWRAP = {
  program: "/usr/bin/bwrap",
  pkg: "bubblewrap",
  purpose: "Publishing (the prerender sandbox)",
};

/**
 * npm install when node_modules is missing, older than package.json, lacks the SQLite addon, or lacks the
 * build's tools (an install made with NODE_ENV=production leaves devDependencies out). Native addons build
 * against the project's Node: `switchToProjectNode()` points node-gyp at its headers.
 */
export function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const sqlite = "node_modules/better-sqlite3/package.json";
  const buildTool = "node_modules/vite/package.json";
  const stale =
    !existsSync(marker) ||
    newestMtime("package.json") > statSync(marker).mtimeMs ||
    !existsSync(sqlite) ||
    !existsSync(buildTool);
  if (!stale) return;
  console.info("[prepare] installing npm packages…");
  // The build's tools are devDependencies: install them under NODE_ENV=production too.
  runOrExit("npm", ["install", "--include=dev", "--no-audit", "--no-fund"]);
}

/** Builds the SPA and the server unless dist is newer than every source file. */
export function ensureBuild({ force = false } = {}) {
  const built = newestMtime("dist/server/main.js");
  const builtWeb = newestMtime("dist/web/index.html");
  const sources = Math.max(
    ...["server", "web", "common", "content", "package.json", "vite.config.ts", "scripts/build-server.mjs"].map(
      newestMtime,
    ),
  );
  if (!force && built > sources && builtWeb > sources) return;
  console.info("[prepare] building the web app and the server…");
  runOrExit("npm", ["run", "build", "--silent"]);
}
