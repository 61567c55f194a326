import { useQuery } from "@tanstack/react-query";
import { siteQueryOptions } from "@/features/site-list";

/**
 * Where a shop's site is served, for its pictures: a product names them by their path on the site's own
 * host (`/media/candle.jpg`), which the admin's host does not serve. Null until the site is read.
 */
export function useSiteOrigin(siteId: string): string | null {
  const site = useQuery(siteQueryOptions(siteId));
  return site.data ? new URL(site.data.url).origin : null;
}

/** A picture's address as the admin shows it: a path of the site's host gets that host. */
export function siteAssetUrl(url: string, origin: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}
