// Which of a site's texts are still its template's examples (docs/product.md#sample-texts). One rule for
// the site creator's Review (on the site it is about to make) and for Business details (on the site as it
// is), so both say the same number: a "text" is one thing a person reads and changes as a whole (the
// headline and introduction, the services and prices, the opening hours), and it is still the example while
// any part of it is word for word the sample business's. A new site's copy names the business by its own
// name where the sample named the sample business, and still counts as the example.
import type { TemplateField, TemplateFields } from "./schemas/template-fields";

type Json = Record<string, unknown>;

/** A text still the template's example. */
export type SampleText = {
  /** Which text, the same in the creator and the form: "copy.headline", "copy.services", "contact.phone". */
  key: string;
  label: string;
  /** The first of its fields still the example, where a link to it goes: "copy.services.3.price". */
  path: string;
  /** Every field of it still the example. */
  paths: string[];
};

/** A text's parts: each a field's path and what it holds, compared with what the sample holds there. */
type Part = { path: string; value: unknown; samples: unknown[] };
type Text = { key: string; label: string; parts: Part[] };

const SINGLE_TEXTS: [string, string][] = [
  ["name", "Business name"],
  ["tagline", "Tagline"],
  ["contact.phone", "Phone number"],
  ["contact.whatsapp", "WhatsApp number"],
  ["contact.email", "Email address"],
  ["contact.address", "Address"],
];

/** The kinds of declared field whose text is the business's own words, and so must not stay an example. */
const OWN_WORDS = new Set<TemplateField["kind"]>(["long_text", "money"]);

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function at(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

function listAt(value: unknown, path: string): Json[] {
  const list = at(value, path);
  return Array.isArray(list) ? list.filter(isObject) : [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether `text` is `sample`, or `sample` with the sample business's name written as another one. */
function isSample(text: unknown, sample: unknown, sampleName: string): boolean {
  if (typeof text !== "string" || typeof sample !== "string" || text.trim() === "") return false;
  if (text === sample) return true;
  if (!sampleName || !sample.includes(sampleName)) return false;
  const parts = sample.split(sampleName);
  // The name alone ("Ayanda Hair & Beauty") is no pattern: any name would match it.
  if (parts.join("").trim() === "") return false;
  const escaped = parts.map(escapeRegExp);
  const pattern = escaped
    .slice(1)
    .reduce((source, part, index) => `${source}${index === 0 ? "(.+?)" : "\\1"}${part}`, escaped[0] ?? "");
  return new RegExp(`^${pattern}$`, "s").test(text);
}

/** The parts of each item of the list at `path`: `keys` of every item, against any sample item's (moved or not). */
function listParts(data: Json, sample: Json, path: string, keys: string[]): Part[] {
  const sampleItems = listAt(sample, path);
  return listAt(data, path).flatMap((item, index) =>
    keys.map((key) => ({ path: `${path}.${index}.${key}`, value: item[key], samples: sampleItems.map((s) => s[key]) })),
  );
}

/** Opening hours lines, each "days: hours", so a line is the example only when both are. */
function hoursParts(data: Json, sample: Json): Part[] {
  const line = (item: Json) => `${String(item.days ?? "")}: ${String(item.hours ?? "")}`;
  const sampleLines = listAt(sample, "contact.hours").map(line);
  return listAt(data, "contact.hours").map((item, index) => ({
    path: `contact.hours.${index}.hours`,
    value: line(item),
    samples: sampleLines,
  }));
}

function declaredTexts(data: Json, sample: Json, declared: TemplateFields): Text[] {
  return declared.fields.flatMap((field): Text[] => {
    if (field.kind === "list" || field.kind === "group") {
      const keys = field.fields.filter((member) => OWN_WORDS.has(member.kind)).map((member) => member.key);
      if (keys.length === 0) return [];
      const parts =
        field.kind === "list"
          ? listParts(data, sample, field.key, keys)
          : keys.map((key) => {
              const path = `${field.key}.${key}`;
              return { path, value: at(data, path), samples: [at(sample, path)] };
            });
      return [{ key: field.key, label: field.label, parts }];
    }
    if (!OWN_WORDS.has(field.kind)) return [];
    return [
      {
        key: field.key,
        label: field.label,
        parts: [{ path: field.key, value: data[field.key], samples: [sample[field.key]] }],
      },
    ];
  });
}

/** Every text of a site, as the form shows them, each with its parts. */
function textsOf(data: Json, sample: Json, declared: TemplateFields): Text[] {
  const single = (path: string, label: string): Text => ({
    key: path,
    label,
    parts: [{ path, value: at(data, path), samples: [at(sample, path)] }],
  });
  const [name, tagline, ...contact] = SINGLE_TEXTS.map(([path, label]) => single(path, label));
  const headline = single("copy.headline", "Headline and introduction");
  headline.parts.push(...single("copy.intro", "").parts);
  return [
    ...[name, tagline, ...contact].filter((text): text is Text => text !== undefined),
    { key: "contact.hours", label: "Opening hours", parts: hoursParts(data, sample) },
    headline,
    single("copy.about", "About text"),
    {
      key: "copy.services",
      label: "Services and prices",
      parts: listParts(data, sample, "copy.services", ["description", "price"]),
    },
    ...declaredTexts(data, sample, declared),
  ];
}

/**
 * The texts of `data` still the examples of `sample` (the template's own data/site.json), in the order the
 * form shows them.
 */
export function sampleTexts(sample: Json, data: Json, declared: TemplateFields): SampleText[] {
  const sampleName = typeof sample.name === "string" ? sample.name : "";
  return textsOf(data, sample, declared).flatMap((text) => {
    const paths = text.parts
      .filter((part) => part.samples.some((candidate) => isSample(part.value, candidate, sampleName)))
      .map((part) => part.path);
    const [path] = paths;
    return path === undefined ? [] : [{ key: text.key, label: text.label, path, paths }];
  });
}

/** "3 texts are the template's examples", "1 text is the template's example". */
export function sampleTextsSentence(count: number): string {
  return count === 1 ? "1 text is the template's example" : `${count} texts are the template's examples`;
}
