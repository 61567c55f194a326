// `npm test`: install what is missing, then check, unit/API tests and browser journeys, one summary whose
// last line, `N passed, N failed`, agrees with the exit code.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { BUBBLEWRAP, ensureBuild, ensureDebianPackage, ensureDependencies, run, runOrExit } from "./lib/prepare.mjs";
import { switchToProjectNode } from "./lib/runtime.mjs";
import { e2eTally, vitestTally } from "./lib/test-results.mjs";

const LOCAL_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";
const VITEST_RESULTS = "test-results/vitest.json";
const E2E_RESULTS = "test-results/playwright-run.json";
const isCi = process.env.CI === "true";

function postgresIsUp(url) {
  return spawnSync("pg_isready", ["-d", url], { stdio: "ignore" }).status === 0;
}

/** Starts this machine's PostgreSQL clusters (Debian's layout) and waits up to 30 s for `url`. */
function startLocalPostgres(url) {
  if (!existsSync("/etc/postgresql")) return false;
  console.info("[test] PostgreSQL is down; starting the local cluster…");
  for (const version of readdirSync("/etc/postgresql")) {
    run("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"]);
  }
  for (let i = 0; i < 30 && !postgresIsUp(url); i++) spawnSync("sleep", ["1"]);
  return postgresIsUp(url);
}

/**
 * The database tests run on SQLite always and on PostgreSQL when one answers: TEST_DATABASE_URL, or this
 * machine's own server. CI requires it. Elsewhere a missing one leaves those runs out, and says so.
 * Returns why PostgreSQL was left out, or null.
 */
function choosePostgres() {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const up = postgresIsUp(url) || (url === LOCAL_POSTGRES_URL && startLocalPostgres(url));
  if (up) {
    process.env.TEST_DATABASE_URL = url;
    return null;
  }
  if (isCi) {
    console.error(`✗ PostgreSQL at ${url} is required (CI=true) but does not answer.`);
    process.exit(1);
  }
  delete process.env.TEST_DATABASE_URL;
  const named = url === LOCAL_POSTGRES_URL ? "no PostgreSQL answers at" : "TEST_DATABASE_URL does not answer:";
  return `PostgreSQL runs left out (${named} ${url}); start PostgreSQL and run again, or set TEST_DATABASE_URL to one that answers`;
}

await switchToProjectNode();
const started = Date.now();
// Scratch files of the tests and of Chromium's profiles go to memory where the machine has it: a test's
// scratch never outlives the run, and on a slow disk the syncs cost more than the tests themselves.
if (existsSync("/dev/shm")) {
  process.env.TMPDIR = "/dev/shm/webcraft-test-tmp";
  mkdirSync(process.env.TMPDIR, { recursive: true });
}
ensureDependencies();
ensureDebianPackage({ program: "/usr/bin/chromium", pkg: "chromium", purpose: "The browser tests" });
ensureDebianPackage(BUBBLEWRAP);
// The site import's tests and bench compare with archives made by Info-ZIP's zip and unzip.
ensureDebianPackage({ program: "/usr/bin/zip", pkg: "zip", purpose: "The site import tests" });
ensureDebianPackage({ program: "/usr/bin/unzip", pkg: "unzip", purpose: "The site import bench" });
// Invoices are read back as text by Poppler's pdftotext.
ensureDebianPackage({ program: "/usr/bin/pdftotext", pkg: "poppler-utils", purpose: "The invoice tests" });
// The mail tests talk SMTP to the inbound server with a second client no one here wrote.
ensureDebianPackage({ program: "/usr/bin/swaks", pkg: "swaks", purpose: "The mail tests" });
ensureDebianPackage({ program: "/usr/sbin/haproxy", pkg: "haproxy", purpose: "The scale-out tests (the balancer)" });
// The deployment recipe's files are checked as Caddy and Compose read them (there is no Docker daemon here).
ensureDebianPackage({
  program: "/usr/bin/caddy",
  pkg: "caddy",
  purpose: "The deployment recipe's test (its Caddyfile)",
});
ensureDebianPackage({
  program: "/usr/bin/docker-compose",
  pkg: "docker-compose",
  purpose: "The deployment recipe's test (its compose file)",
});
const postgresLeftOut = choosePostgres();
if (postgresLeftOut) console.info(`[test] ${postgresLeftOut}`);
mkdirSync("test-results", { recursive: true });
for (const stale of [VITEST_RESULTS, E2E_RESULTS]) rmSync(stale, { force: true });

runOrExit("npm", ["run", "check", "--silent"]);
ensureBuild({ force: true });

// Unit and API tests run as tests, whatever NODE_ENV the shell has (production builds the app alike).
const unitStatus = run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_RESULTS}`],
  {
    // The children (build worker, prerender sandbox, site front) start from the bundles just built.
    env: { ...process.env, NODE_ENV: "test", WEBCRAFT_CHILD_BUNDLES: "dist/server" },
  },
);
const e2eStatus = run("npx", ["playwright", "test"], { env: { ...process.env, E2E_RESULTS } });

const unit = vitestTally(VITEST_RESULTS, unitStatus);
const e2e = e2eTally(E2E_RESULTS, e2eStatus);
const seconds = Math.round((Date.now() - started) / 1000);
const databases = process.env.TEST_DATABASE_URL ? "SQLite + PostgreSQL" : "SQLite only";
console.info(`\nvitest: ${unit.passed} passed, ${unit.failed} failed (${databases})`);
for (const problem of unit.problems) console.info(`  ✗ ${problem}`);
console.info(`playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
for (const problem of e2e.problems) console.info(`  ✗ ${problem}`);
if (postgresLeftOut) console.info(`! ${postgresLeftOut}`);
console.info(`${seconds}s on Node ${process.version}`);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
