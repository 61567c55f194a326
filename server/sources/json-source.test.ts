import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templatesFolder } from "../features/templates/template-registry";
import { rewriteJsonSource } from "./json-source";
import { JsonSourceError } from "./json-tree";

/** The lines a line diff (longest common subsequence) shows as removed from `before` and added in `after`. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  // common(i, j): the length of the longest common subsequence of a[i..] and b[j..].
  const table = new Int32Array((a.length + 1) * (b.length + 1));
  const common = (i: number, j: number) => table[i * (b.length + 1) + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * (b.length + 1) + j] =
        a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common(i, j + 1) >= common(i + 1, j))) added.push(b[j++] ?? "");
    else removed.push(a[i++] ?? "");
  }
  return { removed, added };
}

function rewritten(source: string, change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(source) as Record<string, unknown>;
  change(data);
  const result = rewriteJsonSource(source, data);
  expect(JSON.parse(result)).toEqual(data);
  return result;
}

// biome-ignore lint/suspicious/noExplicitAny: the tests reach into parsed JSON by path.
type Loose = any;

const salon = readFileSync(join(templatesFolder(), "salon/files/data/site.json"), "utf8");

describe("rewriteJsonSource", () => {
  it("gives the text back byte for byte when nothing changed, or only the keys' order", () => {
    expect(rewriteJsonSource(salon, JSON.parse(salon))).toBe(salon);
    const source = '{\n  "b": 1,\n  "a": { "y": 2, "x": 3 }\n}\n';
    expect(rewriteJsonSource(source, { a: { x: 3, y: 2 }, b: 1 })).toBe(source);
  });

  it("changes one price of a template's site.json on one line", () => {
    const result = rewritten(salon, (data: Loose) => {
      data.copy.services[3].price = "R 300";
    });
    expect(changedLines(salon, result)).toEqual({
      removed: [expect.stringContaining('"price": "R 280" },')],
      added: [
        '      { "section": "Hair", "name": "Treatment and steam", "description": "Deep conditioning for dry or damaged hair.", "price": "R 300" },',
      ],
    });
  });

  it("keeps one-line objects on one line, with their own spacing", () => {
    const source = '{"colours": {"primary":"#000000","accent": "#ffffff"}, "n": [1,2,3]}';
    expect(rewritten(source, (data: Loose) => (data.colours.accent = "#abcdef"))).toBe(
      '{"colours": {"primary":"#000000","accent": "#abcdef"}, "n": [1,2,3]}',
    );
    expect(rewritten(source, (data: Loose) => data.n.push(4))).toBe(
      '{"colours": {"primary":"#000000","accent": "#ffffff"}, "n": [1,2,3,4]}',
    );
  });

  it("rewrites inside nested arrays value by value", () => {
    const source = '{\n  "grid": [\n    [1, 2, [3, 4]],\n    [5, 6]\n  ]\n}';
    expect(rewritten(source, (data: Loose) => (data.grid[0][2][1] = 40))).toBe(
      '{\n  "grid": [\n    [1, 2, [3, 40]],\n    [5, 6]\n  ]\n}',
    );
    expect(rewritten(source, (data: Loose) => data.grid[1].push(7))).toBe(
      '{\n  "grid": [\n    [1, 2, [3, 4]],\n    [5, 6, 7]\n  ]\n}',
    );
  });

  it("writes unicode and right-to-left text as it is and escapes only what JSON needs", () => {
    const source = '{\n  "name": "Caf\\u00e9 \\"Noor\\"",\n  "tagline": "Old",\n  "note": "\\ud83c\\udf70 kept"\n}';
    const result = rewritten(source, (data) => {
      data.tagline = 'مقهى نور — קפה "Noor"\n\tback\\slash 🍰';
    });
    expect(result).toBe(
      '{\n  "name": "Caf\\u00e9 \\"Noor\\"",\n  "tagline": "مقهى نور — קפה \\"Noor\\"\\n\\tback\\\\slash 🍰",\n  "note": "\\ud83c\\udf70 kept"\n}',
    );
  });

  it("adds an item to a list of one-line objects as one more line, and removes one as one line less", () => {
    const added = rewritten(salon, (data: Loose) => {
      data.contact.hours.push({ days: "Public holidays", hours: "Closed" });
    });
    expect(changedLines(salon, added)).toEqual({
      removed: ['      { "days": "Sunday and Monday", "hours": "Closed" }'],
      added: [
        '      { "days": "Sunday and Monday", "hours": "Closed" },',
        '      { "days": "Public holidays", "hours": "Closed" }',
      ],
    });
    const removed = rewritten(salon, (data: Loose) => data.copy.services.splice(1, 1));
    expect(changedLines(salon, removed)).toEqual({ removed: [expect.stringContaining("Silk press")], added: [] });
  });

  it("keeps each kept item's text when items are removed, edited and moved at once", () => {
    const result = rewritten(salon, (data: Loose) => {
      const services = data.copy.services;
      services.splice(0, 1);
      services[4].price = "From R 1 400";
      services.unshift(services.pop());
    });
    const { removed, added } = changedLines(salon, result);
    // The first service gone, Balayage's price, the last service moved to the top (and the new last one's comma).
    expect(removed.map((line) => /"name": "([^"]+)"/.exec(line)?.[1])).toEqual([
      "Wash, cut and blow-dry",
      "Balayage",
      "Brow shape and tint",
      "Lash lift",
    ]);
    expect(added.map((line) => /"name": "([^"]+)".*"price": "([^"]+)"/.exec(line)?.slice(1).join(" "))).toEqual([
      "Lash lift R 450",
      "Balayage From R 1 400",
      "Brow shape and tint R 180",
    ]);
  });

  it("grows an empty list and empties a full one", () => {
    const source = '{\n  "gallery": [],\n  "areas": [\n    "Irene",\n    "Midrand"\n  ]\n}\n';
    expect(rewritten(source, (data: Loose) => data.gallery.push({ src: "/media/a.jpg", alt: "A" }))).toBe(
      '{\n  "gallery": [\n    {\n      "src": "/media/a.jpg",\n      "alt": "A"\n    }\n  ],\n  "areas": [\n    "Irene",\n    "Midrand"\n  ]\n}\n',
    );
    expect(rewritten(source, (data: Loose) => (data.areas = []))).toBe('{\n  "gallery": [],\n  "areas": []\n}\n');
    expect(rewritten(source, (data: Loose) => data.areas.push("Centurion"))).toBe(
      '{\n  "gallery": [],\n  "areas": [\n    "Irene",\n    "Midrand",\n    "Centurion"\n  ]\n}\n',
    );
  });

  it("writes a new item in the style of the file's other one-line objects", () => {
    // The salon's file as it was before it had photos.
    const bare = `${salon.slice(0, salon.indexOf(',\n  "photos"'))}\n}\n`;
    const result = rewritten(bare, (data: Loose) => {
      data.photos = { hero: { src: "", alt: "" }, gallery: [{ src: "/media/a.jpg", alt: "Chairs" }] };
    });
    expect(result.slice(bare.lastIndexOf("\n  }"))).toBe(
      [
        "",
        "  },",
        '  "photos": {',
        '    "hero": { "src": "", "alt": "" },',
        '    "gallery": [',
        '      { "src": "/media/a.jpg", "alt": "Chairs" }',
        "    ]",
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("adds and removes keys, new keys last, in one-line and spread-out objects", () => {
    const source = '{\n  "a": 1,\n  "inline": { "x": 1, "y": 2 },\n  "b": 2\n}';
    expect(rewritten(source, (data: Loose) => (data.c = "three"))).toBe(
      '{\n  "a": 1,\n  "inline": { "x": 1, "y": 2 },\n  "b": 2,\n  "c": "three"\n}',
    );
    expect(rewritten(source, (data: Loose) => delete data.a)).toBe('{\n  "inline": { "x": 1, "y": 2 },\n  "b": 2\n}');
    expect(
      rewritten(source, (data: Loose) => {
        delete data.inline.x;
        data.inline.z = [1];
      }),
    ).toBe('{\n  "a": 1,\n  "inline": { "y": 2, "z": [1] },\n  "b": 2\n}');
  });

  it("writes a value whose kind changed at the indentation of where it stands", () => {
    const source = '{\n  "copy": {\n    "services": "none yet"\n  }\n}';
    expect(rewritten(source, (data: Loose) => (data.copy.services = [{ name: "Cut", options: { short: true } }]))).toBe(
      '{\n  "copy": {\n    "services": [\n      {\n        "name": "Cut",\n        "options": {\n          "short": true\n        }\n      }\n    ]\n  }\n}',
    );
    expect(rewritten('{"a": {"b": 1}}', () => undefined)).toBe('{"a": {"b": 1}}');
    expect(rewriteJsonSource('{"a": {"b": 1}}', { a: null })).toBe('{"a": null}');
    expect(rewriteJsonSource(" [1]\n", { a: 1 })).toBe(' { "a": 1 }\n');
  });

  it("keeps tabs, CRLF line ends and the text around the value", () => {
    const source = '\r\n{\r\n\t"list": [\r\n\t\t1\r\n\t],\r\n\t"name": "x"\r\n}\r\n';
    expect(
      rewritten(source, (data: Loose) => {
        data.list.push(2);
        data.extra = { deep: { more: 1 } };
      }),
    ).toBe(
      '\r\n{\r\n\t"list": [\r\n\t\t1,\r\n\t\t2\r\n\t],\r\n\t"name": "x",\r\n\t"extra": {\r\n\t\t"deep": {\r\n\t\t\t"more": 1\r\n\t\t}\r\n\t}\r\n}\r\n',
    );
  });

  it("reads duplicate keys as JSON.parse does, and writes what the caller asked for", () => {
    const source = '{ "a": 1, "a": 2, "b": 3 }';
    expect(JSON.parse(rewriteJsonSource(source, { a: 5, b: 3 }))).toEqual({ a: 5, b: 3 });
    expect(rewriteJsonSource(source, { a: 2, b: 3 })).toBe(source);
  });

  it("drops what JSON has no form for, as JSON.stringify does", () => {
    expect(rewriteJsonSource('{"a": 1}', { a: 1, b: undefined })).toBe('{"a": 1}');
    expect(() => rewriteJsonSource("{}", undefined)).toThrow(TypeError);
  });

  it("says on which line a broken file goes wrong", () => {
    const broken = '{\n  "name": "Salon",\n  "tagline": "Hair"\n  "logo": ""\n}';
    expect(() => JSON.parse(broken)).toThrow();
    try {
      rewriteJsonSource(broken, {});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSourceError);
      expect((error as JsonSourceError).line).toBe(4);
    }
    for (const bad of ["", "{", '{"a":}', "[1,]", '{"a" 1}', "01", '"\u0001"', "{} {}", "tru", '"\\x"']) {
      expect(() => JSON.parse(bad), bad).toThrow();
      expect(() => rewriteJsonSource(bad, {}), bad).toThrow(JsonSourceError);
    }
  });

  it("always writes what was asked for, whatever the change (random edits of every template's file)", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values: unknown[] = ["", "R 99", "نور", 0, -1.5e3, true, null, [], {}, [1, "two"], { k: { v: [] } }];
    function mutate(value: unknown): unknown {
      if (Array.isArray(value)) {
        const copy = value.map((item) => (random() < 0.3 ? mutate(item) : item));
        if (random() < 0.2)
          copy.splice(Math.floor(random() * (copy.length + 1)), 0, values[Math.floor(random() * values.length)]);
        if (random() < 0.2 && copy.length) copy.splice(Math.floor(random() * copy.length), 1);
        return copy;
      }
      if (value && typeof value === "object") {
        const copy: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value)) {
          if (random() < 0.05) continue;
          copy[key] = random() < 0.3 ? mutate(item) : item;
        }
        if (random() < 0.1) copy[`new${Math.floor(random() * 9)}`] = values[Math.floor(random() * values.length)];
        return copy;
      }
      return random() < 0.5 ? values[Math.floor(random() * values.length)] : value;
    }
    for (const id of ["church", "portfolio", "restaurant", "salon", "shop", "trades"]) {
      const source = readFileSync(join(templatesFolder(), id, "files/data/site.json"), "utf8");
      for (let round = 0; round < 40; round++) {
        const next = mutate(JSON.parse(source));
        expect(JSON.parse(rewriteJsonSource(source, next)), `${id} round ${round}`).toEqual(next);
      }
    }
  });
});
