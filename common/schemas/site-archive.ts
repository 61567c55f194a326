import { z } from "zod";
import { postBodySchema, postStatusSchema } from "./posts";
import { siteSeoSchema } from "./sites";

/** A blog post as an archive carries it: everything a writer wrote, with its status and dates. */
export const archivedPostSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().default(""),
  cover_image: z.string().default(""),
  tags: z.array(z.string()).default([]),
  status: postStatusSchema,
  scheduled_at: z.string().nullable().default(null),
  published_at: z.string().nullable().default(null),
  created_at: z.string(),
  updated_at: z.string(),
  body: postBodySchema,
});

/**
 * `webcraft.json`, the description an exported archive carries beside the site's files and media: its
 * name, settings (never a password or a webhook secret) and content. `format` grows when the shape changes.
 */
export const siteManifestSchema = z.object({
  format: z.number().int().min(1),
  name: z.string(),
  exported_at: z.string().optional(),
  settings: z
    .object({
      seo: siteSeoSchema.default(siteSeoSchema.parse({})),
      /** A password-protected site says so; the password itself stays behind, so it imports as public. */
      visibility: z.enum(["public", "password"]).default("public"),
      whatsapp_number: z.string().nullable().default(null),
      show_badge: z.boolean().default(false),
      forms: z.array(z.object({ name: z.string(), webhook_url: z.string().nullable().default(null) })).default([]),
    })
    .default({
      seo: siteSeoSchema.parse({}),
      visibility: "public",
      whatsapp_number: null,
      show_badge: false,
      forms: [],
    }),
  /** Each media file's place and alternative text; its bytes are the archive's `media/{path}`. */
  media: z.array(z.object({ path: z.string(), alt: z.string().default("") })).default([]),
  content: z.object({ posts: z.array(archivedPostSchema).default([]) }).default({ posts: [] }),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;
export type ArchivedPost = z.infer<typeof archivedPostSchema>;

/** The optional fields of an import besides its file. */
export const importSiteFieldsSchema = z.object({ name: z.string().trim().max(100).optional() });
