/**
 * A site's own host name: its slug under the site domain (`bakery.webcraft.site`, a port kept when the
 * site domain has one). The server builds addresses from it and the web shows it.
 */
export function siteHostName(slug: string, siteDomain: string): string {
  return `${slug}.${siteDomain}`;
}
