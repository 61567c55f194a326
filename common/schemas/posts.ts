import { z } from "zod";

export const POST_TITLE_MAX_LENGTH = 200;
export const POST_SLUG_MAX_LENGTH = 96;
export const POST_EXCERPT_MAX_LENGTH = 500;
export const POST_TAG_MAX_LENGTH = 40;
export const POST_TAGS_MAX = 20;
/** A post body's JSON, as stored: about 100 pages of text. */
export const POST_BODY_MAX_BYTES = 1_000_000;

export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** A post's address under /blog/: lowercase letters, digits and single hyphens. */
export const postSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "The slug cannot be empty")
  .max(POST_SLUG_MAX_LENGTH, `The slug must be at most ${POST_SLUG_MAX_LENGTH} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "The slug may contain only lowercase letters, digits and single hyphens");

export const postTitleSchema = z
  .string()
  .trim()
  .max(POST_TITLE_MAX_LENGTH, `The title must be at most ${POST_TITLE_MAX_LENGTH} characters`);

const tagSchema = z
  .string()
  .trim()
  .min(1, "A tag cannot be empty")
  .max(POST_TAG_MAX_LENGTH, `A tag must be at most ${POST_TAG_MAX_LENGTH} characters`);

/**
 * The body as the editor keeps it: a ProseMirror document (`{ type: "doc", content: [...] }`). Its shape is
 * checked against the posts' editor schema by the server, which also renders and sanitises it.
 */
export const postBodySchema = z
  .object({ type: z.literal("doc"), content: z.array(z.record(z.string(), z.unknown())).optional() })
  .passthrough();
export type PostBody = z.infer<typeof postBodySchema>;

/** A cover image: a path in the site's media library (/media/…) or an https:// address; empty for none. */
export const postCoverSchema = z
  .string()
  .trim()
  .max(2048, "The cover image address must be at most 2048 characters")
  .refine(
    (value) =>
      value === "" || /^\/media\/[^\s"'<>\\]+$/.test(value) || /^https:\/\/[^\s/"'<>\\]+[^\s"'<>\\]*$/i.test(value),
    "The cover image must be a file of the media library (/media/…) or an address starting with https://",
  );

/** A post as lists show it: everything but the body. */
export const postSummarySchema = z.object({
  id: z.string(),
  site_id: z.string(),
  organization_id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image: z.string(),
  tags: z.array(z.string()),
  /** A member of the organization (user id), or null when they left or none was chosen. */
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  status: postStatusSchema,
  /** When a scheduled post goes live; null unless scheduled. */
  scheduled_at: z.string().nullable(),
  /** When it first went live (kept through unpublishing, shown as the post's date); null if never. */
  published_at: z.string().nullable(),
  /** Goes up by one at every change; a save names the version it started from (conflict safety). */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Where the post is (or will be) read on the published site: https://{slug}.{domain}/blog/{post slug}. */
  url: z.string(),
});

export const postSchema = postSummarySchema.extend({ body: postBodySchema });

export type PostSummary = z.infer<typeof postSummarySchema>;
/** What a writer writes and a revision keeps: everything of a post but its status and dates. */
export type PostContent = Pick<Post, "title" | "slug" | "excerpt" | "cover_image" | "tags" | "body">;
export type Post = z.infer<typeof postSchema>;

export const postListQuerySchema = z.object({
  status: postStatusSchema.optional(),
  tag: z.string().max(POST_TAG_MAX_LENGTH).optional(),
  /** Words of the title. */
  q: z.string().max(200).optional(),
  /** The `next_cursor` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const postListSchema = z.object({
  /** Newest change first. */
  posts: z.array(postSummarySchema),
  next_cursor: z.string().nullable(),
  /** Counts of the site's posts by status, whatever the filter. */
  counts: z.object({
    all: z.number().int(),
    draft: z.number().int(),
    scheduled: z.number().int(),
    published: z.number().int(),
  }),
  /** Every tag the site's posts use, A to Z. */
  tags: z.array(z.string()),
});

export const createPostSchema = z.object({
  /** Empty or left out: "Untitled post". */
  title: postTitleSchema.optional(),
  /** Left out: made from the title, unique in the site. */
  slug: postSlugSchema.optional(),
  excerpt: z.string().trim().max(POST_EXCERPT_MAX_LENGTH).optional(),
  cover_image: postCoverSchema.optional(),
  tags: z.array(tagSchema).max(POST_TAGS_MAX, `A post can have at most ${POST_TAGS_MAX} tags`).optional(),
  /** Left out: the caller. */
  author_id: z.string().nullable().optional(),
  body: postBodySchema.optional(),
});

/**
 * A save: any of the fields, and the version it was made from. When the post changed since (another tab,
 * another member), the save answers 409 with the current post in `error.details.current`, and nothing
 * is lost: the editor offers to keep either.
 */
export const updatePostSchema = createPostSchema.extend({
  base_version: z.number().int().min(1),
  /**
   * Saved by the editor's autosave: it joins the author's latest revision when that is recent, rather
   * than adding one revision per pause in typing.
   */
  autosave: z.boolean().optional(),
});

/** Publish now (no `at`, or a time already past), or schedule for `at`. */
export const publishPostSchema = z.object({ at: z.string().datetime({ offset: true }).optional() });

export const bulkPostSchema = z.object({
  ids: z.array(z.string()).min(1, "Choose at least one post").max(500),
  action: z.enum(["publish", "unpublish", "delete"]),
});

export const bulkPostResultSchema = z.object({ changed: z.number().int() });

/** A saved state of a post, for the history's list. */
export const postRevisionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** Whether it is the post as it stands. */
  is_current: z.boolean(),
});

export const postRevisionSchema = postRevisionSummarySchema.extend({
  slug: z.string(),
  excerpt: z.string(),
  cover_image: z.string(),
  tags: z.array(z.string()),
  body: postBodySchema,
});

export type PostRevisionSummary = z.infer<typeof postRevisionSummarySchema>;
export type PostRevision = z.infer<typeof postRevisionSchema>;
export type CreatePostInput = z.infer<typeof createPostSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
