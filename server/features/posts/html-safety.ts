// The last check on a post's rendered HTML before any page may show it, and the test of the sanitising:
// it reads every tag the HTML holds and names what could run code in a visitor's browser. Text between
// tags is always escaped by the renderer, so the tags are all there is to look at. An attribute's value is
// read as a browser reads it, its character references decoded by the `entities` package.
import { decodeHTMLAttribute } from "entities";

/** Tags a post's body renders to; anything else (script, style, svg, object, form…) is refused. */
const ALLOWED_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "code",
  "pre",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "br",
  "hr",
  "img",
  "div",
  "iframe",
  "table",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

/** Attributes whose value is an address a browser may load or navigate to. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "srcset", "poster", "background"]);

export const YOUTUBE_EMBED_PREFIX = "https://www.youtube-nocookie.com/embed/";

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme, so must we.
const SKIPPED = /[\u0000-\u0020\u007f-\u009f]/g;

/** The scheme a browser would see: entities decoded, spaces and control characters dropped, lower case. */
function schemeOf(value: string): string | null {
  const squeezed = decodeHTMLAttribute(value).replace(SKIPPED, "").toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  return match?.[1] ?? null;
}

function urlProblem(tag: string, name: string, value: string): string | null {
  const scheme = schemeOf(value);
  if (tag === "iframe" && name === "src") {
    return decodeHTMLAttribute(value).startsWith(YOUTUBE_EMBED_PREFIX) ? null : `an iframe of ${value}`;
  }
  if (scheme === null) return null;
  if (scheme === "https" || scheme === "http") return null;
  if (tag === "a" && name === "href" && (scheme === "mailto" || scheme === "tel")) return null;
  return `a ${scheme}: address in ${tag} ${name}`;
}

/** What in `html` could run code or load a foreign frame; empty when it is safe to place on a page. */
export function unsafeHtmlReasons(html: string): string[] {
  const reasons: string[] = [];
  if (/<[!?]/.test(html)) reasons.push("a comment, doctype or processing instruction");
  const stray = html.replace(/<\/?[a-zA-Z][^<>]*>/g, "");
  if (/[<>]/.test(stray)) reasons.push("a bare < or > outside a tag");
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)([^<>]*)>/g)) {
    const tag = (match[2] ?? "").toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      reasons.push(`a <${tag}> tag`);
      continue;
    }
    if (match[1] === "/") continue;
    const rest = (match[3] ?? "").replace(/\/$/, "");
    const withoutAttributes = rest.replace(/\s+([^\s"'=<>`/]+)(="[^"]*")?/g, "");
    if (withoutAttributes.trim() !== "") reasons.push(`a malformed <${tag}> tag: ${rest}`);
    for (const attribute of rest.matchAll(/\s+([^\s"'=<>`/]+)(?:="([^"]*)")?/g)) {
      const name = (attribute[1] ?? "").toLowerCase();
      const value = attribute[2] ?? "";
      if (name.startsWith("on")) reasons.push(`an event handler ${name} on <${tag}>`);
      if (name === "srcdoc") reasons.push(`srcdoc on <${tag}>`);
      if (name === "style" && /url\(|expression|javascript|@import|\\/i.test(decodeHTMLAttribute(value))) {
        reasons.push(`a style that loads or runs something on <${tag}>`);
      }
      if (URL_ATTRIBUTES.has(name)) {
        const problem = urlProblem(tag, name, value);
        if (problem) reasons.push(problem);
      }
    }
    if (tag === "iframe" && !/\ssrc="/.test(rest)) reasons.push("an iframe without an address");
  }
  return reasons;
}
