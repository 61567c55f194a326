import type { Db } from "../../db/create-db";
import { dbBool } from "../../db/values";
import type { Env } from "../../env";
import { siteAddress } from "../../hosting/site-host";
import { siteUrl } from "../sites/sites.service";

/**
 * Where search engines should find the site: its verified primary custom domain when it has one, else its own
 * host ("https://www.example.com", "https://bakery.webcraft.site"); canonical URLs and the sitemap start with it.
 */
export async function siteOrigin(db: Db, env: Env, site: { id: string; slug: string }): Promise<string> {
  const primary = await db.db
    .selectFrom("site_domains")
    .select("hostname")
    .where("site_id", "=", site.id)
    .where("is_primary", "=", dbBool(db.dialect, true))
    .where("status", "=", "verified")
    .executeTakeFirst();
  return primary ? siteAddress(env)(primary.hostname) : siteUrl(env, site.slug);
}
