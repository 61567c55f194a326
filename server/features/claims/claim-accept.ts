// Accepting a claim link (docs/product.md#claiming-a-site): the site and every row of it move into the
// receiving organization in one transaction, and the link is used up in the same one, so two accepts at
// once cannot both succeed. What follows the commit (the live pages losing their banner, the agency's
// invitation) cannot undo the move.
import { randomUUID } from "node:crypto";
import { roleAllows, roleOf } from "@common/permissions";
import { type AcceptClaimInput, CLAIM_MESSAGES } from "@common/schemas/claims";
import type { Site } from "@common/schemas/sites";
import { slugify } from "@common/slug";
import type { Kysely } from "kysely";
import { roleInOrganization } from "../../auth/permissions";
import type { Db } from "../../db/create-db";
import { freeSlug } from "../../db/free-slug";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { type LimitsDeps, organizationLimits } from "../../site/storage-limits";
import { refuseSiteOverLimit } from "../sites/site-count-limit";
import { getSite } from "../sites/sites.service";
import { claimTokenHash } from "./claim-tokens";
import { type ClaimContext, claimRefused, RECEIVING, usableClaim } from "./claims.service";
import { refreshPreviewBanner } from "./preview-banner";
import { moveSiteRows } from "./site-move";

/** The organization that receives the site: one the caller owns or administers, never the agency. */
async function checkReceiver(db: Db, userId: string, organizationId: string, agencyId: string) {
  if (organizationId === agencyId) throw new AppError("BAD_REQUEST", CLAIM_MESSAGES.agencyCannotReceive);
  const role = roleOf((await roleInOrganization(db, userId, organizationId))?.role);
  if (!role || !roleAllows(role, RECEIVING)) throw new AppError("FORBIDDEN", CLAIM_MESSAGES.notReceiver);
}

/** A free slug for a new organization, found before the transaction (which cannot read outside itself). */
async function organizationSlug({ kysely: db }: Db, name: string): Promise<string> {
  return freeSlug(slugify(name) || "organization", async (candidate) =>
    Boolean(await db.selectFrom("organization").select("id").where("slug", "=", candidate).executeTakeFirst()),
  );
}

/** A new organization named `name` with the caller as its owner, written in the claim's transaction. */
async function insertOrganization(trx: Kysely<Database>, userId: string, name: string, slug: string) {
  const id = randomUUID();
  const createdAt = nowIso();
  await trx.insertInto("organization").values({ id, name, slug, logo: null, metadata: null, createdAt }).execute();
  await trx
    .insertInto("member")
    .values({ id: randomUUID(), organizationId: id, userId, role: "owner", createdAt })
    .execute();
  return id;
}

/** Refuses a receiving organization already at its number of sites; under a lock, as creating a site does. */
async function checkSiteLimit(trx: Kysely<Database>, deps: LimitsDeps, organizationId: string) {
  const limits = await organizationLimits(deps, organizationId);
  await refuseSiteOverLimit(trx, deps.db.dialect, organizationId, limits);
}

/** Claims the site of `token` for the caller; answers the site as it now is, in its new organization. */
export async function acceptClaim(
  ctx: ClaimContext & { headers: Headers },
  token: string,
  input: AcceptClaimInput,
): Promise<Site> {
  const { db, actor, clock } = ctx;
  const claim = await usableClaim(ctx, token);
  if (input.organization_id !== undefined) {
    await checkReceiver(db, actor.userId, input.organization_id, claim.agency_organization_id);
  }
  const newName = input.new_organization_name;
  const slug = newName === undefined ? null : await organizationSlug(db, newName);
  const receiver = await db.kysely.transaction().execute(async (trx) => {
    // Used up first: of two accepts at once, the second finds no open, unexpired link and stops here.
    const taken = await trx
      .updateTable("site_claims")
      .set({ status: "claimed", claimed_by: actor.userId, claimed_at: clock.now().toISOString() })
      .where("token_hash", "=", claimTokenHash(token))
      .where("status", "=", "open")
      .where("expires_at", ">", clock.now().toISOString())
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;
    const organizationId =
      input.organization_id ?? (await insertOrganization(trx, actor.userId, newName ?? "", slug ?? ""));
    await checkSiteLimit(trx, ctx, organizationId);
    await trx
      .updateTable("site_claims")
      .set({ receiving_organization_id: organizationId })
      .where("id", "=", claim.id)
      .execute();
    await moveSiteRows(trx, claim.site_id, organizationId);
    await trx.updateTable("sites").set({ updated_at: nowIso() }).where("id", "=", claim.site_id).execute();
    return organizationId;
  });
  if (receiver === null) throw await whyNotOpen(db, token);
  await refreshPreviewBanner(ctx, claim.site_id);
  if (input.keep_agency && claim.created_by) await inviteAgency(ctx, claim.created_by, receiver);
  return getSite({ db, env: ctx.env, actor }, claim.site_id);
}

/** The refusal for a link that was open a moment ago and is not now. */
async function whyNotOpen({ kysely: db }: Db, token: string): Promise<AppError> {
  const row = await db
    .selectFrom("site_claims")
    .select("status")
    .where("token_hash", "=", claimTokenHash(token))
    .executeTakeFirst();
  if (!row) return claimRefused("unknown");
  // Still open, yet not taken: it expired.
  if (row.status === "open") return claimRefused("expired");
  return claimRefused(row.status === "replaced" ? "replaced" : "claimed");
}

/** Invites the agency member who made the link as an admin of the receiving organization. */
async function inviteAgency(ctx: ClaimContext & { headers: Headers }, agencyUserId: string, organizationId: string) {
  const db = ctx.db.kysely;
  const user = await db.selectFrom("user").select("email").where("id", "=", agencyUserId).executeTakeFirst();
  if (!user) return;
  if (await roleInOrganization(ctx.db, agencyUserId, organizationId)) return;
  await ctx.auth.api.createInvitation({
    headers: ctx.headers,
    body: { email: user.email, role: "admin", organizationId },
  });
}
