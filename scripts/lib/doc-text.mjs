// What the link check reads in a text: markdown headings and their anchors (GitHub's slugs), lines outside
// fenced code, and a code file's comments. Pure functions of the text, used by scripts/check-links.mjs.

/** A heading's text as GitHub renders it: code, emphasis and link syntax gone. */
function plainText(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|(?<!\w)_|_(?!\w))/g, "")
    .replace(/<[^>]+>/g, "")
    .trim();
}

export function slug(heading) {
  return plainText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every line outside fenced code blocks, with its number. */
export function proseLines(text) {
  const lines = [];
  let fence = null;
  for (const [index, line] of text.split("\n").entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  }
  return lines;
}

/** The anchors a markdown text's headings (and `<a id>`s) produce, by GitHub's rules. */
export function anchorsIn(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

/**
 * Code files' comments (line and block comments), with everything else blanked and the lines kept: a string
 * in code is data (a site's own `docs/…` file in a test, say), while a comment points at the repository.
 */
export function commentsOnly(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const blockStart = text.indexOf("/*", i);
    const lineStart = text.slice(i).search(/(?:^|[\s;,(){}])\/\//m);
    const lineAt = lineStart < 0 ? -1 : i + lineStart + (text[i + lineStart] === "/" ? 0 : 1);
    const starts = [blockStart, lineAt].filter((at) => at >= 0);
    if (starts.length === 0) {
      out += text.slice(i).replace(/[^\n]/g, " ");
      break;
    }
    const at = Math.min(...starts);
    out += text.slice(i, at).replace(/[^\n]/g, " ");
    const end = at === blockStart ? text.indexOf("*/", at + 2) : text.indexOf("\n", at);
    const stop = end < 0 ? text.length : at === blockStart ? end + 2 : end;
    out += text.slice(at, stop);
    i = stop;
  }
  return out;
}
