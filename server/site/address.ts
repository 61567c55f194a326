// Where a published site is reached. Every site has its own host, `{slug}.{SITE_DOMAIN}`, under the
// app's scheme; a site with a verified primary custom domain is found there by search engines and in
// its feed. The web names a site's own host with common/site-address.ts, the same rule.
import { siteHostName } from "@common/site-address";
import type { Db } from "../db/create-db";
import { dbBool } from "../db/values";
import type { Env } from "../env";

type AddressEnv = Pick<Env, "appOrigin" | "siteDomain">;

/** Where a site's host is reached: `http://www.example.com:3000` for `www.example.com` (scheme of the app, port of SITE_DOMAIN). */
export type SiteAddress = (hostname: string) => string;

export function siteAddress(env: AddressEnv): SiteAddress {
  const scheme = new URL(env.appOrigin).protocol;
  const port = /:\d+$/.exec(env.siteDomain)?.[0] ?? "";
  return (hostname) => `${scheme}//${hostname}${port}`;
}

/** The address of a site's own host, where it is (or will be) published: `https://bakery.webcraft.site`. */
export function siteUrl(env: AddressEnv, slug: string): string {
  return `${new URL(env.appOrigin).protocol}//${siteHostName(slug, env.siteDomain)}`;
}

/**
 * Where search engines should find the site: its verified primary custom domain when it has one, else its own
 * host ("https://www.example.com", "https://bakery.webcraft.site"); canonical URLs and the sitemap start with it.
 */
export async function siteOrigin(db: Db, env: AddressEnv, site: { id: string; slug: string }): Promise<string> {
  const primary = await db.kysely
    .selectFrom("site_domains")
    .select("hostname")
    .where("site_id", "=", site.id)
    .where("is_primary", "=", dbBool(db.dialect, true))
    .where("status", "=", "verified")
    .executeTakeFirst();
  return primary ? siteAddress(env)(primary.hostname) : siteUrl(env, site.slug);
}
