// A post's address under /blog/: made from its title unless given, unique in its site. A made one that is
// taken gets the first free -2, -3…; a given one that is taken is refused, naming the post that has it.
import { postMessages } from "@common/post-messages";
import { POST_SLUG_MAX_LENGTH } from "@common/schemas/posts";
import { slugify } from "@common/slug";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

type Trx = Kysely<Database>;

/** The slug a title makes: "Hello, World!" → "hello-world"; "post" when nothing is left of it. */
export function slugFromTitle(title: string): string {
  return slugify(title, POST_SLUG_MAX_LENGTH - 4) || "post";
}

/** Whether `slug` reads as one made from `title` (itself or with a number), so a new title may remake it. */
export function isMadeFromTitle(slug: string, title: string): boolean {
  const base = slugFromTitle(title);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/** `base`, or `base-n` with the first free n, among the site's posts other than `exceptId`. */
export async function freePostSlug(db: Trx, siteId: string, base: string, exceptId?: string): Promise<string> {
  const rows = await db
    .selectFrom("posts")
    .select("slug")
    .where("site_id", "=", siteId)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId as string))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** Refuses a given slug another post of the site has, with 409 naming that post. */
export async function requireFreeSlug(db: Trx, siteId: string, slug: string, exceptId?: string): Promise<void> {
  const other = await db
    .selectFrom("posts")
    .select("title")
    .where("site_id", "=", siteId)
    .where("slug", "=", slug)
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId as string))
    .executeTakeFirst();
  if (other) throw new AppError("CONFLICT", postMessages.slugTaken(slug, other.title));
}
