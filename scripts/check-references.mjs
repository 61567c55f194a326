// Fails when a tracked source or docs file points at documents outside the repository: the product
// brief, design notes and style guide the project started from, or numbered work items. The repository
// explains itself: state the rule in place, or point at docs/product.md#<heading> or docs/decisions/NNN.
//
// Caught (one rule each, below):
//   - those documents' names as capitalised words, e.g. the brief's short name followed by a section sign
//   - their file names (the brief's, design's or style guide's name with ".md", any case)
//   - a numbered work item: the word "issue" followed by a number, with or without a hash sign
//   - a section sign before a number, unless it follows "RFC <number> " (RFC 9110 §14.1.2 is fine)
//   - a path into the shared folder outside the repository ("shared/…", "../shared/…", "/work/shared")
//   - "the spec" in lowercase prose
// Allowed, because they are not references: "specification" and other longer words, "*.spec.ts" file
// names, package names such as "@standard-schema/spec", "design" and "style" in ordinary prose, and
// identifiers such as `issues` or `addIssue`.
//
// Usage: node scripts/check-references.mjs [files…]   (no arguments: every tracked file it reads)

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { extname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { TEXT_EXTENSIONS } from "./lib/text-files.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

const CHECKED_EXTENSIONS = TEXT_EXTENSIONS;
/** Generated, or not ours to word. */
const SKIPPED_FILES = new Set(["package-lock.json", SELF]);

const RULES = [
  { name: "outside document named", pattern: /\b(?:SPEC|DESIGN|STYLE)\b/ },
  { name: "outside document file", pattern: /\b(?:spec|design|style)\.md\b/i },
  { name: "numbered work item", pattern: /\bissues?\s+#?\d+/i },
  { name: "section number", pattern: /(?<!\bRFC \d+ )§\s*\d/ },
  { name: "shared folder path", pattern: /(?:^|[^\w./-])(?:\.\.\/)*shared\/|\/work\/shared\b/ },
  { name: "'the spec'", pattern: /\bthe spec\b(?![.\w-])/ },
];

function trackedFiles() {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out.split("\0").filter(Boolean);
}

function isChecked(path) {
  if (SKIPPED_FILES.has(path)) return false;
  const base = path.slice(path.lastIndexOf("/") + 1);
  return CHECKED_EXTENSIONS.has(extname(base)) || base === "run";
}

function findings(path) {
  let text;
  try {
    text = readFileSync(new URL(path, `file://${ROOT}`), "utf8");
  } catch (error) {
    // Tracked but deleted in the working tree (someone's change in progress): nothing to read.
    if (error.code === "ENOENT") return [];
    throw error;
  }
  const found = [];
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    const broken = RULES.filter((rule) => rule.pattern.test(line)).map((rule) => rule.name);
    if (broken.length > 0) found.push({ path, line: index + 1, rule: broken.join(", "), text: line.trim() });
  }
  return found;
}

const started = performance.now();
const files = (process.argv.length > 2 ? process.argv.slice(2) : trackedFiles()).filter(isChecked);
const all = files.flatMap(findings);
const elapsed = Math.round(performance.now() - started);

if (all.length === 0) {
  console.log(`check-references: ${files.length} files, no references outside the repository (${elapsed} ms)`);
} else {
  for (const { path, line, rule, text } of all) console.error(`${path}:${line}: ${rule}: ${text.slice(0, 160)}`);
  console.error(
    `\ncheck-references: ${all.length} reference(s) to documents outside the repository in ${new Set(all.map((f) => f.path)).size} file(s).` +
      "\nState the rule in our own words, or point at docs/product.md#<heading> or docs/decisions/NNN-*.md.",
  );
  process.exitCode = 1;
}
