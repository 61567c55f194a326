import { z } from "zod";
import { siteCopySchema, siteServiceSchema } from "./site-data";
import { templateFieldsSchema } from "./template-fields";

/** A template's ids: lowercase words joined by hyphens, the name of its folder under templates/. */
export const TEMPLATE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A template's `template.json`: what the gallery says about it (docs/product.md#templates). */
export const templateManifestSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  /** The kind of business it is made for: restaurant, salon, trades, church, shop, portfolio… */
  category: z.string().trim().min(1).max(40),
  description: z.string().trim().min(1).max(300),
  /** The facts its pages read beyond every site's (template-fields.ts), for the Business details form. */
  ...templateFieldsSchema.shape,
});

export type TemplateManifest = z.infer<typeof templateManifestSchema>;

/**
 * The words of a template's sample business, which a new site keeps until they are changed: the creator
 * shows them as examples to make one's own (docs/product.md#site-creator).
 */
export const templateExampleSchema = z.object({
  /** The sample business's name: its words name it, and a new site's business name takes its place. */
  business_name: z.string(),
  /** Headline, introduction, about text and services, each service with any fields of the template's own. */
  copy: siteCopySchema.extend({ services: z.array(siteServiceSchema.loose()) }),
  /**
   * The sample business's whole data/site.json, and the template's own fields: the creator tells the texts a
   * new site would keep as examples with them, by the rule Business details uses (common/sample-texts.ts).
   */
  data: z.record(z.string(), z.unknown()),
  fields: templateFieldsSchema,
});

export type TemplateExample = z.infer<typeof templateExampleSchema>;

/** One template as the gallery lists it. */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** A screenshot of its home page at 1280×800; null while none was made. */
  thumbnail_url: z.string().nullable(),
  /** The same at 375×740, a phone's width; null while none was made. */
  phone_thumbnail_url: z.string().nullable(),
  /** Its built pages with its own sample business, on an origin apart from the app's, at any width. */
  preview_url: z.string(),
  example: templateExampleSchema,
});

export const templateListSchema = z.object({ templates: z.array(templateSchema) });

export type Template = z.infer<typeof templateSchema>;

export const TEMPLATE_MESSAGES = {
  unknown: (id: string) => `There is no template "${id}": choose one of those GET /api/templates lists`,
} as const;
