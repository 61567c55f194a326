// Writes a new value into a JSON file by hand, the way a careful person would: only what changed is
// rewritten, and every other byte (indentation, one-line objects, key order) stays as it was, so saving one
// price is a one-line change in the file's history.
import { jsonEqual } from "@common/merge-changes";
import { type JsonNode, parseJsonTree } from "./json-tree";

type Style = { eol: string; unit: string; inlineObjects: boolean; inlineArrays: boolean; spaced: boolean };
type Writer = { source: string; style: Style };

/**
 * `source` changed as little as possible so that `JSON.parse(result)` deep-equals `next`. Objects keep their
 * keys' order (new keys go last), arrays of the same length and objects with the same keys are rewritten
 * value by value; a node whose shape changed is written again, indented for where it stands, reusing the
 * text of the items and members it keeps. Throws JsonSourceError when `source` is not JSON.
 */
export function rewriteJsonSource(source: string, next: unknown): string {
  const serialised = JSON.stringify(next);
  if (serialised === undefined) throw new TypeError("The new value has no JSON form");
  const wanted: unknown = JSON.parse(serialised);
  const { root } = parseJsonTree(source);
  const writer: Writer = { source, style: styleOf(source, root) };
  return source.slice(0, root.start) + rewrite(writer, root, wanted) + source.slice(root.end);
}

function rewrite(writer: Writer, node: JsonNode, next: unknown): string {
  const { source } = writer;
  if (jsonEqual(node.value, next)) return source.slice(node.start, node.end);
  if (node.kind === "object" && isPlainObject(next)) {
    const keys = node.members.map((member) => member.key);
    const nextKeys = Object.keys(next);
    const sameKeys =
      new Set(keys).size === keys.length &&
      keys.length === nextKeys.length &&
      keys.every((key) => Object.hasOwn(next, key));
    if (!sameKeys) return rebuildObject(writer, node, next);
    return splice(
      source,
      node,
      node.members.map((member) => ({ node: member.node, text: rewrite(writer, member.node, next[member.key]) })),
    );
  }
  if (node.kind === "array" && Array.isArray(next)) {
    if (node.items.length !== next.length) return rebuildArray(writer, node, next);
    return splice(
      source,
      node,
      node.items.map((item, index) => ({ node: item, text: rewrite(writer, item, next[index]) })),
    );
  }
  return fresh(
    writer.style,
    next,
    lineIndent(source, node.start),
    isContainer(node) ? isOneLine(source, node) : undefined,
  );
}

function rebuildObject(writer: Writer, node: Extract<JsonNode, { kind: "object" }>, next: Record<string, unknown>) {
  const { source, style } = writer;
  const last = new Map(node.members.map((member) => [member.key, member]));
  const kept = node.members.filter((member) => last.get(member.key) === member && Object.hasOwn(next, member.key));
  const added = Object.keys(next).filter((key) => !last.has(key));
  const layout = layoutOf(writer, node, node.members[0]?.keyStart, next);
  const siblings = node.members.map((member) => member.node);
  const entries = [
    ...kept.map(
      (member) => source.slice(member.keyStart, member.node.start) + rewrite(writer, member.node, next[member.key]),
    ),
    ...added.map(
      (key) =>
        `${JSON.stringify(key)}:${layout.inline && !style.spaced ? "" : " "}` +
        fresh(style, next[key], layout.childIndent, layout.inline || siblingHint(source, siblings, next[key])),
    ),
  ];
  return assemble(style, "{", "}", entries, layout);
}

function rebuildArray(writer: Writer, node: Extract<JsonNode, { kind: "array" }>, next: unknown[]) {
  const { source, style } = writer;
  const layout = layoutOf(writer, node, node.items[0]?.start, next);
  const matched = matchItems(node.items, next);
  const entries = next.map((value, index) => {
    const old = matched[index];
    if (old) return rewrite(writer, old, value);
    return fresh(style, value, layout.childIndent, layout.inline || siblingHint(source, node.items, value));
  });
  return assemble(style, "[", "]", entries, layout);
}

/** Pairs each new item with an old one to rewrite: an equal one first, else the most alike object. */
function matchItems(olds: JsonNode[], next: unknown[]): (JsonNode | undefined)[] {
  const used = new Set<number>();
  const matched = next.map((value) => {
    const index = olds.findIndex((old, at) => !used.has(at) && jsonEqual(old.value, value));
    if (index < 0) return undefined;
    used.add(index);
    return olds[index];
  });
  return matched.map((found, position) => {
    const value = next[position];
    if (found || !isPlainObject(value)) return found;
    let best = -1;
    let bestScore = 0;
    olds.forEach((old, at) => {
      if (used.has(at) || !isPlainObject(old.value)) return;
      const oldValue = old.value;
      const score = Object.keys(value).filter((key) => jsonEqual(oldValue[key], value[key])).length;
      if (
        score > bestScore ||
        (score === bestScore && score > 0 && Math.abs(at - position) < Math.abs(best - position))
      ) {
        best = at;
        bestScore = score;
      }
    });
    if (best < 0) return undefined;
    used.add(best);
    return olds[best];
  });
}

type Layout = { inline: boolean; childIndent: string; closeIndent: string; separator: string; padded: boolean };

function layoutOf(writer: Writer, node: JsonNode, firstChild: number | undefined, next: unknown): Layout {
  const { source, style } = writer;
  const closeIndent = closingIndent(source, node);
  const inline =
    firstChild === undefined ? defaultInline(style, next) : !source.slice(node.start, firstChild).includes("\n");
  const childIndent =
    firstChild !== undefined && !inline && startsLine(source, firstChild)
      ? lineIndent(source, firstChild)
      : closeIndent + style.unit;
  const padded = firstChild === undefined ? style.spaced : source.charAt(node.start + 1) === " ";
  // Between two children of an inline container, the text that is there already (", " or ","), else ", ".
  const first = node.kind === "object" ? node.members[0]?.node : node.kind === "array" ? node.items[0] : undefined;
  const second =
    node.kind === "object" ? node.members[1]?.keyStart : node.kind === "array" ? node.items[1]?.start : undefined;
  const between = first && second !== undefined ? source.slice(first.end, second) : "";
  const separator = inline && between.trim() === "," ? between : style.spaced ? ", " : ",";
  return { inline, childIndent, closeIndent, separator, padded };
}

function assemble(style: Style, open: string, close: string, entries: string[], layout: Layout): string {
  if (entries.length === 0) return open + close;
  if (layout.inline) {
    const pad = layout.padded && open === "{" ? " " : "";
    return open + pad + entries.join(layout.separator) + pad + close;
  }
  const { eol } = style;
  return `${open}${eol}${layout.childIndent}${entries.join(`,${eol}${layout.childIndent}`)}${eol}${layout.closeIndent}${close}`;
}

/** A value written from nothing at `indent`; `inline` says whether a container fits on one line. */
function fresh(style: Style, value: unknown, indent: string, inline?: boolean): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const oneLine = inline ?? defaultInline(style, value);
    const inner = indent + style.unit;
    const items = value.map((item) => fresh(style, item, inner, oneLine || undefined));
    return oneLine
      ? `[${items.join(", ")}]`
      : `[${style.eol}${inner}${items.join(`,${style.eol}${inner}`)}${style.eol}${indent}]`;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "{}";
    const oneLine = inline ?? defaultInline(style, value);
    const inner = indent + style.unit;
    const entries = keys.map(
      (key) => `${JSON.stringify(key)}: ${fresh(style, value[key], inner, oneLine || undefined)}`,
    );
    if (!oneLine) return `{${style.eol}${inner}${entries.join(`,${style.eol}${inner}`)}${style.eol}${indent}}`;
    return style.spaced ? `{ ${entries.join(", ")} }` : `{${entries.join(", ")}}`;
  }
  return JSON.stringify(value);
}

/** Short flat containers go on one line when the file already writes such containers that way. */
function defaultInline(style: Style, value: unknown): boolean {
  const children = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  if (children.length === 0) return true;
  if (children.some((child) => typeof child === "object" && child !== null)) return false;
  return Array.isArray(value) ? style.inlineArrays : style.inlineObjects;
}

/** How the new value's existing siblings of its kind are written: all on one line, spread out, or unknown. */
function siblingHint(source: string, siblings: JsonNode[], value: unknown): boolean | undefined {
  const kind = Array.isArray(value) ? "array" : isPlainObject(value) ? "object" : undefined;
  const alike = siblings.filter(
    (sibling) => sibling.kind === kind && !jsonEqual(sibling.value, Array.isArray(value) ? [] : {}),
  );
  if (alike.length === 0) return undefined;
  if (alike.some((sibling) => !isOneLine(source, sibling))) return false;
  return true;
}

function styleOf(source: string, root: JsonNode): Style {
  const style: Style = {
    eol: source.includes("\r\n") ? "\r\n" : "\n",
    unit: "",
    inlineObjects: false,
    inlineArrays: false,
    spaced: true,
  };
  let spacedSeen = false;
  const visit = (node: JsonNode) => {
    if (node.kind === "scalar") return;
    const children = node.kind === "object" ? node.members.map((member) => member.node) : node.items;
    const firstStart = node.kind === "object" ? node.members[0]?.keyStart : node.items[0]?.start;
    if (firstStart !== undefined && isOneLine(source, node)) {
      if (node.kind === "object") {
        style.inlineObjects = true;
        if (!spacedSeen) style.spaced = source.charAt(node.start + 1) === " ";
        spacedSeen = true;
      } else style.inlineArrays = true;
    }
    if (!style.unit && firstStart !== undefined && startsLine(source, firstStart)) {
      const outer = lineIndent(source, node.start);
      const inner = lineIndent(source, firstStart);
      if (inner.startsWith(outer) && inner.length > outer.length) style.unit = inner.slice(outer.length);
    }
    children.forEach(visit);
  };
  visit(root);
  style.unit ||= "  ";
  return style;
}

function splice(source: string, node: JsonNode, parts: { node: JsonNode; text: string }[]): string {
  let text = "";
  let at = node.start;
  for (const part of parts) {
    text += source.slice(at, part.node.start) + part.text;
    at = part.node.end;
  }
  return text + source.slice(at, node.end);
}

function lineIndent(source: string, position: number): string {
  const lineStart = source.lastIndexOf("\n", position - 1) + 1;
  return /^[ \t]*/.exec(source.slice(lineStart, position))?.[0] ?? "";
}

function startsLine(source: string, position: number): boolean {
  const lineStart = source.lastIndexOf("\n", position - 1) + 1;
  return source.slice(lineStart, position).trim() === "";
}

/** The indentation of a container's closing bracket when it begins its line, else of the line it opens on. */
function closingIndent(source: string, node: JsonNode): string {
  const close = node.end - 1;
  return startsLine(source, close) ? lineIndent(source, close) : lineIndent(source, node.start);
}

function isOneLine(source: string, node: JsonNode): boolean {
  return !source.slice(node.start, node.end).includes("\n");
}

function isContainer(node: JsonNode): boolean {
  return node.kind !== "scalar";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
