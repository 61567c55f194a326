import { escapeXml } from "@common/escape-html";
import { checkCss, classifyReference } from "./svg-references";
import { type XmlAttribute, XmlSyntaxError, xmlTokens } from "./xml-tokens";

/**
 * The one check for uploaded SVGs, used by logos and avatars (which are then drawn into pixels) and by
 * the media library (which keeps the SVG). It reads the file with a strict XML reader and writes a new
 * one from what it read: only drawing elements from an allowlist, in the SVG namespace; no scripts,
 * event handlers, foreignObject, `javascript:` or non-image `data:` URLs, comments or processing
 * instructions. A file that would fetch anything (another file, a style sheet, an image by address) or
 * declares entities is refused rather than cleaned, so its author learns why it changed.
 *
 * The media library still serves the result with `Content-Security-Policy: sandbox`: a second wall in
 * case a browser reads something in it differently from us.
 */
export type SvgVerdict = { svg: string } | { problem: "unreadable" | "reaches-out" };

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

const ALLOWED_ELEMENTS = new Set(
  (
    "a animate animateMotion animateTransform circle clipPath defs desc ellipse feBlend feColorMatrix " +
    "feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight " +
    "feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode " +
    "feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence filter g image " +
    "line linearGradient marker mask metadata mpath path pattern polygon polyline radialGradient rect set " +
    "stop style svg switch symbol text textPath title tspan use view"
  ).split(" "),
);
const ANIMATIONS = new Set(["animate", "animateMotion", "animateTransform", "set"]);
/** Attributes in the xlink and xml namespaces worth keeping (xml:base is not: it can point hrefs elsewhere). */
const XLINK_KEPT = new Set(["href", "title"]);
const XML_KEPT = new Set(["space", "lang"]);

class ReachesOut extends Error {}

type Scope = Map<string, string>;

interface OpenElement {
  /** As written, prefix and all: an end tag must repeat it exactly. */
  qualified: string;
  name: string;
  scope: Scope;
  kept: boolean;
  /** A kept <style>'s text so far; null once markup showed up inside it, which drops the sheet. */
  css?: string[] | null;
}

function splitName(qualified: string): { prefix: string | null; local: string } {
  const colon = qualified.indexOf(":");
  return colon < 0
    ? { prefix: null, local: qualified }
    : { prefix: qualified.slice(0, colon), local: qualified.slice(colon + 1) };
}

function childScope(parent: Scope, attributes: XmlAttribute[]): Scope {
  const declarations = attributes.filter(({ name }) => name === "xmlns" || name.startsWith("xmlns:"));
  if (declarations.length === 0) return parent;
  const scope = new Map(parent);
  for (const { name, value } of declarations) scope.set(name === "xmlns" ? "" : name.slice(6), value);
  return scope;
}

/** Escaped for a double-quoted attribute, tabs and line breaks as references so a reader keeps them. */
function escapeAttribute(value: string): string {
  if (!/[&<>"\t\n\r]/.test(value)) return value;
  return escapeXml(value).replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}

/** xml: is always bound; xlink: is often used undeclared (HTML allows it), and taken to mean XLink. */
function attributeNamespace(prefix: string, scope: Scope): string | undefined {
  if (prefix === "xml") return XML_NS;
  return scope.get(prefix) ?? (prefix === "xlink" ? XLINK_NS : undefined);
}

/** The attribute an animation element changes, lower-case and without its prefix. */
function animatedAttribute(attributes: XmlAttribute[]): string {
  const target = attributes.find(({ name }) => name === "attributeName")?.value.trim() ?? "";
  return splitName(target).local.toLowerCase();
}

/** An element's attributes as they are written out, or null when the element itself must go. */
function keptAttributes(local: string, attributes: XmlAttribute[], scope: Scope): string[] | null {
  // Animating a link or a handler into place is the classic way past attribute checks.
  if (ANIMATIONS.has(local) && /^(?:href$|on)/.test(animatedAttribute(attributes))) return null;
  const written = new Map<string, string>();
  for (const { name, value } of attributes) {
    if (name === "xmlns" || name.startsWith("xmlns:")) continue;
    const { prefix, local: attributeLocal } = splitName(name);
    const namespace = prefix === null ? null : attributeNamespace(prefix, scope);
    let outName: string;
    if (namespace === null) outName = attributeLocal;
    else if (namespace === XLINK_NS && XLINK_KEPT.has(attributeLocal)) outName = `xlink:${attributeLocal}`;
    else if (namespace === XML_NS && XML_KEPT.has(attributeLocal)) outName = `xml:${attributeLocal}`;
    else continue;
    if (attributeLocal.toLowerCase().startsWith("on") || written.has(outName)) continue;
    const kept = keptValue(local, attributeLocal, value);
    if (kept !== null) written.set(outName, kept);
  }
  return [...written].map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
}

/** The value to write, or null to leave the attribute out; throws ReachesOut for a fetched reference. */
function keptValue(element: string, attribute: string, value: string): string | null {
  // Most values are numbers, names and path data: no scheme (":") and no function ("(") to look into.
  if (attribute !== "href" && attribute !== "style" && !/[:(]/.test(value)) return value;
  let verdict: "keep" | "drop" | "external";
  let kept = value;
  if (attribute === "href") {
    verdict = classifyReference(value, element === "a");
  } else if (attribute === "style" || /url\s*\(/i.test(value)) {
    const css = checkCss(value);
    verdict = typeof css === "string" ? css : "keep";
    if (typeof css !== "string") kept = css.css;
  } else {
    verdict = /(?:java|vb)script:/i.test(value.replace(/[\p{Cc} ]/gu, "")) ? "drop" : "keep";
  }
  if (verdict === "external") throw new ReachesOut();
  return verdict === "keep" ? kept : null;
}

function elementNamespace(prefix: string | null, scope: Scope): string | undefined {
  // A hand-written SVG often forgets xmlns; browsers would not draw it, and we add the declaration.
  return prefix === null ? (scope.get("") ?? SVG_NS) : scope.get(prefix);
}

function sanitizeText(text: string): SvgVerdict {
  const out: string[] = [];
  const open: OpenElement[] = [];
  let rootSeen = false;
  for (const token of xmlTokens(text)) {
    const parent = open.at(-1);
    if (token.type === "doctype") {
      if (token.declaresEntities) throw new ReachesOut();
    } else if (token.type === "instruction") {
      if (token.target.toLowerCase() === "xml-stylesheet") throw new ReachesOut();
    } else if (token.type === "text") {
      if (parent === undefined && token.text.trim() !== "") return { problem: "unreadable" };
      if (parent?.kept && parent.name === "style") parent.css?.push(token.text);
      else if (parent?.kept) out.push(escapeXml(token.text));
    } else if (token.type === "start") {
      if (parent === undefined && rootSeen) return { problem: "unreadable" };
      const scope = childScope(parent?.scope ?? new Map(), token.attributes);
      const { prefix, local } = splitName(token.name);
      const namespace = elementNamespace(prefix, scope);
      if (parent === undefined && (local !== "svg" || namespace !== SVG_NS)) return { problem: "unreadable" };
      rootSeen = true;
      if (parent?.name === "style") parent.css = null;
      const allowed = (parent === undefined || (parent.kept && parent.name !== "style")) && namespace === SVG_NS;
      const attributes = allowed && ALLOWED_ELEMENTS.has(local) ? keptAttributes(local, token.attributes, scope) : null;
      if (attributes !== null) out.push(`<${[local, ...attributes].join(" ")}${token.selfClosing ? "/>" : ">"}`);
      const kept = attributes !== null;
      if (!token.selfClosing) open.push({ qualified: token.name, name: local, scope, kept, css: kept ? [] : null });
    } else if (token.type === "end") {
      const element = open.pop();
      if (element === undefined || token.name !== element.qualified) return { problem: "unreadable" };
      if (element.kept && element.name === "style" && element.css) {
        const css = checkCss(element.css.join(""));
        if (css === "external") throw new ReachesOut();
        if (css !== "drop") out.push(escapeXml(css.css));
      }
      if (element.kept) out.push(`</${element.name}>`);
    }
  }
  if (!rootSeen || open.length > 0) return { problem: "unreadable" };
  // One declaration on the root, written by us: the file's own namespaces went with their prefixes.
  const xlink = out.some((part) => part.includes(" xlink:")) ? ` xmlns:xlink="${XLINK_NS}"` : "";
  out[0] = (out[0] ?? "").replace(/^<svg/, `<svg xmlns="${SVG_NS}"${xlink}`);
  return { svg: out.join("") };
}

/** The file cleaned for keeping, or why it cannot be: not readable as an SVG, or reaching outside itself. */
export function sanitizeSvg(bytes: Uint8Array): SvgVerdict {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: "unreadable" };
  }
  try {
    return sanitizeText(text);
  } catch (error) {
    if (error instanceof ReachesOut) return { problem: "reaches-out" };
    if (error instanceof XmlSyntaxError) return { problem: "unreadable" };
    throw error;
  }
}
