// A template's posts.json: a few posts its preview shows on the blog, so the gallery shows the blog filled.
import { z } from "zod";
import type { SitePost } from "../../builder/content-module";

const samplePostSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1).max(200),
  excerpt: z.string().max(500).default(""),
  tags: z.array(z.string()).default([]),
  author_name: z.string().nullable().default(null),
  /** ISO 8601. */
  published_at: z.string().datetime(),
  /** The body as HTML: our own text, shown as it is. */
  html: z.string(),
});

export const samplePostsSchema = z.array(samplePostSchema).transform((posts): SitePost[] =>
  posts.map((post) => ({
    id: `sample-${post.slug}`,
    cover_image: "",
    updated_at: post.published_at,
    ...post,
  })),
);
