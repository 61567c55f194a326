import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("./check-links.mjs", import.meta.url));

const INDEX_HEAD = "# Decisions\n\n| Number | Title | Date | Status |\n| --- | --- | --- | --- |\n";

/** A small repository that passes: every kind of reference the script follows, each pointing at something. */
function healthyRepository(): Record<string, string> {
  return {
    "README.md": [
      "# Example",
      "",
      "See [the rules](docs/product.md#sign-up-and-sign-in), [the second FAQ](docs/product.md#faq-1),",
      "[a relative anchor](#example), [the app's docs](/docs/getting-started), [a site](https://example.com/x.md)",
      "and `server/app.ts`, docs/decisions/001, decision 001, `server/<name>/` and `docs/decisions/NNN-*.md`.",
      "",
      "```sh",
      "[not a link](nowhere.md) in a code block",
      "```",
    ].join("\n"),
    "docs/product.md": [
      "# Product",
      "",
      "## Sign up and `sign in`",
      "",
      "## FAQ",
      "",
      "## FAQ",
      "",
      "Back to the [decisions](decisions/README.md) and [up](../README.md).",
    ].join("\n"),
    "docs/decisions/001-one-process.md": "# 001 — One process\n\nDate: 2026-11-21 · Status: accepted\n",
    "docs/decisions/002-two-processes.md": "# 002 — Two processes\n\nDate: 2026-11-22 · Status: superseded by 001\n",
    "docs/decisions/README.md": `${INDEX_HEAD}| [001](001-one-process.md) | One process | 2026-11-21 | accepted |\n| [002](002-two-processes.md) | Two processes | 2026-11-22 | superseded by 001 |\n`,
    "server/app.ts": [
      "// The app (docs/product.md#faq), its rules in common/rules.ts.",
      'export const sitePath = "docs/readme.txt"; // a site\'s own file, in a string: data, not a reference',
    ].join("\n"),
    "common/rules.ts": "/* Shared rules; see server/app.ts. */\nexport {};\n",
  };
}

let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function check(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "check-links-"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("check-links", () => {
  it("passes a repository whose links, anchors, paths and decisions all exist", () => {
    const { status, output } = check(healthyRepository());
    expect(output).toMatch(/check-links: \d+ files, 2 decisions, \d+ links and paths, all found/);
    expect(status).toBe(0);
  });

  it("fails on a markdown link to a file that is not there", () => {
    const files = healthyRepository();
    files["docs/product.md"] += "\nSee [the old guide](guide.md).\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain("docs/product.md:10: broken link: [the old guide](guide.md)");
  });

  it("fails on an anchor no heading gives, in a link or after a path in a comment", () => {
    const files = healthyRepository();
    files["README.md"] += "\n[Publishing](docs/product.md#publish)\n";
    files["common/rules.ts"] += "// How posts work: docs/product.md#content\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain("README.md:10: missing anchor: [Publishing](docs/product.md#publish)");
    expect(output).toContain("common/rules.ts:3: missing anchor: docs/product.md#content");
    expect(output, "a link's target is reported once, not again as a path").toContain("2 broken reference(s)");
  });

  it("fails on a path of the repository that names no file or folder, in docs and in comments", () => {
    const files = healthyRepository();
    files["docs/product.md"] += "\nThe unlock form lives in `server/hosting/site-unlock.ts`.\n";
    files["server/app.ts"] += "\n/**\n * Roles come from server/auth/roles.ts.\n */\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain("docs/product.md:10: missing path: server/hosting/site-unlock.ts");
    expect(output).toContain("server/app.ts:4: missing path: server/auth/roles.ts");
  });

  it("fails on a pattern whose folder is gone", () => {
    const files = healthyRepository();
    files["docs/product.md"] += "\nEach feature: `server/features/<name>/`; records in `docs/adr/NNN-*.md`.\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain("docs/product.md:10: missing path: server/features/<name>/");
    expect(output).toContain("docs/product.md:10: missing path: docs/adr/NNN-*.md");
  });

  it("fails on a decision number that has no file", () => {
    const files = healthyRepository();
    files["README.md"] += "\nWhy: docs/decisions/007 and decision 009.\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain("README.md:10: missing decision: docs/decisions/007");
    expect(output).toContain("README.md:10: missing decision: decision 009");
  });

  it("fails when a decision is missing from the index, or its row disagrees with the record", () => {
    const files = healthyRepository();
    files["docs/decisions/003-a-queue.md"] = "# 003 — A queue\n\nDate: 2026-11-23 · Status: accepted\n";
    files["docs/decisions/001-one-process.md"] =
      "# 001 — One process\n\nDate: 2026-11-21 · Status: superseded by 003\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain(
      "docs/decisions/README.md:1: decisions index: no row for docs/decisions/003-a-queue.md: | [003](003-a-queue.md) | A queue | 2026-11-23 | accepted |",
    );
    expect(output).toContain(
      "docs/decisions/README.md:5: decisions index: the row for 001 must read: One process | 2026-11-21 | superseded by 003",
    );
  });

  it("fails on a decision with no date and status line, or superseded by one that does not exist", () => {
    const files = healthyRepository();
    files["docs/decisions/001-one-process.md"] = "# 001 — One process\n\n## Context\n";
    files["docs/decisions/002-two-processes.md"] =
      "# 002 — Two processes\n\nDate: 2026-11-22 · Status: superseded by 004\n";
    const { status, output } = check(files);
    expect(status).toBe(1);
    expect(output).toContain('docs/decisions/001-one-process.md:3: decisions index: no "Date: YYYY-MM-DD');
    expect(output).toContain("docs/decisions/002-two-processes.md:3: missing decision: superseded by 004");
  });
});
