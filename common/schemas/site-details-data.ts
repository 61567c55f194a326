import { z } from "zod";
import { normaliseHours, parseTime } from "../opening-hours";
import { normalisePrice } from "../prices";
import { openingHoursSchema, siteDataSchema, sitePhotoSchema, siteServiceSchema } from "./site-data";
import type { TemplateField, TemplateFields, TemplateSimpleField } from "./template-fields";

/**
 * The one schema a site's data/site.json is checked with when the Business details form saves it, in the
 * browser and on the server alike: every site's fields (site-data.ts), with opening hours and prices written
 * the one way (08:30 – 17:00, R 1 350), and the fields its template declares. Keys nobody declared are kept
 * as they are, so a developer's own additions survive a save.
 */
export function siteDetailsDataSchema(declared: TemplateFields = { fields: [], service_fields: [] }) {
  const { contact, copy, ...common } = siteDataSchema.shape;
  const hours = openingHoursSchema.extend({ hours: openingHoursSchema.shape.hours.transform(normaliseHours) }).loose();
  const service = siteServiceSchema
    .extend({ price: siteServiceSchema.shape.price.transform(normalisePrice), ...shapeOf(declared.service_fields) })
    .loose();
  const contactShape = contact.unwrap().shape;
  const copyShape = copy.unwrap().shape;
  return z
    .object({
      ...common,
      contact: z
        .object({
          ...contactShape,
          hours: z.array(hours).max(14, "List at most 14 lines of opening hours").default([]),
        })
        .loose()
        .prefault({}),
      copy: z
        .object({ ...copyShape, services: z.array(service).max(24, "List at most 24 services").default([]) })
        .loose()
        .prefault({}),
      ...shapeOf(declared.fields),
    })
    .loose();
}

export type SiteDetailsData = z.infer<ReturnType<typeof siteDetailsDataSchema>>;

function shapeOf(fields: TemplateField[]): Record<string, z.ZodType> {
  return Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)]));
}

const TIME_MESSAGE = "Write a time such as 08:30";

/** The schema of one declared field's value, with a default so that a file without it still parses. */
export function fieldSchema(field: TemplateField): z.ZodType {
  const name = field.label;
  switch (field.kind) {
    case "list":
      return z
        .array(z.object(shapeOf(field.fields)).loose())
        .max(field.max_items ?? 24, `List at most ${field.max_items ?? 24} in ${name}`)
        .default([]);
    case "group":
      return z.object(shapeOf(field.fields)).loose().prefault({});
    default:
      return simpleFieldSchema(field);
  }
}

function simpleFieldSchema(field: TemplateSimpleField): z.ZodType {
  const name = field.label;
  const text = (max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`);
  switch (field.kind) {
    case "text":
      return text(field.max ?? 200).default("");
    case "long_text":
      return text(field.max ?? 3000).default("");
    case "money":
      return text(40).default("").transform(normalisePrice);
    case "time":
      return z
        .string()
        .trim()
        .refine((value) => value === "" || parseTime(value) !== null, TIME_MESSAGE)
        .transform((value) => (value === "" ? "" : (parseTime(value) ?? value)))
        .default("");
    case "photo":
      return sitePhotoSchema.prefault({});
    case "text_list":
      return z
        .array(text(200).min(1, `Fill in or remove the empty line of ${name}`))
        .max(field.max_items ?? 50, `List at most ${field.max_items ?? 50} in ${name}`)
        .default([]);
  }
}
