// Rich text from elsewhere (a product's description from the admin's editor or a pasted page, a reply
// from the fediverse), kept to what such text needs: paragraphs, line breaks, bold and italic, lists, headings h2–h4 and links (http, https and
// mailto, each with rel="noopener"). The HTML is read by the shared tokenizer (server/html/) and written
// out again from scratch: text escaped, only allowed elements, only a link's address. Where the tokenizer
// and a browser might read odd markup differently, the output still holds nothing else.
import { escapeAttribute, escapeText } from "entities";
import { tokensOutside } from "./html-tokens";

/** Elements dropped with everything inside them (their content is markup, never text to show). */
const DROPPED_WITH_CONTENT = new Set(["template", "svg", "math", "object", "select", "head"]);
/** Pasted elements, written as the nearest allowed ones. */
const RENAMED: Record<string, string> = { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4", div: "p" };

const INLINE = new Set(["strong", "em", "a", "br"]);
const BLOCKS_WITH_INLINE = new Set(["p", "h2", "h3", "h4"]);
const LISTS = new Set(["ul", "ol"]);
const ALLOWED = new Set([...INLINE, ...BLOCKS_WITH_INLINE, ...LISTS, "li"]);
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:"]);

/** A link's address as a browser would follow it, when its scheme is one such text may link with. */
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

/** The text as stored: only the allowed elements, well nested, every text escaped. */
export function sanitizeRichText(html: string): string {
  let out = "";
  const open: string[] = [];
  /** Lists opened around a list item that had none, closed again by anything but another item. */
  const implied = new Set<number>();
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
  for (const token of tokensOutside(html, DROPPED_WITH_CONTENT)) {
    if (token.kind === "text") {
      const inList = LISTS.has(open.at(-1) ?? "");
      if (inList && token.text.trim() === "") continue;
      makeRoomFor("#text");
      out += escapeText(token.text);
      continue;
    }
    const name = RENAMED[token.name] ?? token.name;
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
