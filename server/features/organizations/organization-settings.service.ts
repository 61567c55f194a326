import type { OrganizationSummary, UpdateOrganizationInput } from "@common/schemas/organizations";
import type { Auth } from "../../auth/auth";
import type { Actor } from "../../auth/session";
import type { BlobStore } from "../../blobs/blob-store";
import { removingBlobsOf } from "../../blobs/blob-sweep";
import { deleteCommerceOf } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";
import { dbBool } from "../../db/values";
import { AppError } from "../../errors";
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

async function summary({ kysely: db }: Db, organizationId: string): Promise<OrganizationSummary> {
  const row = await db
    .selectFrom("organization")
    .select(["id", "name", "slug", "logo", "clientsMayPublish"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  const { clientsMayPublish, ...rest } = row;
  return { ...rest, logo: row.logo ?? null, clients_may_publish: Boolean(clientsMayPublish) };
}

/**
 * Renames the active organization or moves its slug, through Better Auth's own update, and turns
 * "Clients may publish" on or off (our column, which Better Auth's endpoints do not take).
 */
export async function updateOrganization(
  ctx: SettingsContext,
  { clients_may_publish, ...input }: UpdateOrganizationInput,
): Promise<OrganizationSummary> {
  const organizationId = activeOrganization(ctx.actor);
  if (input.slug) {
    const taken = await ctx.db.kysely
      .selectFrom("organization")
      .select("id")
      .where("slug", "=", input.slug)
      .where("id", "!=", organizationId)
      .executeTakeFirst();
    if (taken) throw new AppError("CONFLICT", ORGANIZATION_MESSAGES.slugTaken);
  }
  if (input.name !== undefined || input.slug !== undefined) {
    await ctx.auth.api.updateOrganization({ headers: ctx.headers, body: { organizationId, data: input } });
  }
  if (clients_may_publish !== undefined) {
    await ctx.db.kysely
      .updateTable("organization")
      .set({ clientsMayPublish: dbBool(ctx.db.dialect, clients_may_publish) })
      .where("id", "=", organizationId)
      .execute();
  }
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
  await ctx.db.kysely.updateTable("organization").set({ logo: null }).where("id", "=", organizationId).execute();
  return summary(ctx.db, organizationId);
}

/**
 * Deletes the active organization once its name is typed back. Its sites, files, versions and deployments
 * go with it (the database cascades from the organization), and its published sites stop answering at
 * once: the hosting cache forgets each of them.
 */
export async function deleteOrganization(
  ctx: SettingsContext & { blobs: BlobStore },
  confirmName: string,
): Promise<void> {
  const organizationId = activeOrganization(ctx.actor);
  const organization = await summary(ctx.db, organizationId);
  if (confirmName.trim() !== organization.name) throw new AppError("BAD_REQUEST", ORGANIZATION_MESSAGES.confirmName);
  const sites = await ctx.db.kysely
    .selectFrom("sites")
    .select("id")
    .where("organization_id", "=", organizationId)
    .execute();
  const scope = { siteIds: sites.map((site) => site.id), organizationIds: [organizationId] };
  await removingBlobsOf(ctx, scope, async () => {
    await ctx.auth.api.deleteOrganization({ headers: ctx.headers, body: { organizationId } });
    // The cascade has removed them already; this says so where a database would not cascade.
    await ctx.db.kysely.deleteFrom("sites").where("organization_id", "=", organizationId).execute();
    await deleteCommerceOf(ctx.db, { siteIds: [], organizationIds: [organizationId] });
  });
}
