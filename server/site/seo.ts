import { type SiteSeo, siteSeoSchema } from "@common/schemas/sites";

const NO_SEO = siteSeoSchema.parse({});

/** The stored JSON of a site's SEO defaults; anything unreadable counts as unset. */
export function parseSeo(stored: string): SiteSeo {
  try {
    const parsed = siteSeoSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : NO_SEO;
  } catch {
    return NO_SEO;
  }
}
