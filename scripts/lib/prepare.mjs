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

/** npm install when node_modules is missing, older than package.json, or lacks the SQLite binding. */
export function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const binding = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";
  const stale = !existsSync(marker) || newestMtime("package.json") > statSync(marker).mtimeMs || !existsSync(binding);
  if (!stale) return;
  console.info("[prepare] installing npm packages (better-sqlite3 builds from source: about a minute)…");
  runOrExit("npm", ["install", "--no-audit", "--no-fund"]);
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
