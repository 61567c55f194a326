// Which of a site's texts are still the template's examples: its sample business's phone number, about
// text, service descriptions and prices… (docs/product.md#business-details). A new site's copy names the
// business by its own name where the sample named the sample business, and still counts as an example.
import type { SampleText } from "@common/schemas/site-details";
import type { TemplateField, TemplateFields } from "@common/schemas/template-fields";
import type { SiteTemplate } from "../templates/template-registry";

type Json = Record<string, unknown>;

const COMMON_TEXTS: [string, string][] = [
  ["name", "Business name"],
  ["tagline", "Tagline"],
  ["contact.phone", "Phone number"],
  ["contact.whatsapp", "WhatsApp number"],
  ["contact.email", "Email address"],
  ["contact.address", "Address"],
  ["copy.headline", "Headline"],
  ["copy.intro", "Introduction"],
  ["copy.about", "About text"],
];

/** The kinds of declared field whose text is the business's own words, and so must not stay an example. */
const OWN_WORDS = new Set<TemplateField["kind"]>(["long_text", "money"]);

function at(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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

/** The texts of `data` still equal to `template`'s examples, in the order the form shows them. */
export function sampleTexts(template: SiteTemplate, data: Json, declared: TemplateFields): SampleText[] {
  const sample = template.data as Json;
  const name = template.data.name;
  const found: SampleText[] = [];
  const check = (path: string, label: string, text: unknown, samples: unknown[]) => {
    if (samples.some((candidate) => isSample(text, candidate, name))) found.push({ path, label });
  };

  for (const [path, label] of COMMON_TEXTS) check(path, label, at(data, path), [at(sample, path)]);
  const sampleServices = listAt(sample, "copy.services");
  listAt(data, "copy.services").forEach((service, index) => {
    const title = typeof service.name === "string" && service.name ? `“${service.name}”` : `Service ${index + 1}`;
    for (const key of ["description", "price"] as const) {
      const samples = sampleServices.map((item) => item[key]);
      check(`copy.services.${index}.${key}`, `${title}: ${key}`, service[key], samples);
    }
  });
  for (const field of declared.fields) {
    if (field.kind === "list") {
      const ownWords = field.fields.filter((member) => OWN_WORDS.has(member.kind));
      const titleKey = field.fields.find((member) => member.kind === "text")?.key;
      const sampleItems = listAt(sample, field.key);
      listAt(data, field.key).forEach((item, index) => {
        const named = titleKey && typeof item[titleKey] === "string" && item[titleKey] ? `“${item[titleKey]}”` : "";
        const title = `${field.label}, ${named || `${field.item_label} ${index + 1}`}`;
        for (const member of ownWords) {
          const samples = sampleItems.map((entry) => entry[member.key]);
          check(
            `${field.key}.${index}.${member.key}`,
            `${title}: ${member.label.toLowerCase()}`,
            item[member.key],
            samples,
          );
        }
      });
    } else if (field.kind === "group") {
      for (const member of field.fields.filter((entry) => OWN_WORDS.has(entry.kind))) {
        const path = `${field.key}.${member.key}`;
        check(path, `${field.label}: ${member.label.toLowerCase()}`, at(data, path), [at(sample, path)]);
      }
    } else if (OWN_WORDS.has(field.kind)) {
      check(field.key, field.label, data[field.key], [sample[field.key]]);
    }
  }
  return found;
}
