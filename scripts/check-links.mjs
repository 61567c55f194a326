// Fails when a document or comment points at something in the repository that is not there, so docs
// cannot quietly drift from the code they describe.
//
// Caught (one rule each, below):
//   - "broken link": a markdown link between repository files (`[text](../README.md)`) whose target is
//     missing; links with a scheme (https:, mailto:) and site paths (`/docs/...`, read by the app's own
//     router) are not repository files and are left alone;
//   - "missing anchor": a `#anchor` (in a markdown link, or after a path such as
//     `docs/product.md#publish` in a comment) that no heading of the target produces, by GitHub's rules:
//     the heading's text in lower case, punctuation dropped but for hyphens and underscores, spaces
//     turned into hyphens, and `-1`, `-2`… after a repeated one;
//   - "missing path": a path that starts at a top-level folder of the repository (`server/…`, `web/…`,
//     `docs/…`), written anywhere in a tracked text file, which names no file or folder. A path that
//     goes on with a placeholder (`<name>`, `{id}`, `*`, `NNN`) only needs its folder to exist, and
//     `docs/decisions/NNN` with a number stands for that decision's file;
//   - "missing decision": "decision NNN" in prose with no file of that number in docs/decisions/;
//   - "decisions index": docs/decisions/README.md lists every decision with its number, title, date and
//     status, as the decision's own header says them (`Date: YYYY-MM-DD · Status: accepted`, or
//     `superseded by NNN`), and no two decisions share a number.
//
// Usage: node scripts/check-links.mjs [--root <folder>]   (the folder defaults to this repository; it
// must be a git work tree: tracked files and new ones not ignored are read)

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { anchorsIn, commentsOnly, proseLines } from "./lib/doc-text.mjs";
import { TEXT_EXTENSIONS } from "./lib/text-files.mjs";

const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
const rootFlag = process.argv.indexOf("--root");
const ROOT = rootFlag > 0 ? process.argv[rootFlag + 1] : REPOSITORY;

const SELF = relative(REPOSITORY, fileURLToPath(import.meta.url));
/** Itself (its comments show the patterns) and its test (which writes broken links on purpose). */
const SKIPPED_FILES = new Set(["package-lock.json", SELF, SELF.replace(/\.mjs$/, ".test.ts")]);

const DECISIONS_DIR = "docs/decisions";
const DECISIONS_INDEX = `${DECISIONS_DIR}/README.md`;
const DECISION_FILE = /^docs\/decisions\/(\d{3})-[^/]+\.md$/;
const DECISION_HEADER = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by (\d{3}))$/;

function listFiles() {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // A tracked file deleted in the working tree (someone's change in progress) is gone.
  return [...new Set(out.split("\0").filter(Boolean))].filter((path) => existsSync(join(ROOT, path)));
}

const files = listFiles();
const fileSet = new Set(files);
const folderSet = new Set(
  files.flatMap((path) =>
    path
      .split("/")
      .slice(0, -1)
      .map((_, i, all) => all.slice(0, i + 1).join("/")),
  ),
);
const topFolders = [...new Set(files.filter((path) => path.includes("/")).map((path) => path.split("/")[0]))];
const decisionFiles = files.filter((path) => DECISION_FILE.test(path)).sort();

const exists = (path) => fileSet.has(path) || folderSet.has(path.replace(/\/$/, ""));

function read(path) {
  return readFileSync(join(ROOT, path), "utf8");
}

function isText(path) {
  if (SKIPPED_FILES.has(path)) return false;
  const base = path.slice(path.lastIndexOf("/") + 1);
  return TEXT_EXTENSIONS.has(extname(base)) || base === "run";
}

const anchorCache = new Map();
function anchorsOf(path) {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsIn(read(path)));
  return anchorCache.get(path);
}

const CODE_EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".css"]);

// ── The rules ──────────────────────────────────────────────────────────────────────────────────────

const findings = [];
let references = 0;
function report(path, line, rule, text) {
  findings.push({ path, line, rule, text });
}

/** Checks a repository path (with an optional anchor), as written in `path` at `line`. */
function checkTarget(path, line, target, anchor, written) {
  references += 1;
  if (!exists(target)) {
    report(path, line, "missing path", written);
    return;
  }
  if (anchor && fileSet.has(target) && target.endsWith(".md") && !anchorsOf(target).has(anchor)) {
    report(path, line, "missing anchor", `${written} (no heading of ${target} gives #${anchor})`);
  }
}

const MARKDOWN_LINK = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

function checkMarkdownLinks(path, text) {
  for (const { line, number } of proseLines(text)) {
    for (const [written, href] of line.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/")) continue;
      const [file, anchor] = href.split("#", 2);
      const target = file === "" ? path : normalize(join(dirname(path), decodeURI(file))).replace(/\\/g, "/");
      if (target.startsWith("..")) {
        report(path, number, "broken link", `${written} (outside the repository)`);
      } else if (!exists(target)) {
        report(path, number, "broken link", written);
      } else {
        checkTarget(path, number, target, anchor, written);
      }
    }
  }
}

/** The characters that, right after a path, say it goes on as a pattern rather than a name. */
const PLACEHOLDER_NEXT = /^[.-]*[<{*…$[]/;
const PLACEHOLDER_WORD = /(?:^|\/)[^/]*(?:NNN|XXX)/;

function pathPattern() {
  const folders = topFolders.map((name) => name.replace(/[.]/g, "\\.")).join("|");
  // Not inside a longer path, a URL, a package name (`@common/…`) or a relative import (`../server/…`).
  return new RegExp(`(?<![\\w@./~:\\\\-])((?:${folders})/[\\w./-]*?)(?=[.-]*(?![\\w./-]))(#[\\w-]+)?`, "g");
}

function checkPaths(path, text) {
  if (topFolders.length === 0) return;
  const pattern = pathPattern();
  for (const [index, line] of text.split("\n").entries()) {
    for (const match of line.matchAll(pattern)) {
      const [written, target, anchor] = match;
      const next = line.slice(match.index + written.length);
      if (PLACEHOLDER_NEXT.test(next) || PLACEHOLDER_WORD.test(target)) {
        // A pattern: only the folder it starts in has to exist.
        const folder = PLACEHOLDER_WORD.test(target)
          ? target.replace(new RegExp(`${PLACEHOLDER_WORD.source}.*$`), "")
          : target.replace(/\/[^/]*$/, "");
        if (!folderSet.has(folder)) report(path, index + 1, "missing path", `${written}${next.slice(0, 20)}`);
        continue;
      }
      const decision = /^docs\/decisions\/(\d{3})$/.exec(target);
      if (decision) {
        if (!decisionFiles.some((file) => file.startsWith(`${target}-`))) {
          report(path, index + 1, "missing decision", written);
        }
        continue;
      }
      checkTarget(path, index + 1, target, anchor?.slice(1), written);
    }
  }
}

function checkDecisionNumbers(path, text) {
  for (const [index, line] of text.split("\n").entries()) {
    for (const [written, number] of line.matchAll(/\b[Dd]ecisions? (\d{3})\b/g)) {
      if (!decisionFiles.some((file) => file.startsWith(`${DECISIONS_DIR}/${number}-`))) {
        report(path, index + 1, "missing decision", written);
      }
    }
  }
}

/** Each decision's title (after "NNN — " in its first heading), date and status, from its own header. */
function decisionHeader(path) {
  const lines = read(path).split("\n");
  const title = /^# (\d{3}) — (.+)$/.exec(lines[0] ?? "");
  const header = lines
    .slice(1, 4)
    .map((line) => DECISION_HEADER.exec(line.trim()))
    .find(Boolean);
  return { number: path.slice(DECISIONS_DIR.length + 1, DECISIONS_DIR.length + 4), title, header };
}

function checkDecisions() {
  if (decisionFiles.length === 0) return;
  const numbers = new Map();
  for (const path of decisionFiles) {
    const { number, title, header } = decisionHeader(path);
    if (numbers.has(number)) report(path, 1, "decisions index", `number ${number} is also ${numbers.get(number)}`);
    numbers.set(number, path);
    if (!title || title[1] !== number)
      report(path, 1, "decisions index", `the first line must be "# ${number} — <title>"`);
    if (!header)
      report(
        path,
        3,
        "decisions index",
        'no "Date: YYYY-MM-DD · Status: accepted" (or "superseded by NNN") line under the title',
      );
    const by = header?.[3];
    if (by && !decisionFiles.some((file) => file.startsWith(`${DECISIONS_DIR}/${by}-`))) {
      report(path, 3, "missing decision", `superseded by ${by}`);
    }
  }
  if (!fileSet.has(DECISIONS_INDEX)) {
    report(
      DECISIONS_INDEX,
      1,
      "decisions index",
      "missing: it lists every decision with its number, title, date and status",
    );
    return;
  }
  const rows = new Map();
  for (const [index, line] of read(DECISIONS_INDEX).split("\n").entries()) {
    const row = /^\|\s*\[(\d{3})\]\((\d{3}-[^)]+\.md)\)\s*\|(.*)\|(.*)\|(.*)\|\s*$/.exec(line);
    if (row)
      rows.set(`${DECISIONS_DIR}/${row[2]}`, {
        line: index + 1,
        number: row[1],
        cells: row.slice(3).map((cell) => cell.trim()),
      });
  }
  for (const path of decisionFiles) {
    const row = rows.get(path);
    const { number, title, header } = decisionHeader(path);
    const expected = [title?.[2] ?? "", header?.[1] ?? "", header?.[2] ?? ""];
    if (!row) {
      report(
        DECISIONS_INDEX,
        1,
        "decisions index",
        `no row for ${path}: | [${number}](${path.slice(DECISIONS_DIR.length + 1)}) | ${expected.join(" | ")} |`,
      );
    } else if (row.number !== number || row.cells.join("\n") !== expected.join("\n")) {
      report(DECISIONS_INDEX, row.line, "decisions index", `the row for ${number} must read: ${expected.join(" | ")}`);
    }
  }
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
const checked = files.filter((path) => isText(path) && statSync(join(ROOT, path)).isFile());
for (const path of checked) {
  const text = read(path);
  if (path.endsWith(".md")) checkMarkdownLinks(path, text);
  // A markdown link's target was checked above: blanked, so it is not reported twice.
  const prose = CODE_EXTENSIONS.has(extname(path))
    ? commentsOnly(text)
    : path.endsWith(".md")
      ? text.replace(/(\]\()([^)\s]*)/g, (_, open, target) => open + " ".repeat(target.length))
      : text;
  checkPaths(path, prose);
  checkDecisionNumbers(path, prose);
}
checkDecisions();
const elapsed = Math.round(performance.now() - started);

if (findings.length === 0) {
  console.log(
    `check-links: ${checked.length} files, ${decisionFiles.length} decisions, ${references} links and paths, all found (${elapsed} ms)`,
  );
} else {
  for (const { path, line, rule, text } of findings) console.error(`${path}:${line}: ${rule}: ${text.slice(0, 200)}`);
  console.error(
    `\ncheck-links: ${findings.length} broken reference(s) in ${new Set(findings.map((f) => f.path)).size} file(s).` +
      "\nPoint at what exists now (a moved file's new path, a heading's current anchor), or drop the reference.",
  );
  process.exitCode = 1;
}
