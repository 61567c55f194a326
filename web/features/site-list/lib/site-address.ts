import type { Site } from "@common/schemas/sites";

/** The address a site lives at, without the scheme: karoo-coffee.localhost:3000. */
export function siteAddress(site: Site): string {
  return site.url.replace(/^https?:\/\//, "");
}
