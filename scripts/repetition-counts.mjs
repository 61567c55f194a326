// Counts the repeated six-line runs in the production code (server/, web/, common/ without tests) with the
// `duplicates` command of our tool library, in three parts: all of it, the migrations (frozen: a migration
// that has run is never rewritten, so their likeness is kept on purpose), and the route declarations of
// common/api (one declaration a route, alike by design); then the rest, split into pairs of the same
// lines and pairs the command marks as alike in shape only. Decision 031 says why the shape pairs are read,
// not counted down.
//
// Usage: node scripts/repetition-counts.mjs [--list]   (needs `duplicates` on the PATH)

import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const list = process.argv.includes("--list");
const MIGRATIONS = "server/db/migrations/";
const DECLARATIONS = "common/api/";

if (spawnSync("duplicates", ["--help"], { stdio: "ignore" }).error) {
  console.error("✗ `duplicates` is not on the PATH: it comes with the tool library (../.library).");
  process.exit(2);
}

const isTest = (path) => /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path);
const tracked = execFileSync("git", ["ls-files", "server", "web", "common"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((path) => path && !isTest(path));

/** The pairs `duplicates` finds among `paths`, copied to a folder of their own (tests and all else left out). */
function pairsAmong(paths) {
  const dir = mkdtempSync(join(tmpdir(), "webcraft-repetition-"));
  try {
    for (const path of paths) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      cpSync(join(ROOT, path), join(dir, path));
    }
    const out = spawnSync("duplicates", ["--most", "200", "--seconds", "200"], { cwd: dir, encoding: "utf8" }).stdout;
    const head = out.match(/^(\d+) pairs.*?\((\d+) by shape alone, (\d+) of those marked boilerplate\)/m);
    const total = head ? Number(head[1]) : 0;
    return {
      total,
      same: head ? total - Number(head[2]) : 0,
      shape: head ? Number(head[2]) - Number(head[3]) : 0,
      boilerplate: head ? Number(head[3]) : 0,
      rows: out.split("\n").filter((line) => /^D\d+ /.test(line) && !line.includes("boilerplate")),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const all = pairsAmong(tracked);
const migrations = pairsAmong(tracked.filter((path) => path.startsWith(MIGRATIONS)));
const declarations = pairsAmong(tracked.filter((path) => path.startsWith(DECLARATIONS)));
const rest = pairsAmong(tracked.filter((path) => !path.startsWith(MIGRATIONS) && !path.startsWith(DECLARATIONS)));

console.log(`production files: ${tracked.length}`);
console.log(`pairs of repeated six-line runs, all production code: ${all.total}`);
console.log(`  among the migrations (frozen): ${migrations.total}`);
console.log(`  among the route declarations (common/api): ${declarations.total}`);
console.log(
  `  the rest: ${rest.total} (${rest.same} of the same lines, ${rest.shape} alike in shape, ${rest.boilerplate} shapes marked boilerplate)`,
);
if (list) for (const row of rest.rows) console.log(`    ${row}`);
