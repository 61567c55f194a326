import type { OrganizationSummary } from "@common/schemas/organizations";
import type { Auth } from "../../auth/auth";
import type { Actor } from "../../auth/session";
import type { BlobStore } from "../../blobs/blob-store";
import { removingBlobsOf } from "../../blobs/blob-sweep";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import type { SiteCache } from "../../hosting/site-cache";
import { squareImageDataUrl } from "../../square-image";

export type SettingsContext = { db: Db; auth: Auth; actor: Actor; headers: Headers };

export const ORGANIZATION_MESSAGES = {
  slugTaken: "That slug is taken: choose another",
  confirmName: "Type the organization's name exactly to confirm",
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

/** The uploaded logo, kept as a square WebP data URL (server/square-image.ts). */
export async function setLogo(ctx: SettingsContext, bytes: Buffer, contentType: string): Promise<OrganizationSummary> {
  const organizationId = activeOrganization(ctx.actor);
  const logo = await squareImageDataUrl(bytes, contentType, "logo");
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
  ctx: SettingsContext & { siteCache: SiteCache; blobs: BlobStore },
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
  const scope = { siteIds: sites.map((site) => site.id), organizationIds: [organizationId] };
  await removingBlobsOf(ctx, scope, async () => {
    await ctx.auth.api.deleteOrganization({ headers: ctx.headers, body: { organizationId } });
    // The cascade has removed them already; this says so where a database would not cascade.
    await ctx.db.db.deleteFrom("sites").where("organization_id", "=", organizationId).execute();
  });
  for (const site of sites) await ctx.siteCache.forgetSite(site.id);
}
