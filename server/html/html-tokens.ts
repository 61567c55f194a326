// A small HTML tokenizer for the sanitisers that take HTML from outside (a product's pasted description,
// a received mail) and write it out again from scratch. No HTML parser is installed, so this follows the
// HTML standard's states for tags, attributes, comments and raw text (character references decoded by the
// `entities` package). It builds no tree: each sanitiser keeps its own stack of what it has opened, and
// writes only elements and attributes it allows, so where this reading and a browser's differ on odd
// markup the output still holds nothing else.
import { decodeHTML, decodeHTMLAttribute } from "entities";

export type HtmlToken =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attributes: Map<string, string> }
  | { kind: "end"; name: string };

/**
 * Elements whose content a browser does not read as markup: the tokenizer skips to their end tag and
 * drops what is inside, so no sanitiser ever sees (or keeps) a script's or a style sheet's text.
 */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript"]);

const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === "\n" || char === "\f" || char === "\r";
const isLetter = (char: string | undefined) =>
  char !== undefined && ((char >= "a" && char <= "z") || (char >= "A" && char <= "Z"));

/** Splits HTML into text, start tags and end tags; comments, doctypes and raw text are passed over. */
export function tokenize(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  // Lower-cased once: raw-text end tags are looked for in it, however many raw-text elements there are.
  const lower = html.toLowerCase();
  let at = 0;
  let text = "";
  const flushText = () => {
    if (text) tokens.push({ kind: "text", text: decodeHTML(text) });
    text = "";
  };
  /** Past the next `>` (or the end): what the standard calls a bogus comment. */
  const skipPast = (marker: string) => {
    const end = html.indexOf(marker, at);
    at = end < 0 ? html.length : end + marker.length;
  };
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt < 0) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, lt);
    at = lt;
    const next = html[at + 1];
    if (isLetter(next)) {
      const tag = readTag(html, at + 1);
      if (!tag) break; // A tag cut off by the end of the input is dropped, as a browser does.
      flushText();
      at = tag.end;
      const name = tag.name;
      tokens.push({ kind: "start", name, attributes: tag.attributes });
      if (RAW_TEXT.has(name)) at = endOfRawText(html, lower, at, name);
    } else if (next === "/" && isLetter(html[at + 2])) {
      flushText();
      const tag = readTag(html, at + 2);
      if (!tag) break;
      tokens.push({ kind: "end", name: tag.name });
      at = tag.end;
    } else if (html.startsWith("<!--", at)) {
      flushText();
      at += 4;
      // "<!-->" and "<!--->" close at once; otherwise the comment runs to "-->" (or "--!>").
      if (html[at] === ">") at += 1;
      else if (html.startsWith("->", at)) at += 2;
      else at = commentEnd(html, at);
    } else if (next === "!" || next === "?" || next === "/") {
      flushText();
      at += 2;
      skipPast(">");
    } else {
      text += "<";
      at += 1;
    }
  }
  flushText();
  return tokens;
}

function commentEnd(html: string, from: number): number {
  const dashes = html.indexOf("--", from);
  for (let at = dashes < 0 ? html.length : dashes; at < html.length; at++) {
    if (html.startsWith("-->", at)) return at + 3;
    if (html.startsWith("--!>", at)) return at + 4;
  }
  return html.length;
}

/** Where the raw text of `name` ends: past `</name` followed by a space, `/` or `>`, or the input's end. */
function endOfRawText(html: string, lower: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found < 0) return html.length;
    const after = lower[found + name.length + 2];
    if (after === undefined || after === "/" || after === ">" || isSpace(after)) {
      const close = html.indexOf(">", found);
      return close < 0 ? html.length : close + 1;
    }
    at = found + 1;
  }
}

/** A tag from its name's first letter: its lower-case name, attributes (first of a name wins) and end. */
function readTag(html: string, from: number): { name: string; attributes: Map<string, string>; end: number } | null {
  let at = from;
  let name = "";
  while (at < html.length && !isSpace(html[at]) && html[at] !== "/" && html[at] !== ">") name += html[at++];
  const attributes = new Map<string, string>();
  for (;;) {
    while (isSpace(html[at]) || html[at] === "/") at++;
    if (at >= html.length) return null;
    if (html[at] === ">") return { name: name.toLowerCase(), attributes, end: at + 1 };
    let attribute = html[at++] ?? "";
    while (at < html.length && !isSpace(html[at]) && !"/>=".includes(html[at] ?? "")) attribute += html[at++];
    while (isSpace(html[at])) at++;
    let value = "";
    if (html[at] === "=") {
      at++;
      while (isSpace(html[at])) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close < 0) return null;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        while (at < html.length && !isSpace(html[at]) && html[at] !== ">") value += html[at++];
      }
    }
    const key = attribute.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeHTMLAttribute(value));
  }
}

/**
 * The tokens of `html` outside the elements named in `droppedWithContent`, which are left out with all
 * they hold (the same element nested inside one is counted, so its own end tag does not end it early).
 */
export function* tokensOutside(html: string, droppedWithContent: ReadonlySet<string>): Generator<HtmlToken> {
  let dropped: { name: string; depth: number } | null = null;
  for (const token of tokenize(html)) {
    if (dropped) {
      if (token.kind !== "text" && token.name === dropped.name) {
        dropped.depth += token.kind === "start" ? 1 : -1;
        if (dropped.depth === 0) dropped = null;
      }
      continue;
    }
    if (token.kind === "start" && droppedWithContent.has(token.name)) {
      dropped = { name: token.name, depth: 1 };
      continue;
    }
    yield token;
  }
}
