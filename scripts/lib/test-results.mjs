// Reads what Vitest and Playwright wrote into counts that cannot flatter a run: a test file that failed to
// load or whose set-up failed, skipped tests (this project keeps none), a run that wrote no results and a
// non-zero exit with nothing failed all count as failures, each with a line saying what it was.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

const SKIPPED = new Set(["pending", "skipped", "todo"]);

function firstLine(text) {
  return (
    String(text ?? "")
      .trim()
      .split("\n")[0] || "no message"
  );
}

/** `{ passed, failed, problems }` from Vitest's JSON report at `path` and its exit status. */
export function vitestTally(path, exitStatus) {
  const report = readJson(path);
  if (report === null) return { passed: 0, failed: 1, problems: [`Vitest wrote no results (exit ${exitStatus})`] };
  let passed = 0;
  let failed = 0;
  const problems = [];
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name ?? "");
    const tests = file.assertionResults ?? [];
    const failedTests = tests.filter((test) => test.status === "failed").length;
    const skippedTests = tests.filter((test) => SKIPPED.has(test.status)).length;
    passed += tests.filter((test) => test.status === "passed").length;
    if (file.status === "failed" && failedTests === 0) {
      // It failed to load, or a beforeAll failed: every test it holds (at least one) failed with it.
      failed += Math.max(1, skippedTests);
      const why = file.message ? firstLine(file.message) : "its set-up failed";
      problems.push(`${name}: ${why}; ${skippedTests} of its tests did not run`);
      continue;
    }
    failed += failedTests + skippedTests;
    if (skippedTests > 0) problems.push(`${name}: ${skippedTests} skipped`);
  }
  if (exitStatus !== 0 && failed === 0) {
    failed = 1;
    problems.push(`Vitest exited with ${exitStatus} though no test failed`);
  }
  return { passed, failed, problems };
}

/** `{ passed, failed, problems }` from Playwright's JSON report at `path` and its exit status. */
export function e2eTally(path, exitStatus) {
  const report = readJson(path);
  if (report === null) return { passed: 0, failed: 1, problems: [`Playwright wrote no results (exit ${exitStatus})`] };
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  // Errors outside any test (a config or global set-up that failed) leave no test to count.
  const errors = (report.errors ?? []).map((error) => firstLine(error.message));
  let failed = (stats.unexpected ?? 0) + (stats.skipped ?? 0) + errors.length;
  const problems = [...errors];
  if (stats.skipped) problems.push(`${stats.skipped} skipped`);
  if (exitStatus !== 0 && failed === 0) {
    failed = 1;
    problems.push(`Playwright exited with ${exitStatus} though no test failed`);
  }
  return { passed, failed, problems };
}
