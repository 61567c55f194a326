import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { e2eTally, vitestTally } from "./test-results.mjs";

const folder = mkdtempSync(join(tmpdir(), "webcraft-tally-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

describe("the test summary counts what did not pass", () => {
  it("counts a file that fails to load and a suite whose set-up cannot connect as failed, not skipped", () => {
    const project = mkdtempSync(join(folder, "project-"));
    writeFileSync(join(project, "loads.test.ts"), 'it("passes", () => expect(1).toBe(1));\n');
    writeFileSync(join(project, "broken.test.ts"), 'import "./missing-module";\nit("never runs", () => {});\n');
    writeFileSync(
      join(project, "database.test.ts"),
      'describe("on PostgreSQL", () => {\n  beforeAll(() => { throw new Error("connect ECONNREFUSED 127.0.0.1:5999"); });\n  it("a", () => {});\n  it("b", () => {});\n  it("c", () => {});\n});\n',
    );
    const results = join(folder, "vitest.json");
    const run = spawnSync(
      "npx",
      ["vitest", "run", "--root", project, "--globals", "--reporter=json", `--outputFile.json=${results}`],
      { encoding: "utf8" },
    );
    const tally = vitestTally(results, run.status ?? 1);
    expect(tally).toMatchObject({ passed: 1, failed: 4 });
    expect(tally.problems.join("\n")).toContain("Cannot find module './missing-module'");
    expect(tally.problems.join("\n")).toContain("database.test.ts: its set-up failed; 3 of its tests did not run");
  }, 60_000);

  it("counts a run that wrote no results, or exited non-zero with nothing failed, as a failure", () => {
    expect(vitestTally(join(folder, "absent.json"), 1)).toEqual({
      passed: 0,
      failed: 1,
      problems: ["Vitest wrote no results (exit 1)"],
    });
    const clean = write("clean.json", JSON.stringify({ testResults: [] }));
    expect(vitestTally(clean, 1).failed).toBe(1);
    expect(e2eTally(join(folder, "absent-e2e.json"), 0).failed).toBe(1);
  });

  it("counts Playwright's unexpected, skipped and set-up errors as failed, flaky as passed", () => {
    const report = write(
      "playwright.json",
      JSON.stringify({
        stats: { expected: 40, flaky: 1, unexpected: 2, skipped: 3 },
        errors: [{ message: "Error: webServer exited early\nmore" }],
      }),
    );
    expect(e2eTally(report, 1)).toEqual({
      passed: 41,
      failed: 6,
      problems: ["Error: webServer exited early", "3 skipped"],
    });
  });
});
