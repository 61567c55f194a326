/**
 * A strict, small XML reader for uploaded SVGs. It never expands entities other than XML's five and
 * character references, never fetches anything, and throws XmlSyntaxError on anything it does not fully
 * understand: whatever it lets through can be written back out well-formed, so a browser reads exactly
 * what the sanitiser looked at.
 */

export class XmlSyntaxError extends Error {
  constructor(message: string, at: number) {
    super(`${message} at character ${at}`);
    this.name = "XmlSyntaxError";
  }
}

export interface XmlAttribute {
  name: string;
  /** As an XML reader gives it: literal tabs and line breaks as spaces, then references decoded. */
  value: string;
}

export type XmlToken =
  | { type: "start"; name: string; attributes: XmlAttribute[]; selfClosing: boolean }
  | { type: "end"; name: string }
  | { type: "text"; text: string }
  | { type: "comment" }
  | { type: "instruction"; target: string; data: string }
  | { type: "doctype"; declaresEntities: boolean };

const NAME = /[A-Za-z_:\u00C0-\u{EFFFF}][\w.:\-\u00B7\u00C0-\u{EFFFF}]*/uy;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
/** Characters XML forbids anywhere in a document (C0 controls other than tab and line breaks, and U+FFFE/U+FFFF). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse.
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Replaces `&lt;`, `&#106;`, `&#x6A;` and their like; any other reference is an undefined entity. */
function decodeReferences(raw: string, at: number): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&([^;&]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) throw new XmlSyntaxError("A bare & must be written &amp;", at);
    const predefined = PREDEFINED[body];
    if (predefined !== undefined) return predefined;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    const code = numeric ? Number.parseInt(numeric[1] ?? numeric[2] ?? "", numeric[1] ? 16 : 10) : Number.NaN;
    if (!isXmlCharacter(code)) throw new XmlSyntaxError(`The entity &${body}; is not defined`, at);
    return String.fromCodePoint(code);
  });
}

function readName(text: string, at: number): string {
  NAME.lastIndex = at;
  const match = NAME.exec(text);
  if (!match) throw new XmlSyntaxError("A name was expected", at);
  return match[0];
}

function skipSpace(text: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(text);
  return SPACE.lastIndex;
}

function indexAfter(text: string, needle: string, from: number, what: string): number {
  const found = text.indexOf(needle, from);
  if (found < 0) throw new XmlSyntaxError(`${what} is not closed`, from);
  return found + needle.length;
}

/** A DOCTYPE's end, stepping over quoted literals and an internal subset in brackets. */
function readDoctype(text: string, at: number): { end: number; declaresEntities: boolean } {
  let quote: string | null = null;
  let inSubset = false;
  let declaresEntities = false;
  for (let i = at; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === "[") {
      inSubset = true;
      declaresEntities = true;
    } else if (char === "]") {
      inSubset = false;
    } else if (char === ">" && !inSubset) {
      return { end: i + 1, declaresEntities };
    }
  }
  throw new XmlSyntaxError("The DOCTYPE is not closed", at);
}

function readStartTag(text: string, at: number): { token: XmlToken; end: number } {
  const name = readName(text, at + 1);
  let i = at + 1 + name.length;
  const attributes: XmlAttribute[] = [];
  const seen = new Set<string>();
  for (;;) {
    const afterSpace = skipSpace(text, i);
    if (text.startsWith("/>", afterSpace))
      return { token: { type: "start", name, attributes, selfClosing: true }, end: afterSpace + 2 };
    if (text[afterSpace] === ">")
      return { token: { type: "start", name, attributes, selfClosing: false }, end: afterSpace + 1 };
    if (afterSpace === i) throw new XmlSyntaxError("Attributes must be separated by spaces", i);
    const attributeName = readName(text, afterSpace);
    i = skipSpace(text, afterSpace + attributeName.length);
    if (text[i] !== "=") throw new XmlSyntaxError(`The attribute ${attributeName} has no value`, i);
    i = skipSpace(text, i + 1);
    const quote = text[i];
    if (quote !== '"' && quote !== "'") throw new XmlSyntaxError("Attribute values must be quoted", i);
    const close = text.indexOf(quote, i + 1);
    if (close < 0) throw new XmlSyntaxError("An attribute value is not closed", i);
    const raw = text.slice(i + 1, close);
    if (raw.includes("<")) throw new XmlSyntaxError("An attribute value may not hold <", i);
    if (seen.has(attributeName)) throw new XmlSyntaxError(`The attribute ${attributeName} is repeated`, i);
    seen.add(attributeName);
    // Line breaks and tabs written as such read as spaces; written as references (&#10;) they stay.
    attributes.push({ name: attributeName, value: decodeReferences(raw.replace(/[\t\r\n]/g, " "), i) });
    i = close + 1;
  }
}

/** The document's tokens in order; throws XmlSyntaxError at the first thing that is not well-formed XML. */
export function* xmlTokens(text: string): Generator<XmlToken> {
  const forbidden = FORBIDDEN_CHARACTER.exec(text);
  if (forbidden) throw new XmlSyntaxError("A control character is not allowed", forbidden.index);
  let i = text.startsWith("\uFEFF") ? 1 : 0;
  while (i < text.length) {
    if (text[i] !== "<") {
      const next = text.indexOf("<", i);
      const end = next < 0 ? text.length : next;
      yield { type: "text", text: decodeReferences(text.slice(i, end), i) };
      i = end;
    } else if (text.startsWith("<!--", i)) {
      i = indexAfter(text, "-->", i + 4, "A comment");
      yield { type: "comment" };
    } else if (text.startsWith("<![CDATA[", i)) {
      const end = indexAfter(text, "]]>", i + 9, "A CDATA section");
      yield { type: "text", text: text.slice(i + 9, end - 3) };
      i = end;
    } else if (text.startsWith("<!DOCTYPE", i)) {
      const { end, declaresEntities } = readDoctype(text, i + 9);
      yield { type: "doctype", declaresEntities };
      i = end;
    } else if (text.startsWith("<?", i)) {
      const target = readName(text, i + 2);
      const end = indexAfter(text, "?>", i + 2 + target.length, "A processing instruction");
      yield { type: "instruction", target, data: text.slice(i + 2 + target.length, end - 2).trim() };
      i = end;
    } else if (text.startsWith("</", i)) {
      const name = readName(text, i + 2);
      const close = skipSpace(text, i + 2 + name.length);
      if (text[close] !== ">") throw new XmlSyntaxError(`The end tag ${name} is not closed`, i);
      yield { type: "end", name };
      i = close + 1;
    } else if (text.startsWith("<!", i)) {
      throw new XmlSyntaxError("Unknown markup declaration", i);
    } else {
      const { token, end } = readStartTag(text, i);
      yield token;
      i = end;
    }
  }
}
