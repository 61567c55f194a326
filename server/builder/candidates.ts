// The class candidates Tailwind builds CSS for: every plausible token of the site's non-CSS files.
import { isImagePath } from "./loaders";

const SEPARATORS = /[\s"'`{}<>;\\]+/;
// Utilities start with a lower-case letter, '-', '!', '@', '*' or '['; components and constants do not.
const PLAUSIBLE = /^[-!@*[a-z][^\s]{1,99}$/;

type Scanned = { content: string; tokens: string[] };

/** Remembers each file's tokens so a rebuild only rescans the files that changed. */
export class CandidateScanner {
  private readonly byPath = new Map<string, Scanned>();

  candidates(files: ReadonlyMap<string, string>): string[] {
    const all = new Set<string>();
    for (const [path, content] of files) {
      if (path.endsWith(".css") || isImagePath(path)) continue;
      let scanned = this.byPath.get(path);
      if (scanned?.content !== content) {
        scanned = { content, tokens: tokensOf(content) };
        this.byPath.set(path, scanned);
      }
      for (const token of scanned.tokens) all.add(token);
    }
    for (const path of this.byPath.keys()) if (!files.has(path)) this.byPath.delete(path);
    return [...all];
  }
}

function tokensOf(content: string): string[] {
  const tokens = new Set<string>();
  for (const token of content.split(SEPARATORS)) if (PLAUSIBLE.test(token)) tokens.add(token);
  return [...tokens];
}
