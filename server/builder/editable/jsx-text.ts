// What a JSX text or a JSX attribute string shows, character by character with where each came from in the
// source, so that new words can replace just the part that changed, keeping entities, line breaks and
// indentation elsewhere as the developer wrote them.
import { decodeHTMLStrict } from "entities";

/** One shown UTF-16 unit and the source range it came from (an entity's whole `&amp;`, or one character). */
type Unit = { ch: string; start: number; end: number };

export type ShownText = { text: string; ranges: (readonly [number, number])[] };

const ENTITY = /^&(?:#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

function decodeUnits(raw: string): Unit[] {
  const units: Unit[] = [];
  for (let index = 0; index < raw.length; ) {
    const entity = raw[index] === "&" ? ENTITY.exec(raw.slice(index, index + 40))?.[0] : undefined;
    const source = entity ?? raw.charAt(index);
    // The `entities` package reads `&amp;`, `&#123;` and `&#x7B;` as HTML does; an unknown name stays as written.
    const decoded = entity === undefined ? source : decodeHTMLStrict(entity);
    for (const ch of decoded.split("")) units.push({ ch, start: index, end: index + source.length });
    index += source.length;
  }
  return units;
}

/**
 * A JSX text child as React shows it: lines are trimmed where they meet a line break, lines left empty
 * are dropped, and the rest are joined by one space (the rule compilers apply to JSX text). A joining
 * space stands for the whole line break with its indentation.
 */
function cleanUnits(units: Unit[]): Unit[] {
  const lines: Unit[][] = [[]];
  for (let index = 0; index < units.length; index++) {
    const unit = units[index] as Unit;
    if (unit.ch === "\n" || unit.ch === "\r") {
      if (unit.ch === "\r" && units[index + 1]?.ch === "\n") index++;
      lines.push([]);
    } else {
      lines[lines.length - 1]?.push(unit.ch === "\t" ? { ...unit, ch: " " } : unit);
    }
  }
  let lastWithText = 0;
  lines.forEach((line, index) => {
    if (line.some((unit) => unit.ch !== " ")) lastWithText = index;
  });
  const shown: Unit[] = [];
  const joins: number[] = [];
  lines.forEach((line, index) => {
    let from = 0;
    let to = line.length;
    if (index > 0) while (from < to && line[from]?.ch === " ") from++;
    if (index < lines.length - 1) while (to > from && line[to - 1]?.ch === " ") to--;
    if (from === to) return;
    shown.push(...line.slice(from, to));
    if (index !== lastWithText) {
      const end = (line[to - 1] as Unit).end;
      joins.push(shown.length);
      shown.push({ ch: " ", start: end, end });
    }
  });
  // A joining space reaches to where the next line's text starts.
  for (const join of joins) {
    const unit = shown[join] as Unit;
    unit.end = shown[join + 1]?.start ?? unit.end;
  }
  return shown;
}

function toShown(units: Unit[]): ShownText {
  return { text: units.map((unit) => unit.ch).join(""), ranges: units.map((unit) => [unit.start, unit.end] as const) };
}

/** The words a JSX text child shows, from its source. */
export function shownJsxText(raw: string): ShownText {
  return toShown(cleanUnits(decodeUnits(raw)));
}

/** The value a JSX attribute string has, from the source between its quotes. */
export function shownAttributeText(raw: string): ShownText {
  return toShown(decodeUnits(raw));
}

const JSX_TEXT_ESCAPES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "{": "&#123;",
  "}": "&#125;",
  "&": "&amp;",
};

/** Text written into JSX so it shows as typed: markup characters as entities, an `&` only where it would read as one. */
export function escapeJsxText(text: string): string {
  return text.replace(/[<>{}]|&(?=#?[a-z0-9]+;)/gi, (ch) => JSX_TEXT_ESCAPES[ch] ?? ch);
}

/** Text written between an attribute's quotes (`quote`) so it reads back as typed. */
export function escapeAttributeText(text: string, quote: string): string {
  const quoteEntity = quote === '"' ? "&quot;" : "&apos;";
  return text.replace(/&(?=#?[a-z0-9]+;)/gi, "&amp;").replaceAll(quote, quoteEntity);
}

function isHighSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * `raw` with the shown text changed to `next`, rewriting only the source of the characters that differ
 * (between the longest common start and end); `read` says what a source shows and `write` writes text.
 * Undefined when no such rewrite shows exactly `next`.
 */
export function rewriteShown(
  raw: string,
  next: string,
  read: (raw: string) => ShownText,
  write: (text: string) => string,
): string | undefined {
  const old = read(raw);
  if (old.text === next) return raw;
  let prefix = 0;
  while (prefix < old.text.length && prefix < next.length && old.text[prefix] === next[prefix]) prefix++;
  if (prefix > 0 && isHighSurrogate(old.text, prefix - 1)) prefix--;
  let suffix = 0;
  const most = Math.min(old.text.length, next.length) - prefix;
  while (suffix < most && old.text[old.text.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix++;
  if (suffix > 0 && isHighSurrogate(old.text, old.text.length - suffix - 1)) suffix--;
  const changedEnd = old.text.length - suffix;
  const startOf = (index: number) => old.ranges[index]?.[0] ?? old.ranges[old.ranges.length - 1]?.[1] ?? raw.length;
  const rawStart = startOf(prefix);
  const rawEnd = changedEnd > prefix ? (old.ranges[changedEnd - 1]?.[1] ?? rawStart) : rawStart;
  const written = raw.slice(0, rawStart) + write(next.slice(prefix, next.length - suffix)) + raw.slice(rawEnd);
  if (read(written).text === next) return written;
  // The change met a line break or trimmed edge: write the words on the text's own lines, keeping its margins.
  const lead = /^\s*/.exec(raw)?.[0] ?? "";
  const trail = /\s*$/.exec(raw.slice(lead.length))?.[0] ?? "";
  const whole = lead + write(next) + trail;
  return read(whole).text === next ? whole : undefined;
}
