import { SITE_SLUG_MAX_LENGTH } from "@common/schemas/sites";
import { slugify } from "@common/slug";
import type { Db } from "../../db/create-db";
import { freeSlug } from "../../db/free-slug";

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

export async function isSlugTaken({ db }: Db, slug: string, exceptSiteId?: string): Promise<boolean> {
  let query = db.selectFrom("sites").select("id").where("slug", "=", slug);
  if (exceptSiteId) query = query.where("id", "!=", exceptSiteId);
  return Boolean(await query.executeTakeFirst());
}

/** A free slug derived from the site's name; a short random suffix settles clashes. */
export async function uniqueSiteSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name, SITE_SLUG_MAX_LENGTH - 7) || "site";
  const padded = base.length < 3 || RESERVED_SLUGS.has(base) ? `${base}-site` : base;
  return freeSlug(padded, (slug) => isSlugTaken(db, slug));
}
