import { z } from "zod";
import { FILE_MESSAGES } from "../messages";

export const SITE_NAME_MAX_LENGTH = 100;
export const SITE_SLUG_MAX_LENGTH = 48;

/** A site's name, checked alike by the API and the editor's inline rename. */
export const siteNameSchema = z
  .string()
  .trim()
  .min(1, FILE_MESSAGES.siteNameEmpty)
  .max(SITE_NAME_MAX_LENGTH, `Site name must be at most ${SITE_NAME_MAX_LENGTH} characters`);

export const createSiteSchema = z.object({
  /** Absent: site_data's name, else "Untitled Site". */
  name: siteNameSchema.optional(),
  /** A template's id, as GET /api/templates lists them; absent: the starter files. */
  template_id: z.string().trim().min(1, "Choose a template, or leave template_id out").max(60).optional(),
  /**
   * Facts of the business, with the fields of a site's data/site.json (name, category, tagline, colours,
   * logo, contact, copy), laid over the template's own: objects field by field, lists whole. Its name
   * defaults to the site's name. Checked once merged; a contact.whatsapp also becomes the site's WhatsApp
   * number. Only with a template.
   */
  site_data: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("Fields of data/site.json laid over the template's own (docs/product.md#templates)"),
});

export const updateSiteSchema = z
  .object({
    name: siteNameSchema.optional(),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      // Said as "web address": the settings screen calls the slug that, since it is the site's address.
      .min(3, "The web address must be at least 3 characters")
      .max(SITE_SLUG_MAX_LENGTH, `The web address must be at most ${SITE_SLUG_MAX_LENGTH} characters`)
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        "The web address may contain only lowercase letters, digits and single hyphens",
      )
      .optional(),
  })
  .refine((value) => value.name !== undefined || value.slug !== undefined, "Nothing to change: send a name or a slug");

/** A page address or a web address, for the favicon and the social image. */
const siteAssetSchema = (what: string) =>
  z
    .string()
    .trim()
    .max(2048, `The ${what} address must be at most 2048 characters`)
    .refine(
      (value) => value === "" || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value),
      `The ${what} must be a path on the site such as /media/logo.png, or an address starting with https://`,
    );

/**
 * The defaults every published page carries unless the page sets its own (docs/product.md#site-settings).
 * Empty strings mean "not set".
 */
export const siteSeoSchema = z.object({
  title: z.string().trim().max(70, "The site title must be at most 70 characters").default(""),
  description: z.string().trim().max(300, "The description must be at most 300 characters").default(""),
  language: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "The language must be a code such as en, en-ZA or af")
    .default(""),
  favicon: siteAssetSchema("tab icon").default(""),
  social_image: siteAssetSchema("social image").default(""),
  /** Hide from search engines: robots.txt disallows everything and pages carry a robots noindex tag. */
  noindex: z.boolean().default(false),
});

export const SITE_PASSWORD_MIN_LENGTH = 6;
export const SITE_PASSWORD_MAX_LENGTH = 128;

/** Public, or behind one password that visitors type once per browser. */
export const siteVisibilitySchema = z.discriminatedUnion("visibility", [
  z.object({ visibility: z.literal("public") }),
  z.object({
    visibility: z.literal("password"),
    /** Required to protect a public site; left out, an already protected site keeps its password. */
    password: z
      .string()
      .min(SITE_PASSWORD_MIN_LENGTH, `The password must be at least ${SITE_PASSWORD_MIN_LENGTH} characters`)
      .max(SITE_PASSWORD_MAX_LENGTH, `The password must be at most ${SITE_PASSWORD_MAX_LENGTH} characters`)
      .optional(),
  }),
]);

export const siteSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  published_at: z.string().nullable(),
  /** When the last publish failed; null when the live deployment (or none) came after it. */
  publish_failed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  visibility: z.enum(["public", "password"]),
  seo: siteSeoSchema,
});

/**
 * A site as the list shows it: with a picture of its published home page, a signed address on the preview
 * origin that holds for an hour or more (docs/decisions/021); null when it has none to show (never
 * published, or published without a home page).
 */
export const siteListItemSchema = siteSchema.extend({ picture_url: z.string().nullable() });

export type Site = z.infer<typeof siteSchema>;
export type SiteListItem = z.infer<typeof siteListItemSchema>;
export type CreateSiteInput = z.infer<typeof createSiteSchema>;
export type UpdateSiteInput = z.infer<typeof updateSiteSchema>;
export type SiteSeo = z.infer<typeof siteSeoSchema>;
export type SiteVisibilityInput = z.infer<typeof siteVisibilitySchema>;
