// esbuild parses recursively: nesting in the tens of thousands costs it hundreds of megabytes and deeper
// nesting kills its service. Refuse such files with a clear error before esbuild sees them; what this scan
// misses (long operator chains, say) is still contained by the worker's timeout and memory cap.
import { BuildError, describeProblem } from "./build-error";
import { MAX_NESTING_DEPTH } from "./limits";

const OPEN = new Set(["(", "[", "{"]);
const CLOSE = new Set([")", "]", "}"]);
// A '<' opens a JSX element when it follows one of these (or another element's '>'); elsewhere it compares.
const BEFORE_JSX = new Set([">", "(", "{", "[", "=", ",", "?", ":", "&", "|", ";", ""]);
const TAG_START = /[A-Za-z>]/;

function skipComment(text: string, index: number): number {
  if (text[index + 1] === "/") {
    const end = text.indexOf("\n", index);
    return end < 0 ? text.length : end - 1;
  }
  const end = text.indexOf("*/", index + 2);
  return end < 0 ? text.length : end + 1;
}

/**
 * The 1-based line where brackets and JSX elements first nest deeper than `limit`, or null.
 * A rough scan: strings and comments are skipped, regular expressions are not recognised.
 */
export function deepNestingLine(text: string, limit: number): number | null {
  let depth = 0;
  let line = 1;
  let quote = "";
  let previous = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const next = text[index + 1] ?? "";
    if (char === "\n") line++;
    if (quote !== "") {
      if (char === "\\") index++;
      else if (char === quote || (char === "\n" && quote !== "`")) quote = "";
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "/" && (next === "/" || next === "*")) {
      const end = skipComment(text, index);
      for (let at = text.indexOf("\n", index); at >= 0 && at <= end; at = text.indexOf("\n", at + 1)) line++;
      index = end;
      continue;
    } else if (OPEN.has(char) || (char === "<" && TAG_START.test(next) && BEFORE_JSX.has(previous))) {
      if (++depth > limit) return line;
    } else if (CLOSE.has(char) || (char === "<" && next === "/") || (char === "/" && next === ">")) {
      depth = Math.max(0, depth - 1);
    }
    if (char.trim() !== "") previous = char;
  }
  return null;
}

/** Throws a 422 naming the first file nested too deeply; `checked` remembers contents already found fine. */
export function checkNesting(site: { files: ReadonlyMap<string, string>; checked: Map<string, string> }): void {
  for (const path of site.checked.keys()) if (!site.files.has(path)) site.checked.delete(path);
  for (const [path, content] of site.files) {
    if (content.length < MAX_NESTING_DEPTH * 2 || site.checked.get(path) === content) continue;
    const line = deepNestingLine(content, MAX_NESTING_DEPTH);
    if (line !== null) {
      const problem = {
        file: path,
        line,
        column: null,
        message: `Brackets nest more than ${MAX_NESTING_DEPTH} levels deep`,
      };
      throw new BuildError(422, describeProblem(problem), [problem]);
    }
    site.checked.set(path, content);
  }
}
