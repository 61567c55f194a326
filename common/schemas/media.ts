import { z } from "zod";

/** One file of a site's media library, served on the site's hosts at `url`. */
export const mediaFileSchema = z.object({
  id: z.string(),
  site_id: z.string(),
  /** Where the site serves it, under /media/: `hero.jpg`, `team/ana.webp`. */
  path: z.string(),
  /** The last part of `path`: `ana.webp`. */
  name: z.string(),
  /** The folder it is directly in, `team` or `people/team`; "" at the top. */
  folder: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  /** Smaller WebP copies of a large image, for `srcset`. */
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  thumbnail_url: z.string().nullable(),
  /** How many earlier versions a replace kept (see the versions route). */
  version_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A folder path: parts of letters, digits, - and _ split by /; "" is the top of the library. */
export const mediaFolderSchema = z
  .string()
  .max(200, "A folder path can be at most 200 characters")
  .regex(/^$|^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*$/u, "A folder may hold letters, digits, - and _ in parts split by /");

const namedFolder = mediaFolderSchema.min(1, "Name the folder");

export const mediaUploadQuerySchema = z.object({
  name: z.string().min(1, "Name the file: ?name=photo.jpg").max(255, "A file name can be at most 255 characters"),
  folder: mediaFolderSchema.optional(),
});

/**
 * `q`: only files whose name holds these characters, in any case. `folder`: only the files directly in
 * that folder ("" for the top). Without either, every file of the site.
 */
export const mediaListQuerySchema = z.object({
  q: z.string().max(200, "Search for at most 200 characters").optional(),
  folder: mediaFolderSchema.optional(),
});

/** How much the organization's media take (every site's files and kept versions) and may take. */
export const mediaUsageSchema = z.object({ used_bytes: z.number().int(), limit_bytes: z.number().int() });

export const mediaListSchema = z.object({
  media: z.array(mediaFileSchema),
  /**
   * Every folder that holds a file, at any depth, its parents included (`people`, `people/team`),
   * sorted; whatever `q` and `folder` asked for. A folder exists while it holds a file: an empty
   * folder a person creates lives in the screen until the first file goes into it.
   */
  folders: z.array(z.string()),
  usage: mediaUsageSchema,
});

/**
 * A change to one file. `path` renames or moves it (`team/ana.jpg`): the name is made safe as an
 * upload's is and keeps the extension of its type; a path another file has is refused (409).
 */
export const updateMediaSchema = z.object({
  alt: z.string().max(1000, "Alt text can be at most 1000 characters").optional(),
  path: z.string().min(1, "Name the file").max(300, "A path can be at most 300 characters").optional(),
});

/** Moves or renames a folder with everything under it: `people/team` → `team`; "" is the top. */
export const moveMediaFolderSchema = z.object({ path: namedFolder, new_path: mediaFolderSchema });

export const mediaFolderQuerySchema = z.object({ path: namedFolder });

/** The replaced bytes of a file, kept so they can be restored. */
export const mediaVersionSchema = z.object({
  id: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The version's thumbnail on the site's hosts (`…/media/hero.jpg?version={id}&thumbnail=1`). */
  thumbnail_url: z.string().nullable(),
  /** When these bytes stopped being the file's. */
  replaced_at: z.string(),
});

/** A site file whose source names a media path (`/media/hero.jpg`, or its percent-encoded form). */
export const mediaUseSchema = z.object({ file_id: z.string(), full_path: z.string(), media_path: z.string() });

export type MediaFile = z.infer<typeof mediaFileSchema>;
export type MediaList = z.infer<typeof mediaListSchema>;
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
export type MediaVersion = z.infer<typeof mediaVersionSchema>;
export type MediaUse = z.infer<typeof mediaUseSchema>;
export type UpdateMediaInput = z.infer<typeof updateMediaSchema>;
export type MoveMediaFolderInput = z.infer<typeof moveMediaFolderSchema>;
