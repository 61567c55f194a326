// Claim links (docs/product.md#claiming-a-site): the agency makes one for a site, the client reads what
// it offers. Accepting it is claim-accept.ts.
import { randomUUID } from "node:crypto";
import { type Permission, roleAllows, roleOf } from "@common/permissions";
import {
  CLAIM_LINK_DAYS,
  CLAIM_MESSAGES,
  type Claim,
  type ClaimLink,
  type ClaimPreview,
  type ClaimRefusal,
  type ClaimStatus,
  type CreateClaimInput,
} from "@common/schemas/claims";
import type { AppDeps } from "../../app-deps";
import { roleInOrganization } from "../../auth/permissions";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { isoTime } from "../../db/values";
import { AppError, type ErrorCode } from "../../errors";
import { claimLinkMail } from "../../mail/templates";
import { siteOrigin } from "../../site/address";
import { sitePicturePath } from "../../site/picture-address";
import { organizationLimits, refuseOverPlan } from "../../site/storage-limits";
import { claimTokenHash, claimUrl, newClaimToken } from "./claim-tokens";
import { refreshPreviewBanner } from "./preview-banner";

export type ClaimContext = Pick<AppDeps, "db" | "env" | "mailer" | "site" | "clock" | "auth"> & { actor: Actor };

const DAY_MS = 24 * 60 * 60 * 1000;

const REFUSAL_CODES: Record<ClaimRefusal, ErrorCode> = {
  unknown: "NOT_FOUND",
  replaced: "CONFLICT",
  expired: "CONFLICT",
  claimed: "CONFLICT",
  wrong_site: "BAD_REQUEST",
  own_organization: "FORBIDDEN",
};

/** The refusal of a claim link, with `details.reason` for the client's screen. */
export function claimRefused(reason: ClaimRefusal): AppError {
  return new AppError(REFUSAL_CODES[reason], CLAIM_MESSAGES[reason], { reason });
}

/** Makes a new claim link for the site, replacing any open one, and mails it when asked. */
export async function createClaim(ctx: ClaimContext, siteId: string, input: CreateClaimInput): Promise<ClaimLink> {
  const { db, env, actor, clock } = ctx;
  const site = await requireSiteAccess(db, actor, siteId);
  refuseOverPlan(await organizationLimits(ctx, site.organization_id), "claims");
  const token = newClaimToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CLAIM_LINK_DAYS * DAY_MS).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("site_claims")
      .set({ status: "replaced" })
      .where("site_id", "=", site.id)
      .where("status", "=", "open")
      .execute();
    await trx
      .insertInto("site_claims")
      .values({
        id: randomUUID(),
        site_id: site.id,
        agency_organization_id: site.organization_id,
        token_hash: claimTokenHash(token),
        status: "open",
        emailed_to: input.email ?? null,
        created_by: actor.userId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
  });
  const url = claimUrl(env, site.slug, token);
  if (input.email) {
    const agency = await organizationName(db, site.organization_id);
    await ctx.mailer.send(claimLinkMail(input.email, agency, site.name, url, CLAIM_LINK_DAYS));
  }
  // The published pages say "Preview by {agency}" from now on, without a publish.
  await refreshPreviewBanner(ctx, site.id);
  return { token, url, expires_at: expiresAt, emailed_to: input.email ?? null };
}

/** The site's current claim link, without its token (which is not kept). */
export async function claimStatus(ctx: ClaimContext, siteId: string): Promise<ClaimStatus> {
  const site = await requireSiteAccess(ctx.db, ctx.actor, siteId);
  const row = await ctx.db.kysely
    .selectFrom("site_claims")
    .select(["created_at", "expires_at", "emailed_to"])
    .where("site_id", "=", site.id)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (!row) return { status: "none", created_at: null, expires_at: null, emailed_to: null };
  const expiresAt = isoTime(row.expires_at);
  return {
    status: Date.parse(expiresAt) <= ctx.clock.now().getTime() ? "expired" : "open",
    created_at: isoTime(row.created_at),
    expires_at: expiresAt,
    emailed_to: row.emailed_to,
  };
}

async function organizationName({ kysely: db }: Db, organizationId: string): Promise<string> {
  const row = await db.selectFrom("organization").select("name").where("id", "=", organizationId).executeTakeFirst();
  return row?.name ?? "An agency";
}

/** The claim of `token` while its link works, or the refusal that says why it does not. */
async function workingClaim({ db, clock }: Pick<ClaimContext, "db" | "clock">, token: string) {
  const row = await db.kysely
    .selectFrom("site_claims")
    .innerJoin("sites", "sites.id", "site_claims.site_id")
    .select([
      "site_claims.id",
      "site_claims.status",
      "site_claims.expires_at",
      "site_claims.created_by",
      "site_claims.agency_organization_id",
      "sites.id as site_id",
      "sites.name as site_name",
      "sites.slug",
      "sites.organization_id",
      "sites.live_deployment_id",
    ])
    .where("site_claims.token_hash", "=", claimTokenHash(token))
    .executeTakeFirst();
  if (!row) throw claimRefused("unknown");
  if (row.status === "claimed") throw claimRefused("claimed");
  if (row.status === "replaced") throw claimRefused("replaced");
  if (Date.parse(isoTime(row.expires_at)) <= clock.now().getTime()) throw claimRefused("expired");
  return row;
}

/** The claim of `token`, or the refusal that says why it cannot be used by the caller now. */
export async function usableClaim(ctx: Pick<ClaimContext, "db" | "actor" | "clock">, token: string) {
  const row = await workingClaim(ctx, token);
  if (await roleInOrganization(ctx.db, ctx.actor.userId, row.agency_organization_id)) {
    throw claimRefused("own_organization");
  }
  return row;
}

/**
 * What the sign-in screen tells whoever opened a working claim link: the site's and the agency's names.
 * The link's 32 random bytes are the permission; nothing about the site beyond its name is said.
 */
export async function previewClaim(ctx: Pick<ClaimContext, "db" | "clock">, token: string): Promise<ClaimPreview> {
  const row = await workingClaim(ctx, token);
  return { site_name: row.site_name, agency_name: await organizationName(ctx.db, row.agency_organization_id) };
}

/** What a claim link offers the signed-in caller: the site, the agency, the link's expiry. */
export async function readClaim(ctx: ClaimContext, token: string, slug?: string): Promise<Claim> {
  const row = await usableClaim(ctx, token);
  if (slug !== undefined && slug !== row.slug) throw claimRefused("wrong_site");
  return {
    site: {
      id: row.site_id,
      name: row.site_name,
      slug: row.slug,
      url: await siteOrigin(ctx.db, ctx.env, { id: row.site_id, slug: row.slug }),
      published: row.live_deployment_id !== null,
      preview_url: await homePagePicture(ctx, row.site_id, row.live_deployment_id),
    },
    agency: { id: row.agency_organization_id, name: await organizationName(ctx.db, row.agency_organization_id) },
    expires_at: isoTime(row.expires_at),
    receiving_organizations: await receivingOrganizations(ctx.db, ctx.actor.userId),
  };
}

/**
 * The live home page framed from the preview origin rather than the site's own address: that address may
 * be a custom domain (which the app's pages may not frame) or ask for a password the client does not have.
 */
async function homePagePicture(
  { db, env }: Pick<ClaimContext, "db" | "env">,
  siteId: string,
  deploymentId: string | null,
): Promise<string | null> {
  if (!deploymentId) return null;
  const home = await db.kysely
    .selectFrom("deployment_files")
    .select("path")
    .where("deployment_id", "=", deploymentId)
    .where("path", "=", "index.html")
    .executeTakeFirst();
  return home ? `${env.previewOrigin}${sitePicturePath(env.authSecret, siteId, deploymentId)}` : null;
}

/** Receiving a claimed site is creating a site in that organization: its owners and admins may. */
export const RECEIVING = "site:create" satisfies Permission;

/** The organizations `userId` owns or administers, by name. */
async function receivingOrganizations({ kysely: db }: Db, userId: string) {
  const rows = await db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select(["organization.id", "organization.name", "member.role"])
    .where("member.userId", "=", userId)
    .orderBy("organization.name")
    .execute();
  return rows
    .filter((row) => {
      const role = roleOf(row.role);
      return role !== null && roleAllows(role, RECEIVING);
    })
    .map(({ id, name }) => ({ id, name }));
}
