import { LOGO_MAX_BYTES, LOGO_TYPES, type OrganizationSummary } from "@common/schemas/organizations";
import sharp from "sharp";
import type { Auth } from "../../auth/auth";
import type { Actor } from "../../auth/session";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import type { SiteCache } from "../../hosting/site-cache";

export type SettingsContext = { db: Db; auth: Auth; actor: Actor; headers: Headers };

/** Logos are kept as a square WebP this many pixels wide, small enough to travel with the organization. */
const LOGO_SIZE = 128;

export const ORGANIZATION_MESSAGES = {
  slugTaken: "That slug is taken: choose another",
  confirmName: "Type the organization's name exactly to confirm",
  logoTooLarge: "A logo can be at most 1 MB",
  logoType: "A logo must be a PNG, JPEG, WebP or SVG image",
  logoUnreadable: "That file is not an image we can read",
  svgExternal: "An SVG logo may not load other files or define entities: export it as a self-contained SVG",
} as const;

function activeOrganization(actor: Actor): string {
  if (!actor.activeOrganizationId) throw new AppError("NO_ACTIVE_ORGANIZATION", "No active organization");
  return actor.activeOrganizationId;
}

async function summary({ db }: Db, organizationId: string): Promise<OrganizationSummary> {
  const row = await db
    .selectFrom("organization")
    .select(["id", "name", "slug", "logo"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return { ...row, logo: row.logo ?? null };
}

/** Renames the active organization or moves its slug, through Better Auth's own update. */
export async function updateOrganization(
  ctx: SettingsContext,
  input: { name?: string; slug?: string },
): Promise<OrganizationSummary> {
  const organizationId = activeOrganization(ctx.actor);
  if (input.slug) {
    const taken = await ctx.db.db
      .selectFrom("organization")
      .select("id")
      .where("slug", "=", input.slug)
      .where("id", "!=", organizationId)
      .executeTakeFirst();
    if (taken) throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.slugTaken);
  }
  await ctx.auth.api.updateOrganization({ headers: ctx.headers, body: { organizationId, data: input } });
  return summary(ctx.db, organizationId);
}

/**
 * An SVG is drawn into pixels before it is kept, so no script or link in it survives; before that it
 * must not reach outside itself (entities, or references to other files), which the renderer would try.
 */
function refuseReachingSvg(bytes: Buffer) {
  const text = bytes.toString("utf8");
  const reachesOut = /<!DOCTYPE|<!ENTITY/i.test(text) || /\b(?:xlink:)?href\s*=\s*["'](?!#|data:)/i.test(text);
  if (reachesOut) throw new AppError("BAD_REQUEST", ORGANIZATION_MESSAGES.svgExternal);
}

/** The uploaded logo, checked, drawn into a square WebP of LOGO_SIZE and kept as a data URL. */
export async function setLogo(ctx: SettingsContext, bytes: Buffer, contentType: string): Promise<OrganizationSummary> {
  const organizationId = activeOrganization(ctx.actor);
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!(LOGO_TYPES as readonly string[]).includes(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", ORGANIZATION_MESSAGES.logoType);
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", ORGANIZATION_MESSAGES.logoTooLarge);
  if (type === "image/svg+xml") refuseReachingSvg(bytes);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000, density: 144 })
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("BAD_REQUEST", ORGANIZATION_MESSAGES.logoUnreadable);
  }
  const logo = `data:image/webp;base64,${webp.toString("base64")}`;
  await ctx.auth.api.updateOrganization({ headers: ctx.headers, body: { organizationId, data: { logo } } });
  return summary(ctx.db, organizationId);
}

export async function removeLogo(ctx: SettingsContext): Promise<OrganizationSummary> {
  const organizationId = activeOrganization(ctx.actor);
  await ctx.db.db.updateTable("organization").set({ logo: null }).where("id", "=", organizationId).execute();
  return summary(ctx.db, organizationId);
}

/**
 * Deletes the active organization once its name is typed back. Its sites, files, versions and deployments
 * go with it (the database cascades from the organization), and its published sites stop answering at
 * once: the hosting cache forgets each of them.
 */
export async function deleteOrganization(
  ctx: SettingsContext & { siteCache: SiteCache },
  confirmName: string,
): Promise<void> {
  const organizationId = activeOrganization(ctx.actor);
  const organization = await summary(ctx.db, organizationId);
  if (confirmName.trim() !== organization.name) throw new AppError("BAD_REQUEST", ORGANIZATION_MESSAGES.confirmName);
  const sites = await ctx.db.db
    .selectFrom("sites")
    .select("id")
    .where("organization_id", "=", organizationId)
    .execute();
  await ctx.auth.api.deleteOrganization({ headers: ctx.headers, body: { organizationId } });
  // The cascade has removed them already; this says so where a database would not cascade.
  await ctx.db.db.deleteFrom("sites").where("organization_id", "=", organizationId).execute();
  for (const site of sites) await ctx.siteCache.forgetSite(site.id);
}
