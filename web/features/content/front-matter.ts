export type FrontMatter = Record<string, string>;

export type ParsedMarkdown = { data: FrontMatter; body: string };

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? "") : value;
}

/** Splits `---`-fenced `key: value` lines off the top of a markdown file; values stay strings. */
export function parseFrontMatter(source: string): ParsedMarkdown {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source };
  const data: FrontMatter = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator <= 0 || line.trimStart().startsWith("#")) continue;
    const key = line.slice(0, separator).trim();
    data[key] = unquote(line.slice(separator + 1).trim());
  }
  return { data, body: source.slice(match[0].length) };
}
