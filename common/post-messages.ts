/** The words the posts API answers with (docs/product.md#blog-posts); the editor may show them as they are. */
export const postMessages = {
  notFound: "Post not found",
  revisionNotFound: "This revision of the post was not found",
  untitled: "Untitled post",
  conflict: "This post was changed by someone else since you opened it: keep yours or take theirs",
  slugTaken: (slug: string, title: string) =>
    `The address /blog/${slug} is already used by the post “${title}”: choose another slug`,
  authorNotMember: "The author must be a member of this organization",
  alreadyPublished: "This post is already published: unpublish it first to schedule it for later",
  badCursor: "This cursor is not one the list gave: start again from the first page",
} as const;

/** An autosave joins its author's latest revision when that was saved within this many minutes. */
export const POST_AUTOSAVE_JOIN_MINUTES = 10;
