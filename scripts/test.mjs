// `npm test`: install what is missing, then check, unit/API tests and browser journeys, one summary.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { BUBBLEWRAP, ensureBuild, ensureDebianPackage, ensureDependencies, run, runOrExit } from "./lib/prepare.mjs";

const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
const isCi = process.env.CI === "true";

function postgresIsUp(url) {
  return spawnSync("pg_isready", ["-d", url], { stdio: "ignore" }).status === 0;
}

/** CI runs every database test on PostgreSQL too; start the local server when it is down. */
function ensurePostgres() {
  if (!isCi && !process.env.TEST_DATABASE_URL) return;
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = url;
  if (postgresIsUp(url)) return;
  console.info("[test] PostgreSQL is down; starting the local cluster…");
  if (existsSync("/etc/postgresql")) {
    for (const version of readdirSync("/etc/postgresql")) {
      run("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"]);
    }
  }
  for (let i = 0; i < 30 && !postgresIsUp(url); i++) spawnSync("sleep", ["1"]);
  if (!postgresIsUp(url)) {
    console.error(`✗ PostgreSQL at ${url} is required (CI=true) but does not answer.`);
    process.exit(1);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

const started = Date.now();
ensureDependencies();
ensureDebianPackage({ program: "/usr/bin/chromium", pkg: "chromium", purpose: "The browser tests" });
ensureDebianPackage(BUBBLEWRAP);
ensurePostgres();
mkdirSync("test-results", { recursive: true });

runOrExit("npm", ["run", "check", "--silent"]);
ensureBuild({ force: true });

const unitStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
const e2eStatus = run("npx", ["playwright", "test"]);

const unit = readJson("test-results/vitest.json");
const e2e = readJson("test-results/playwright.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const seconds = Math.round((Date.now() - started) / 1000);
const databases = process.env.TEST_DATABASE_URL ? "SQLite + PostgreSQL" : "SQLite only";
console.info(
  `\nvitest: ${unit?.numPassedTests ?? 0} passed (${databases}); playwright: ${e2e?.stats?.expected ?? 0} passed; ${seconds}s`,
);
const ok = unitStatus === 0 && e2eStatus === 0 && unit !== null && e2e !== null && failed === 0;
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
