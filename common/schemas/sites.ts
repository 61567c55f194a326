import { z } from "zod";
import { DEFAULT_SITE_NAME } from "../constants";
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
  name: siteNameSchema.optional().default(DEFAULT_SITE_NAME),
});

export const updateSiteSchema = z
  .object({
    name: siteNameSchema.optional(),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(3, "Slug must be at least 3 characters")
      .max(SITE_SLUG_MAX_LENGTH, `Slug must be at most ${SITE_SLUG_MAX_LENGTH} characters`)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug may contain only lowercase letters, digits and single hyphens")
      .optional(),
  })
  .refine((value) => value.name !== undefined || value.slug !== undefined, "Nothing to change: send a name or a slug");

export const siteSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Site = z.infer<typeof siteSchema>;
export type CreateSiteInput = z.infer<typeof createSiteSchema>;
export type UpdateSiteInput = z.infer<typeof updateSiteSchema>;
