import { z } from "zod";

/** One file of a site's media library, served on the site's hosts at `url`. */
export const mediaFileSchema = z.object({
  id: z.string(),
  site_id: z.string(),
  /** Where the site serves it, under /media/: `hero.jpg`, `team/ana.webp`. */
  path: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  /** Smaller WebP copies of a large image, for `srcset`. */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const mediaUploadQuerySchema = z.object({
  name: z.string().min(1, "Name the file: ?name=photo.jpg").max(255, "A file name can be at most 255 characters"),
  folder: z
    .string()
    .max(200, "A folder path can be at most 200 characters")
    .regex(
      /^$|^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*$/u,
      "A folder may hold letters, digits, - and _ in parts split by /",
    )
    .optional(),
});

export type MediaFile = z.infer<typeof mediaFileSchema>;
