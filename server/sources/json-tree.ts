// A JSON parser that keeps where every value sits in the text, so that a writer can replace one value's
// characters and keep every other byte (json-source.ts). Strict JSON, as JSON.parse reads it.

export type JsonNode =
  | { kind: "object"; start: number; end: number; value: unknown; members: JsonMember[] }
  | { kind: "array"; start: number; end: number; value: unknown; items: JsonNode[] }
  | { kind: "scalar"; start: number; end: number; value: unknown };

export type JsonMember = { key: string; keyStart: number; node: JsonNode };

/** A mistake in a JSON text, with the line and column (both from 1) where reading stopped. */
export class JsonSourceError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
    this.name = "JsonSourceError";
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids raw control characters inside a string.
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERALS = { true: true, false: false, null: null } as const;

/** The whole text as a tree of positioned values; throws JsonSourceError where the text is not JSON. */
export function parseJsonTree(source: string): { root: JsonNode } {
  let at = 0;

  function fail(message: string, position = at): never {
    const before = source.slice(0, position).split("\n");
    throw new JsonSourceError(message, before.length, (before.at(-1)?.length ?? 0) + 1);
  }
  function skipSpace() {
    while (at < source.length && " \t\n\r".includes(source.charAt(at))) at++;
  }
  function expect(char: string) {
    if (source.charAt(at) !== char) fail(at >= source.length ? `Expected ${char} before the end` : `Expected ${char}`);
    at++;
  }
  function readString(): string {
    STRING.lastIndex = at;
    const match = STRING.exec(source);
    if (!match) fail("A text is not closed or holds a character JSON does not allow");
    at += match[0].length;
    return JSON.parse(match[0]) as string;
  }

  function readValue(): JsonNode {
    skipSpace();
    const start = at;
    const char = source.charAt(at);
    if (char === "{") return readObject(start);
    if (char === "[") return readArray(start);
    if (char === '"') {
      const value = readString();
      return { kind: "scalar", start, end: at, value };
    }
    for (const [word, value] of Object.entries(LITERALS)) {
      if (source.startsWith(word, at)) {
        at += word.length;
        return { kind: "scalar", start, end: at, value };
      }
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(source);
    if (number) {
      at += number[0].length;
      return { kind: "scalar", start, end: at, value: Number(number[0]) };
    }
    return fail(at >= source.length ? "The text ends where a value should be" : "Unexpected character");
  }

  function readObject(start: number): JsonNode {
    at++;
    const members: JsonMember[] = [];
    const value: Record<string, unknown> = {};
    skipSpace();
    if (source.charAt(at) === "}") {
      at++;
      return { kind: "object", start, end: at, value, members };
    }
    for (;;) {
      skipSpace();
      if (source.charAt(at) !== '"') fail("Expected a key in double quotes");
      const keyStart = at;
      const key = readString();
      skipSpace();
      expect(":");
      const node = readValue();
      members.push({ key, keyStart, node });
      Object.defineProperty(value, key, { value: node.value, enumerable: true, configurable: true, writable: true });
      skipSpace();
      if (source.charAt(at) === ",") {
        at++;
        continue;
      }
      expect("}");
      return { kind: "object", start, end: at, value, members };
    }
  }

  function readArray(start: number): JsonNode {
    at++;
    const items: JsonNode[] = [];
    skipSpace();
    if (source.charAt(at) === "]") {
      at++;
      return { kind: "array", start, end: at, value: [], items };
    }
    for (;;) {
      items.push(readValue());
      skipSpace();
      if (source.charAt(at) === ",") {
        at++;
        continue;
      }
      expect("]");
      return { kind: "array", start, end: at, value: items.map((item) => item.value), items };
    }
  }

  const root = readValue();
  skipSpace();
  if (at < source.length) fail("Unexpected text after the end");
  return { root };
}
