import type { Member } from "@common/schemas/members";
import type { Auth } from "../../auth/auth";
import type { Actor } from "../../auth/session";
import type { Db } from "../../db/create-db";
import type { Env } from "../../env";
import { AppError } from "../../errors";

export type MembersContext = { db: Db; env: Pick<Env, "billing">; auth: Auth; actor: Actor; headers: Headers };

export const MEMBER_MESSAGES = {
  notFound: "Member not found",
  keepAnOwner: "An organization keeps at least one owner: make another member the owner first",
  onlyOwnerLeaving: "You are the only owner: make another member the owner before you leave",
  leaveYourself: "To leave the organization, use Leave organization",
  transferToYourself: "You already own this organization: choose another member",
} as const;

/** Better Auth keeps its timestamps as Date (PostgreSQL) or ISO text or epoch milliseconds (SQLite). */
export function isoOf(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number" || /^\d+$/.test(value)) return new Date(Number(value)).toISOString();
  return new Date(value).toISOString();
}

/** The active organization, which the route's guard has already found the caller a member of. */
export function organizationOf(actor: Actor): string {
  if (!actor.activeOrganizationId) throw new AppError("NO_ACTIVE_ORGANIZATION", "No active organization");
  return actor.activeOrganizationId;
}

export async function listMembers({ kysely: db }: Db, organizationId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .leftJoin("session", "session.userId", "member.userId")
    .select((eb) => [
      "member.id as id",
      "member.userId as user_id",
      "user.name as name",
      "user.email as email",
      "user.image as image",
      "member.role as role",
      "member.createdAt as joined_at",
      eb.fn.max("session.updatedAt").as("last_active_at"),
    ])
    .where("member.organizationId", "=", organizationId)
    .groupBy(["member.id", "member.userId", "user.name", "user.email", "user.image", "member.role", "member.createdAt"])
    .orderBy("member.createdAt")
    .execute();
  return rows.map((row) => ({
    ...row,
    image: row.image ?? null,
    joined_at: isoOf(row.joined_at) ?? "",
    last_active_at: isoOf(row.last_active_at as Date | string | null),
  }));
}

async function memberIn({ kysely: db }: Db, organizationId: string, memberId: string) {
  const member = await db
    .selectFrom("member")
    .select(["id", "userId", "role"])
    .where("id", "=", memberId)
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
  if (!member) throw new AppError("NOT_FOUND", MEMBER_MESSAGES.notFound);
  return member;
}

async function ownerCount({ kysely: db }: Db, organizationId: string): Promise<number> {
  const rows = await db.selectFrom("member").select("role").where("organizationId", "=", organizationId).execute();
  return rows.filter((row) => row.role.split(",").includes("owner")).length;
}

const isOwner = (role: string) => role.split(",").includes("owner");

/** Changes a member's role through Better Auth (which keeps admins off owners), never dropping the last owner. */
export async function updateMemberRole(ctx: MembersContext, memberId: string, role: string): Promise<Member> {
  const organizationId = organizationOf(ctx.actor);
  const member = await memberIn(ctx.db, organizationId, memberId);
  if (isOwner(member.role) && role !== "owner" && (await ownerCount(ctx.db, organizationId)) === 1) {
    throw new AppError("CONFLICT", MEMBER_MESSAGES.keepAnOwner);
  }
  await ctx.auth.api.updateMemberRole({ headers: ctx.headers, body: { memberId, role, organizationId } });
  const updated = (await listMembers(ctx.db, organizationId)).find((row) => row.id === memberId);
  if (!updated) throw new AppError("NOT_FOUND", MEMBER_MESSAGES.notFound);
  return updated;
}

export async function removeMember(ctx: MembersContext, memberId: string): Promise<void> {
  const organizationId = organizationOf(ctx.actor);
  const member = await memberIn(ctx.db, organizationId, memberId);
  if (member.userId === ctx.actor.userId) throw new AppError("CONFLICT", MEMBER_MESSAGES.leaveYourself);
  if (isOwner(member.role) && (await ownerCount(ctx.db, organizationId)) === 1) {
    throw new AppError("CONFLICT", MEMBER_MESSAGES.keepAnOwner);
  }
  await ctx.auth.api.removeMember({ headers: ctx.headers, body: { memberIdOrEmail: memberId, organizationId } });
}

/** Leaves the active organization; the session moves on to another of the user's organizations, if any. */
export async function leaveOrganization(ctx: MembersContext): Promise<void> {
  const organizationId = organizationOf(ctx.actor);
  const me = await ctx.db.kysely
    .selectFrom("member")
    .select("role")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", ctx.actor.userId)
    .executeTakeFirst();
  if (me && isOwner(me.role) && (await ownerCount(ctx.db, organizationId)) === 1) {
    throw new AppError("CONFLICT", MEMBER_MESSAGES.onlyOwnerLeaving);
  }
  await ctx.auth.api.leaveOrganization({ headers: ctx.headers, body: { organizationId } });
  const next = await ctx.db.kysely
    .selectFrom("member")
    .select("organizationId")
    .where("userId", "=", ctx.actor.userId)
    .orderBy("createdAt")
    .executeTakeFirst();
  await ctx.auth.api.setActiveOrganization({
    headers: ctx.headers,
    body: { organizationId: next?.organizationId ?? null },
  });
}

/**
 * Hands ownership to another member: they become an owner and the caller, who was one, an admin. Both
 * rows change in one transaction, so the organization is never without an owner.
 */
export async function transferOwnership(ctx: MembersContext, memberId: string): Promise<Member[]> {
  const organizationId = organizationOf(ctx.actor);
  const target = await memberIn(ctx.db, organizationId, memberId);
  if (target.userId === ctx.actor.userId) throw new AppError("CONFLICT", MEMBER_MESSAGES.transferToYourself);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable("member").set({ role: "owner" }).where("id", "=", target.id).execute();
    await trx
      .updateTable("member")
      .set({ role: "admin" })
      .where("organizationId", "=", organizationId)
      .where("userId", "=", ctx.actor.userId)
      .execute();
  });
  return listMembers(ctx.db, organizationId);
}
