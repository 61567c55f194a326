// esbuild parses recursively and its service dies on nesting in the hundreds of thousands; refuse such files
// with a clear error before esbuild sees them. JSX nesting is not counted here: a crash still only ends the worker.
import { BuildError, describeProblem } from "./build-error";
import { MAX_NESTING_DEPTH } from "./limits";

const OPEN = new Set(["(", "[", "{"]);
const CLOSE = new Set([")", "]", "}"]);

/** The 1-based line where brackets first nest deeper than `limit`, or null. Strings and comments are skipped. */
export function deepNestingLine(text: string, limit: number): number | null {
  let depth = 0;
  let line = 1;
  let quote = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === "\n") line++;
    if (quote !== "") {
      if (char === "\\") index++;
      else if (char === quote || (char === "\n" && quote !== "`")) quote = "";
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "/" && text[index + 1] === "/") {
      const end = text.indexOf("\n", index);
      index = end < 0 ? text.length : end - 1;
    } else if (char === "/" && text[index + 1] === "*") {
      const end = text.indexOf("*/", index + 2);
      const skipped = text.slice(index, end < 0 ? text.length : end);
      line += skipped.split("\n").length - 1;
      index = end < 0 ? text.length : end + 1;
    } else if (OPEN.has(char)) {
      if (++depth > limit) return line;
    } else if (CLOSE.has(char)) depth = Math.max(0, depth - 1);
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
