import { SITE_SLUG_MAX_LENGTH } from "@common/schemas/sites";
import { slugify } from "@common/slug";
import type { Kysely } from "kysely";
import type { Db } from "../../db/create-db";
import { freeSlug } from "../../db/free-slug";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";

/** How long a site's old address keeps redirecting to it after a slug change. */
export const SLUG_REDIRECT_DAYS = 30;

/** Names other hosts of ours use (docs/product.md#sites-list); no site may take them. */
export const RESERVED_SLUGS = new Set([
  "preview",
  "www",
  "app",
  "api",
  "admin",
  "static",
  "assets",
  "cdn",
  "mail",
  "smtp",
  "email",
  "auth",
  "login",
  "signin",
  "signup",
  "dashboard",
  "status",
  "docs",
  "blog",
  "help",
  "support",
  "billing",
  "webcraft",
]);

/**
 * Whether another site has `slug`, or still redirects from it: an old address keeps leading its visitors
 * to the site that left it until the redirect expires, so nobody else can take them over meanwhile.
 */
export async function isSlugTaken({ kysely: db }: Db, slug: string, exceptSiteId?: string): Promise<boolean> {
  let query = db.selectFrom("sites").select("id").where("slug", "=", slug);
  if (exceptSiteId) query = query.where("id", "!=", exceptSiteId);
  if (await query.executeTakeFirst()) return true;
  let redirects = db
    .selectFrom("site_slug_redirects")
    .select("site_id")
    .where("slug", "=", slug)
    .where("expires_at", ">", nowIso());
  if (exceptSiteId) redirects = redirects.where("site_id", "!=", exceptSiteId);
  return Boolean(await redirects.executeTakeFirst());
}

/**
 * After a slug change, in its transaction: the old address redirects to the site for SLUG_REDIRECT_DAYS,
 * and a redirect from the new one (the site taking back an old address, or an expired one) ends.
 */
export async function redirectOldSlug(trx: Kysely<Database>, siteId: string, oldSlug: string, newSlug: string) {
  const expires = new Date(Date.now() + SLUG_REDIRECT_DAYS * 86_400_000).toISOString();
  await trx.deleteFrom("site_slug_redirects").where("slug", "in", [oldSlug, newSlug]).execute();
  await trx.insertInto("site_slug_redirects").values({ slug: oldSlug, site_id: siteId, expires_at: expires }).execute();
}

/** A free slug derived from the site's name; a short random suffix settles clashes. */
export async function uniqueSiteSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name, SITE_SLUG_MAX_LENGTH - 7) || "site";
  const padded = base.length < 3 || RESERVED_SLUGS.has(base) ? `${base}-site` : base;
  return freeSlug(padded, (slug) => isSlugTaken(db, slug));
}
