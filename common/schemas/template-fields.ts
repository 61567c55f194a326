import { z } from "zod";

/**
 * The facts a template's pages read from data/site.json beyond the ones every site has (name, contact,
 * copy, photos…), declared in its template.json so that the Business details form can show them and the
 * server can check them (docs/product.md#business-details). `fields` are keys of their own at the top of
 * site.json (the church's `gatherings`); `service_fields` are further keys of each service (the salon's
 * `section`). A list's items and a group's members are simple fields: there is no list inside a list.
 */

export const TEMPLATE_FIELD_KINDS = [
  "text",
  "long_text",
  "money",
  "time",
  "photo",
  "text_list",
  "list",
  "group",
] as const;

/** The keys every site's data/site.json has already: a template declares only what it adds. */
export const COMMON_SITE_KEYS = ["name", "category", "tagline", "colours", "logo", "contact", "copy", "photos"];
export const COMMON_SERVICE_KEYS = ["name", "description", "price"];

const key = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, "A field's key is lowercase letters, digits and _, starting with a letter (gatherings)")
  .max(40);

const about = {
  key,
  /** What the form calls it: "Service times". */
  label: z.string().trim().min(1).max(60),
  /** A line under the label, saying what to write. */
  hint: z.string().trim().max(200).optional(),
};

const maxLength = z.number().int().min(1).max(5000).optional();

export const templateSimpleFieldSchema = z.discriminatedUnion("kind", [
  /** One line of text (at most `max` characters, 200 by default). */
  z.strictObject({ ...about, kind: z.literal("text"), max: maxLength }),
  /** Paragraphs, blank lines between them (at most `max` characters, 3000 by default). */
  z.strictObject({ ...about, kind: z.literal("long_text"), max: maxLength }),
  /** A price in rand, written as "R 1 350" or "From R 450"; other words ("Free quote") are kept. */
  z.strictObject({ ...about, kind: z.literal("money") }),
  /** A time of day, written as "08:30". */
  z.strictObject({ ...about, kind: z.literal("time") }),
  /** A picture of the media library (or an https address) with its description: `{ src, alt }`. */
  z.strictObject({ ...about, kind: z.literal("photo") }),
  /** A list of short texts: the towns a plumber works in. */
  z.strictObject({ ...about, kind: z.literal("text_list"), max_items: z.number().int().min(1).max(100).optional() }),
]);

function uniqueKeys(fields: { key: string }[], ctx: z.core.$RefinementCtx<unknown>) {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field.key)) ctx.addIssue({ code: "custom", path: [index, "key"], message: `"${field.key}" twice` });
    seen.add(field.key);
  });
}

const simpleFields = z.array(templateSimpleFieldSchema).min(1).superRefine(uniqueKeys);

export const templateFieldSchema = z.discriminatedUnion("kind", [
  ...templateSimpleFieldSchema.options,
  /** A list of items alike (the church's events), each with `fields`; the form names one an `item_label`. */
  z.strictObject({
    ...about,
    kind: z.literal("list"),
    item_label: z.string().trim().min(1).max(40),
    fields: simpleFields,
    max_items: z.number().int().min(1).max(100).optional(),
  }),
  /** A few facts that belong together (the church's banking details for giving). */
  z.strictObject({ ...about, kind: z.literal("group"), fields: simpleFields }),
]);

/** What template.json declares: the template's own keys, and the further keys of each service. */
export const templateFieldsSchema = z.object({
  fields: z
    .array(templateFieldSchema)
    .default([])
    .superRefine(uniqueKeys)
    .superRefine((fields, ctx) => {
      fields.forEach((field, index) => {
        if (COMMON_SITE_KEYS.includes(field.key)) {
          ctx.addIssue({ code: "custom", path: [index, "key"], message: `"${field.key}" is a field every site has` });
        }
      });
    }),
  service_fields: z
    .array(templateSimpleFieldSchema)
    .default([])
    .superRefine(uniqueKeys)
    .superRefine((fields, ctx) => {
      fields.forEach((field, index) => {
        if (COMMON_SERVICE_KEYS.includes(field.key)) {
          ctx.addIssue({
            code: "custom",
            path: [index, "key"],
            message: `"${field.key}" is a field every service has`,
          });
        }
      });
    }),
});

export type TemplateSimpleField = z.infer<typeof templateSimpleFieldSchema>;
export type TemplateField = z.infer<typeof templateFieldSchema>;
export type TemplateFields = z.infer<typeof templateFieldsSchema>;
