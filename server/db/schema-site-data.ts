// The tables of what a site gathers after it is built: visitors' form posts, its blog posts and its visit counts.
import type { ColumnType } from "kysely";
import type { Timestamp } from "./schema";

/** A form of a site (docs/product.md#forms): created by its first post, or by an admin naming it. */
export type FormTable = {
  id: string;
  organization_id: string;
  site_id: string;
  name: string;
  /** JSON: the user ids mailed for each new submission. */
  member_ids: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One post a visitor sent a form. */
export type FormSubmissionTable = {
  id: string;
  organization_id: string;
  site_id: string;
  form_id: string;
  /** JSON: `{ name, value }[]` in the order sent, a repeated name's values joined by ", ". */
  fields: string;
  /** The values in lower case, one per line, for the inbox's word search. */
  search_text: string;
  page: string;
  /** HMAC-SHA256 of the visitor's address under a server secret: never the address itself. */
  visitor_hash: string;
  user_agent: string;
  is_read: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  is_spam: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  spam_reason: string | null;
  created_at: Timestamp;
};

/** A member's daily note of a site's spam, on its way: a (site, day, member) is told once. */
export type FormSpamNoteTable = {
  site_id: string;
  /** The UTC day the note counts, YYYY-MM-DD. */
  day: string;
  user_id: string;
  created_at: Timestamp;
};

/** A file a post attached, its bytes in the blob store. */
export type FormFileTable = {
  id: string;
  organization_id: string;
  site_id: string;
  submission_id: string;
  /** Its place among the post's files. */
  position: number;
  field: string;
  name: string;
  mime: string;
  size_bytes: number;
  blob_key: string;
  created_at: Timestamp;
};

/** A blog post of a site (docs/product.md#blog-posts), as it stands. */
export type PostTable = {
  id: string;
  organization_id: string;
  site_id: string;
  title: string;
  /** The title in lower case, for the list's word search. */
  title_search: string;
  slug: string;
  excerpt: string;
  cover_image: string;
  /** JSON: the post's tags, in the order given (`post_tags` holds them again, one a row, for filtering). */
  tags: string;
  author_id: string | null;
  status: "draft" | "scheduled" | "published";
  scheduled_at: Timestamp | null;
  published_at: Timestamp | null;
  /** JSON: the ProseMirror document. */
  body: string;
  /** The body rendered and sanitised at save time. */
  html: string;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PostTagTable = {
  post_id: string;
  site_id: string;
  tag: string;
};

/** A saved state of a post; the one with the highest number is the post as it stands. */
export type PostRevisionTable = {
  id: string;
  post_id: string;
  number: number;
  title: string;
  slug: string;
  excerpt: string;
  cover_image: string;
  /** JSON list of tags. */
  tags: string;
  /** JSON: the ProseMirror document. */
  body: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};
/** Page views of a published site added up per day, path, referring host and device class. */
export type SiteViewTable = {
  site_id: string;
  /** UTC, YYYY-MM-DD. */
  day: string;
  path: string;
  /** The referring page's host; '' for none or the site itself. */
  referrer_host: string;
  device: string;
  views: number;
};

/** One unique visitor of a site on a day: a salted hash, never the address or user agent. */
export type SiteVisitorTable = { site_id: string; day: string; visitor: string };

/** The random salt of a day's visitor hashes, deleted when the day is over. */
export type AnalyticsSaltTable = { day: string; salt: string };

/** A claim link of a site built for a client (docs/product.md#claiming-a-site); only its token's hash is kept. */
export type SiteClaimTable = {
  id: string;
  site_id: string;
  /** The organization that made the link: the agency. Not moved by a claim. */
  agency_organization_id: string;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  status: "open" | "replaced" | "claimed";
  /** The address the link was last mailed to from the product, if it was. */
  emailed_to: string | null;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
  receiving_organization_id: string | null;
};
