// A received mail's HTML made fit for the reading frame. The frame is sandboxed on another origin, and
// this is the wall before it: the HTML is read by the shared tokenizer (server/html/) and written out again
// from an allow-list of the elements mail is laid out with (tables included), each with only the
// attributes it needs, every text escaped. No script, frame, object, form, meta, link or base survives,
// no event handler, no `javascript:` address. Inline styles keep their layout properties only
// (mail-css.ts); <style> sheets are dropped whole. Links open in a new tab without telling the other side
// where they came from. Pictures on other servers would tell the sender the mail was opened, so their
// addresses move to `data-remote-src`, kept only when the reader allows them; pictures the mail
// carries (`cid:`) point at its attachments.
import { escapeAttribute, escapeText } from "entities";
import { tokensOutside } from "../../../html/html-tokens";
import { safeInlineStyle } from "./mail-css";

export type SanitisedMailHtml = { html: string; hasRemoteImages: boolean };

/** Where a picture the mail carries is served, by its Content-ID; null when the mail has no such part. */
export type InlinePictureUrl = (contentId: string) => string | null;

const ELEMENTS = new Set(
  (
    "a abbr address article aside b bdi bdo big blockquote br caption center cite code col colgroup dd del " +
    "details dfn div dl dt em figcaption figure font footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li " +
    "main mark nav ol p pre q s samp section small span strike strong sub summary sup table tbody td tfoot " +
    "th thead time tr tt u ul var wbr"
  ).split(" "),
);
const VOID = new Set(["br", "col", "hr", "img", "wbr"]);
/** Elements whose content is markup a mail has no use for (or reads differently): dropped with it. */
const DROPPED_WITH_CONTENT = new Set(["template", "svg", "math", "object", "applet", "select", "audio", "video"]);
/** The body keeps its colours and styles as a block of its own. */
const RENAMED: Record<string, string> = { body: "div" };

const EVERY_ELEMENT = ["style", "title", "lang", "dir", "align", "valign", "width", "height", "bgcolor"];
const CELL = ["colspan", "rowspan", "nowrap", "scope"];
const ATTRIBUTES: Record<string, readonly string[]> = {
  table: ["border", "cellpadding", "cellspacing"],
  td: CELL,
  th: CELL,
  col: ["span"],
  colgroup: ["span"],
  font: ["color", "face", "size"],
  img: ["alt", "border", "hspace", "vspace"],
  ol: ["start", "type", "reversed"],
  ul: ["type"],
  li: ["value"],
  hr: ["size", "noshade", "color"],
  time: ["datetime"],
  details: ["open"],
};

const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
/** Pictures written into the mail itself, in the raster formats browsers show (never SVG). */
const DATA_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** An address as a browser would follow it, when its scheme is one of `schemes`. */
function parsedUrl(value: string, schemes: Set<string>): string | null {
  const absolute = value.startsWith("//") ? `https:${value}` : value;
  if (!URL.canParse(absolute)) return null;
  const url = new URL(absolute);
  return schemes.has(url.protocol) ? url.href : null;
}

const REMOTE_SCHEMES = new Set(["http:", "https:"]);

/** `cid:part1%40example.com` → `part1@example.com`, as the attachment's Content-ID is kept. */
function contentIdOf(src: string): string {
  const raw = src.slice("cid:".length);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A stray % is taken as written.
  }
  return decoded.replace(/^<|>$/g, "").trim();
}

type Attributes = Map<string, string>;
/** Whether the reader allowed pictures from other servers, and whether the mail names any. */
type Found = { allowRemote: boolean; remote: boolean };

/** The attributes a picture's address becomes, noting a picture on another server in `found`. */
function pictureSource(src: string, pictureUrl: InlinePictureUrl, found: Found): [string, string][] {
  if (/^cid:/i.test(src)) {
    const url = pictureUrl(contentIdOf(src));
    return url ? [["src", url]] : [];
  }
  if (DATA_PICTURE.test(src)) return [["src", src]];
  const remote = parsedUrl(src, REMOTE_SCHEMES);
  if (!remote) return [];
  found.remote = true;
  return [[found.allowRemote ? "src" : "data-remote-src", remote]];
}

/** The start tag as written out, or null when the element is left out (a link to nowhere safe). */
function startTag(name: string, attributes: Attributes, pictureUrl: InlinePictureUrl, found: Found) {
  const kept: [string, string][] = [];
  if (name === "a") {
    const href = parsedUrl((attributes.get("href") ?? "").trim(), LINK_SCHEMES);
    if (!href) return null;
    kept.push(["href", href], ["target", "_blank"], ["rel", "noopener noreferrer"]);
  }
  if (name === "img") kept.push(...pictureSource((attributes.get("src") ?? "").trim(), pictureUrl, found));
  const allowed = new Set([...EVERY_ELEMENT, ...(ATTRIBUTES[name] ?? [])]);
  for (const [attribute, value] of attributes) {
    if (!allowed.has(attribute)) continue;
    if (attribute === "style") {
      const style = safeInlineStyle(value);
      if (style) kept.push(["style", style]);
    } else kept.push([attribute, value]);
  }
  const written = kept.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join("");
  return `<${name}${written}>`;
}

/**
 * The mail's HTML as the reading frame may show it, and whether it names pictures on other servers (which
 * load only with `remoteImages`, when the reader allowed them for this message).
 */
export function sanitiseMailHtml(
  html: string,
  pictureUrl: InlinePictureUrl,
  options: { remoteImages: boolean } = { remoteImages: false },
): SanitisedMailHtml {
  let out = "";
  const open: string[] = [];
  const found: Found = { allowRemote: options.remoteImages, remote: false };
  const closeFrom = (index: number) => {
    while (open.length > index) out += `</${open.pop()}>`;
  };
  for (const token of tokensOutside(html, DROPPED_WITH_CONTENT)) {
    if (token.kind === "text") {
      out += escapeText(token.text);
      continue;
    }
    const name = RENAMED[token.name] ?? token.name;
    if (!ELEMENTS.has(name)) continue;
    if (token.kind === "end") {
      const at = VOID.has(name) ? -1 : open.lastIndexOf(name);
      if (at >= 0) closeFrom(at);
      continue;
    }
    const tag = startTag(name, token.attributes, pictureUrl, found);
    if (tag === null) continue;
    // A link inside a link is a new link, as a browser reads it.
    if (name === "a" && open.includes("a")) closeFrom(open.lastIndexOf("a"));
    out += tag;
    if (!VOID.has(name)) open.push(name);
  }
  closeFrom(0);
  return { html: out, hasRemoteImages: found.remote };
}
