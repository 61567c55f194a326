// Compiles a stylesheet that imports "tailwindcss" for the classes the site's files use (docs/product.md#publish).
import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { compile } from "tailwindcss";
import { CandidateScanner } from "./candidates";
import { resolveSiteImport } from "./import-policy";
import { fontStylesheet, isFontFile } from "./site-fonts";

/** Does this stylesheet ask for Tailwind? (`@import "tailwindcss"` or one of its parts.) */
export function usesTailwind(css: string): boolean {
  return /@import\s+(?:url\(\s*)?["']tailwindcss(?:\/[\w.-]+)?["']/.test(css);
}

const tailwindRoot = realpathSync(dirname(createRequire(import.meta.url).resolve("tailwindcss/package.json")));
/** Tailwind's own stylesheets, the only host files a stylesheet may pull in. */
const TAILWIND_SHEETS: Record<string, string> = {
  tailwindcss: "index.css",
  "tailwindcss/index": "index.css",
  "tailwindcss/preflight": "preflight.css",
  "tailwindcss/theme": "theme.css",
  "tailwindcss/utilities": "utilities.css",
};
const sheetCache = new Map<string, string>();

function tailwindSheet(id: string): string | undefined {
  const file = TAILWIND_SHEETS[id.replace(/\.css$/, "")];
  if (file === undefined) return undefined;
  let content = sheetCache.get(file);
  if (content === undefined) {
    const real = realpathSync(join(tailwindRoot, file));
    if (!real.startsWith(tailwindRoot + sep)) return undefined;
    content = readFileSync(real, "utf8");
    sheetCache.set(file, content);
  }
  return content;
}

type Compiler = Awaited<ReturnType<typeof compile>>;
type Compiled = { css: string; deps: Map<string, string>; compiler: Compiler };

function folderOf(path: string): string {
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}

/** One site's Tailwind compilers, kept while their stylesheets and the sheets they import are unchanged. */
export class TailwindCompiler {
  private readonly compiled = new Map<string, Compiled>();
  private readonly scanner = new CandidateScanner();

  /** `fresh` builds from a new compiler: published CSS holds only the classes in use today. */
  async build(path: string, css: string, files: ReadonlyMap<string, string>, fresh: boolean): Promise<string> {
    let entry = this.compiled.get(path);
    const isCurrent = entry?.css === css && [...(entry?.deps ?? [])].every(([dep, text]) => files.get(dep) === text);
    if (entry === undefined || !isCurrent || fresh) {
      entry = await compileSheet(path, css, files);
      this.compiled.set(path, entry);
    }
    return entry.compiler.build(this.scanner.candidates(files));
  }
}

async function compileSheet(path: string, css: string, files: ReadonlyMap<string, string>): Promise<Compiled> {
  const deps = new Map<string, string>();
  const compiler = await compile(css, {
    base: folderOf(path),
    async loadStylesheet(id, base) {
      const sheet = tailwindSheet(id);
      if (sheet !== undefined) return { path: id, base: "", content: sheet };
      const importer = base === "" ? "_.css" : `${base}/_.css`;
      const resolved = resolveSiteImport(id, importer, "import-rule", (candidate) => files.has(candidate));
      if (resolved.type === "font") {
        // Its url()s name font files by package path, which resolve the same from the site's stylesheet.
        const font = isFontFile(resolved.specifier) ? undefined : fontStylesheet(resolved.specifier);
        if (font === undefined) throw new Error(`Font stylesheet "${id}" not found`);
        return { path: id, base: "", content: font };
      }
      if (resolved.type !== "site") throw new Error("reason" in resolved ? resolved.reason : `Import "${id}" refused`);
      const content = files.get(resolved.path) ?? "";
      deps.set(resolved.path, content);
      return { path: resolved.path, base: folderOf(resolved.path), content };
    },
    async loadModule(id) {
      throw new Error(`"${id}" refused: Tailwind plugins and config files cannot run in site builds`);
    },
  });
  return { css, deps, compiler };
}
