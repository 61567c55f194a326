// What a protected site's password page shows of the site (docs/product.md#password-protected-sites): its
// name, logo and main colour, from its business details (data/site.json), so a visitor knows whose site asks.
import { SITE_DATA_PATH } from "@common/schemas/site-data";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import { currentSource } from "../site-sources";
import { fetchMediaTarget } from "./media-target";

export type SiteBrand = {
  name: string;
  /** An https address, or the library picture itself as a data: URL (the library asks for the password too). */
  logo: string | null;
  /** A colour white text reads on (#rrggbb), or null for the page's own. */
  colour: string | null;
};

/** A logo larger than this is left out rather than carried in every password page. */
const LOGO_MAX_BYTES = 256 * 1024;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The brand of the site `siteId` at `slug`; its name alone when its details are missing or unreadable. */
export async function fetchSiteBrand(
  db: Db,
  blobs: Pick<BlobStore, "get">,
  site: { id: string; slug: string; name: string },
): Promise<SiteBrand> {
  const data = await siteData(db, site.id);
  const name = typeof data.name === "string" && data.name.trim() !== "" ? data.name.trim() : site.name;
  const colours = (data.colours ?? {}) as Record<string, unknown>;
  const primary = typeof colours.primary === "string" ? colours.primary.trim() : "";
  const colour = HEX_COLOUR.test(primary) && contrastWithWhite(primary) >= 4.5 ? primary : null;
  const logo = typeof data.logo === "string" ? await logoSource(db, blobs, site.slug, data.logo.trim()) : null;
  return { name, logo, colour };
}

async function siteData(db: Db, siteId: string): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse((await currentSource(db, siteId, SITE_DATA_PATH)) ?? "{}");
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

async function logoSource(db: Db, blobs: Pick<BlobStore, "get">, slug: string, logo: string) {
  if (logo.startsWith("https://")) return logo;
  if (!logo.startsWith("/media/")) return null;
  const target = await fetchMediaTarget(db, slug, logo);
  if (!target?.file?.mime.startsWith("image/")) return null;
  const bytes = await blobs.get(target.file.key);
  if (!bytes || bytes.length > LOGO_MAX_BYTES) return null;
  return `data:${target.file.mime};base64,${bytes.toString("base64")}`;
}

/** WCAG contrast ratio of white on `hex`. */
function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}
