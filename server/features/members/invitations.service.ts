import type { Invitation, InvitationLink, InvitationPreview, InviteInput, InviteResult } from "@common/schemas/members";
import { isEmailAddress } from "@common/schemas/members";
import { INVITATION_LINK_INVALID, isInvitationProofValid, splitInvitationToken } from "../../auth/invitation-link";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { seatsTaken } from "../../site/organization-usage";
import { organizationLimits, refuseOverPlan } from "../../site/storage-limits";
import { isoOf, type MembersContext, organizationOf } from "./members.service";

export const INVITATION_MESSAGES = {
  notFound: "Invitation not found",
  notAnAddress: "Not a valid email address",
  alreadyMember: "Already a member of this organization",
  alreadyInvited: "Already invited: resend the pending invitation instead",
} as const;

type InvitationRow = { id: string; email: string; role: string | null; expiresAt: Date | string | number };

function toInvitation(row: InvitationRow): Invitation {
  const expiresAt = isoOf(row.expiresAt) ?? new Date(0).toISOString();
  return {
    id: row.id,
    email: row.email,
    role: row.role ?? "editor",
    expires_at: expiresAt,
    is_expired: Date.parse(expiresAt) <= Date.now(),
  };
}

function pendingInvitations({ kysely: db }: Db, organizationId: string) {
  return db
    .selectFrom("invitation")
    .select(["id", "email", "role", "expiresAt"])
    .where("organizationId", "=", organizationId)
    .where("status", "=", "pending");
}

/** Invitations not yet answered, newest first; expired ones stay listed, marked, until resent or revoked. */
export async function listInvitations(db: Db, organizationId: string): Promise<Invitation[]> {
  const rows = await pendingInvitations(db, organizationId).orderBy("createdAt", "desc").execute();
  return rows.map(toInvitation);
}

async function pendingInvitation(db: Db, organizationId: string, invitationId: string) {
  const row = await pendingInvitations(db, organizationId).where("id", "=", invitationId).executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", INVITATION_MESSAGES.notFound);
  return row;
}

/** Why `email` cannot be invited to the organization now, or null when it can. */
async function refusal({ kysely: db }: Db, organizationId: string, email: string): Promise<string | null> {
  if (!isEmailAddress(email)) return INVITATION_MESSAGES.notAnAddress;
  const member = await db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select("member.id")
    .where("member.organizationId", "=", organizationId)
    .where("user.email", "=", email)
    .executeTakeFirst();
  if (member) return INVITATION_MESSAGES.alreadyMember;
  const invited = await db
    .selectFrom("invitation")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("email", "=", email)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return invited ? INVITATION_MESSAGES.alreadyInvited : null;
}

/**
 * Invites each address in turn through Better Auth, which stores the invitation and mails its link.
 * Addresses that cannot be invited are reported with the reason, and do not stop the others.
 */
export async function invite(ctx: MembersContext, input: InviteInput): Promise<InviteResult> {
  const organizationId = organizationOf(ctx.actor);
  const result: InviteResult = { invited: [], skipped: [] };
  const invitable: string[] = [];
  for (const raw of input.emails) {
    const email = raw.trim().toLowerCase();
    const reason = await refusal(ctx.db, organizationId, email);
    if (reason) result.skipped.push({ email: raw.trim(), reason });
    else invitable.push(email);
  }
  // The plan's members count pending invitations too: all of these must fit, or none is sent.
  if (invitable.length > 0) {
    const limits = await organizationLimits(ctx, organizationId);
    refuseOverPlan(limits, "members", (await seatsTaken(ctx.db, organizationId)) + invitable.length);
  }
  for (const email of invitable) {
    const created = await ctx.auth.api.createInvitation({
      headers: ctx.headers,
      body: { email, role: input.role, organizationId },
    });
    result.invited.push(toInvitation(created as InvitationRow));
  }
  return result;
}

/**
 * Mails the invitation again, valid for another 7 days. Better Auth renews a pending invitation in place;
 * an expired one it replaces with a new invitation, and then the old one is withdrawn so that only the
 * newest link works.
 */
export async function resendInvitation(ctx: MembersContext, invitationId: string): Promise<Invitation> {
  const organizationId = organizationOf(ctx.actor);
  const row = await pendingInvitation(ctx.db, organizationId, invitationId);
  await ctx.auth.api.createInvitation({
    headers: ctx.headers,
    body: { email: row.email, role: (row.role ?? "editor") as InviteInput["role"], organizationId, resend: true },
  });
  const newest = await pendingInvitations(ctx.db, organizationId)
    .where("email", "=", row.email)
    .orderBy("expiresAt", "desc")
    .executeTakeFirstOrThrow();
  if (newest.id !== row.id) {
    await ctx.db.kysely.updateTable("invitation").set({ status: "canceled" }).where("id", "=", row.id).execute();
  }
  return toInvitation(newest);
}

export async function revokeInvitation(ctx: MembersContext, invitationId: string): Promise<void> {
  const organizationId = organizationOf(ctx.actor);
  await pendingInvitation(ctx.db, organizationId, invitationId);
  await ctx.auth.api.cancelInvitation({ headers: ctx.headers, body: { invitationId } });
}

/** The invitation a link names, with its organization and who sent it, when the link's proof holds; 404 otherwise. */
async function linkedInvitation(db: Db, secret: string, token: string) {
  const { invitationId, proof } = splitInvitationToken(token);
  const row = await db.kysely
    .selectFrom("invitation")
    .innerJoin("organization", "organization.id", "invitation.organizationId")
    .leftJoin("user as inviter", "inviter.id", "invitation.inviterId")
    .select([
      "invitation.id as id",
      "invitation.email as email",
      "invitation.role as role",
      "invitation.status as status",
      "invitation.expiresAt as expiresAt",
      "organization.id as organizationId",
      "organization.name as organizationName",
      "inviter.name as inviterName",
      "inviter.email as inviterEmail",
    ])
    .where("invitation.id", "=", invitationId)
    .executeTakeFirst();
  if (!row || !proof || !isInvitationProofValid(secret, row.id, row.email, proof)) {
    throw new AppError("NOT_FOUND", INVITATION_LINK_INVALID);
  }
  return { ...row, expiresAt: isoOf(row.expiresAt) ?? new Date(0).toISOString() };
}

/**
 * What an invitation link leads to, for the signed-in user who opened it. The link's proof must match
 * the invitation and its address; then the state says what the accept screen shows: the invitation, or
 * that it expired, was revoked, was already answered, or was sent to another address.
 */
export async function readInvitationLink(
  { db, actor, secret }: { db: Db; actor: MembersContext["actor"]; secret: string },
  token: string,
): Promise<InvitationLink> {
  const row = await linkedInvitation(db, secret, token);
  const member = await db.kysely
    .selectFrom("member")
    .select("id")
    .where("organizationId", "=", row.organizationId)
    .where("userId", "=", actor.userId)
    .executeTakeFirst();
  return {
    state: linkState(row.status, row.expiresAt, row.email, actor.email),
    invitation_id: row.id,
    email: row.email,
    role: row.role ?? "editor",
    organization_id: row.organizationId,
    organization_name: row.organizationName,
    inviter_name: row.inviterName || row.inviterEmail || "A member",
    expires_at: row.expiresAt,
    is_member: Boolean(member),
  };
}

/**
 * What the sign-in screen tells whoever opened an invitation link: the organization and the role, while
 * the invitation can be accepted. The link's proof (an HMAC of the invitation and its address) is the
 * permission; any other link, or an invitation answered, withdrawn or expired, is "not found".
 */
export async function previewInvitationLink(
  { db, secret }: { db: Db; secret: string },
  token: string,
): Promise<InvitationPreview> {
  const row = await linkedInvitation(db, secret, token);
  const isOpen = row.status === "pending" && Date.parse(row.expiresAt) > Date.now();
  if (!isOpen) throw new AppError("NOT_FOUND", INVITATION_LINK_INVALID);
  return { organization_name: row.organizationName, role: row.role ?? "editor" };
}

function linkState(status: string, expiresAt: string, invited: string, signedIn: string): InvitationLink["state"] {
  if (status === "accepted") return "accepted";
  if (status === "rejected") return "declined";
  if (status === "canceled") return "revoked";
  if (Date.parse(expiresAt) <= Date.now()) return "expired";
  return invited.toLowerCase() === signedIn.toLowerCase() ? "pending" : "wrong_account";
}
