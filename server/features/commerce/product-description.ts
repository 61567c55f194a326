// A product's description is rich text from the admin's editor or a pasted page, kept to what a product
// page needs: paragraphs, line breaks, bold and italic, lists, headings h2–h4 and links (http, https and
// mailto, each with rel="noopener"). No HTML parser is installed, so the HTML is read by a small
// tokenizer modelled on the HTML standard's states for tags, attributes, comments and raw text
// (character references decoded by the `entities` package), and written out again from scratch: text
// escaped, only allowed elements, only a link's address. Where the tokenizer and a browser might read
// odd markup differently, the output still holds nothing else.
import { decodeHTML, decodeHTMLAttribute, escapeAttribute, escapeText } from "entities";

type Token =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attributes: Map<string, string> }
  | { kind: "end"; name: string };

/** Elements whose content is not markup: the tokenizer skips to their end tag and drops what is inside. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript"]);
/** Elements dropped with everything inside them (their content is markup, but never a description's). */
const DROPPED_WITH_CONTENT = new Set(["template", "svg", "math", "object", "select", "head"]);
/** Pasted elements, written as the nearest ones a description has. */
const RENAMED: Record<string, string> = { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4", div: "p" };

const INLINE = new Set(["strong", "em", "a", "br"]);
const BLOCKS_WITH_INLINE = new Set(["p", "h2", "h3", "h4"]);
const LISTS = new Set(["ul", "ol"]);
const ALLOWED = new Set([...INLINE, ...BLOCKS_WITH_INLINE, ...LISTS, "li"]);
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:"]);

const isSpace = (char: string | undefined) =>
  char === " " || char === "\t" || char === "\n" || char === "\f" || char === "\r";
const isLetter = (char: string | undefined) =>
  char !== undefined && ((char >= "a" && char <= "z") || (char >= "A" && char <= "Z"));

/** Splits HTML into text, start tags and end tags; comments, doctypes and raw text are passed over. */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
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
    const char = html[at];
    if (char !== "<") {
      text += char;
      at += 1;
      continue;
    }
    const next = html[at + 1];
    if (isLetter(next)) {
      const tag = readTag(html, at + 1);
      if (!tag) break; // A tag cut off by the end of the input is dropped, as a browser does.
      flushText();
      at = tag.end;
      const name = tag.name;
      tokens.push({ kind: "start", name, attributes: tag.attributes });
      if (RAW_TEXT.has(name)) at = endOfRawText(html, at, name);
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
      text += char;
      at += 1;
    }
  }
  flushText();
  return tokens;
}

function commentEnd(html: string, from: number): number {
  for (let at = from; at < html.length; at++) {
    if (html.startsWith("-->", at)) return at + 3;
    if (html.startsWith("--!>", at)) return at + 4;
  }
  return html.length;
}

/** Where the raw text of `name` ends: past `</name` followed by a space, `/` or `>`, or the input's end. */
function endOfRawText(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
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

/** A link's address as a browser would follow it, when its scheme is one a description may link with. */
function safeHref(value: string | undefined): string | null {
  if (value === undefined || !URL.canParse(value)) return null;
  const url = new URL(value);
  return LINK_SCHEMES.has(url.protocol) ? url.href : null;
}

/** Whether an open `parent` may hold `child` (a name, or "#text"). */
function holds(parent: string, child: string): boolean {
  if (INLINE.has(parent)) return INLINE.has(child) || child === "#text";
  if (BLOCKS_WITH_INLINE.has(parent)) return INLINE.has(child) || child === "#text";
  if (LISTS.has(parent)) return child === "li";
  if (parent === "li") return child !== "li";
  return true;
}

/** The description as stored: only the allowed elements, well nested, every text escaped. */
export function sanitizeDescription(html: string): string {
  let out = "";
  const open: string[] = [];
  /** Lists opened around a list item that had none, closed again by anything but another item. */
  const implied = new Set<number>();
  /** While inside an element dropped with its content: its name and how deep. */
  let dropped: { name: string; depth: number } | null = null;
  const close = () => {
    implied.delete(open.length - 1);
    const name = open.pop();
    if (name) out += `</${name}>`;
  };
  /** Closes what cannot hold `child`; a list item or text straight inside a list gets its item. */
  const makeRoomFor = (child: string) => {
    if (child === "a") while (open.includes("a")) close();
    for (;;) {
      const parent = open.at(-1);
      if (parent === undefined || holds(parent, child)) break;
      if (LISTS.has(parent) && !implied.has(open.length - 1)) {
        open.push("li");
        out += "<li>";
        break;
      }
      close();
    }
    if (child === "li" && !open.some((name) => LISTS.has(name))) {
      implied.add(open.length);
      open.push("ul");
      out += "<ul>";
    }
  };
  for (const token of tokenize(html)) {
    if (dropped) {
      if (token.kind !== "text" && token.name === dropped.name) {
        dropped.depth += token.kind === "start" ? 1 : -1;
        if (dropped.depth === 0) dropped = null;
      }
      continue;
    }
    if (token.kind === "text") {
      const inList = LISTS.has(open.at(-1) ?? "");
      if (inList && token.text.trim() === "") continue;
      makeRoomFor("#text");
      out += escapeText(token.text);
      continue;
    }
    const name = RENAMED[token.name] ?? token.name;
    if (token.kind === "start" && DROPPED_WITH_CONTENT.has(name)) {
      dropped = { name, depth: 1 };
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (token.kind === "end") {
      if (name === "br") continue;
      const at = open.lastIndexOf(name);
      if (at >= 0) while (open.length > at) close();
      continue;
    }
    if (name === "a") {
      const href = safeHref(token.attributes.get("href"));
      if (!href) continue;
      makeRoomFor("a");
      open.push("a");
      out += `<a href="${escapeAttribute(href)}" rel="noopener">`;
      continue;
    }
    makeRoomFor(name);
    if (name === "br") {
      out += "<br>";
      continue;
    }
    open.push(name);
    out += `<${name}>`;
  }
  while (open.length > 0) close();
  return out;
}
