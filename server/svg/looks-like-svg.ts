/** How far into a file the root element is looked for: a prolog longer than this is not an SVG we take. */
const PROLOG_LIMIT = 64 * 1024;

/** Where the prolog item starting at `at` ends (an XML declaration, comment or DOCTYPE), or -1. */
function prologItemEnd(text: string, at: number): number {
  if (text.startsWith("<?", at)) {
    const end = text.indexOf("?>", at + 2);
    return end < 0 ? -1 : end + 2;
  }
  if (text.startsWith("<!--", at)) {
    const end = text.indexOf("-->", at + 4);
    return end < 0 ? -1 : end + 3;
  }
  if (text.startsWith("<!DOCTYPE", at)) {
    // An internal subset in brackets may hold ">" of its own.
    const subset = /^[^[>]*\[/.exec(text.slice(at, at + 1024));
    const end = text.indexOf(">", subset ? text.indexOf("]", at) : at);
    return end < 0 ? -1 : end + 1;
  }
  return -1;
}

/**
 * Whether a file is an SVG by its content: after an optional byte-order mark, XML declaration,
 * comments and DOCTYPE, the first element is `<svg` (with or without a namespace prefix). A cheap
 * look at the start only; the sanitiser reads the whole file strictly afterwards.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder("utf-8").decode(bytes.subarray(0, PROLOG_LIMIT));
  let at = text.startsWith("\uFEFF") ? 1 : 0;
  for (;;) {
    while (/[ \t\r\n]/.test(text[at] ?? "")) at++;
    if (text[at] !== "<") return false;
    if (/^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(text.slice(at, at + 64))) return true;
    const end = prologItemEnd(text, at);
    if (end < 0) return false;
    at = end;
  }
}
