import { FILE_MESSAGES, MESSAGES } from "@common/messages";
import {
  forbiddenMessage,
  type OrganizationGrants,
  type Permission,
  POLICY,
  type Role,
  roleAllows,
  roleOf,
} from "@common/permissions";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/create-db";
import { AppError } from "../errors";
import type { AppEnv } from "./request-env";
import { INVALID, type SiteLocator } from "./route-site";
import { actorOf } from "./session";

/** A member's stored role, with what their organization lets weaker roles do. */
type Membership = { role: string; clientsMayPublish: boolean | number };

function grantsOf(membership: Membership): OrganizationGrants {
  return { clientsMayPublish: Boolean(membership.clientsMayPublish) };
}

/** The caller's membership of the organization that owns `siteId`; undefined when they are not a member of it. */
async function membershipForSite({ kysely: db }: Db, userId: string, siteId: string): Promise<Membership | undefined> {
  return db
    .selectFrom("sites")
    .innerJoin("member", (join) =>
      join.onRef("member.organizationId", "=", "sites.organization_id").on("member.userId", "=", userId),
    )
    .innerJoin("organization", "organization.id", "sites.organization_id")
    .select(["member.role", "organization.clientsMayPublish"])
    .where("sites.id", "=", siteId)
    .executeTakeFirst();
}

/** The caller's membership of the organization; undefined when they are not a member of it. */
/** Which of `userIds` are members of the organization (a form's recipients, a post's author). */
export async function membersAmong(
  { kysely: db }: Db,
  organizationId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("member")
    .select("userId")
    .where("organizationId", "=", organizationId)
    .where("userId", "in", userIds)
    .execute();
  return new Set(rows.map((row) => row.userId));
}

async function membershipOf(
  { kysely: db }: Db,
  userId: string,
  organizationId: string,
): Promise<Membership | undefined> {
  return db
    .selectFrom("member")
    .innerJoin("organization", "organization.id", "member.organizationId")
    .select(["member.role", "organization.clientsMayPublish"])
    .where("member.organizationId", "=", organizationId)
    .where("member.userId", "=", userId)
    .executeTakeFirst();
}

/** The user's membership of the organization (its stored role), or undefined when they are not a member. */
export async function roleInOrganization({ kysely: db }: Db, userId: string, organizationId: string) {
  return db
    .selectFrom("member")
    .select("role")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/** 403 in words for people, with the permission and the role for programs: `{ permission: "file:write", role }`. */
function forbidden(role: Role, permission: Permission): AppError {
  return new AppError("FORBIDDEN", forbiddenMessage(role, permission), { permission, role });
}

/**
 * Checks the caller's role against the route's permission, in the organization the request is about:
 * the site's when the route names one, else the caller's active organization. A site outside the
 * caller's organizations answers the same 404 as a missing one; a role without the permission answers
 * 403 naming both. A permission the organization can grant a weaker role (publishing, for content
 * editors) is checked with the organization's settings here, so that rule is nowhere else.
 */
export function requireRole(
  deps: { db: Db },
  permission: Permission,
  siteOf: SiteLocator | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = actorOf(c);
    let member: Membership | undefined;
    if (siteOf) {
      const siteId = await siteOf(c);
      if (siteId === INVALID) return next();
      member = await membershipForSite(deps.db, actor.userId, siteId);
      if (!member) throw new AppError("NOT_FOUND", FILE_MESSAGES.siteNotFound);
    } else {
      const organizationId = actor.activeOrganizationId;
      member = organizationId ? await membershipOf(deps.db, actor.userId, organizationId) : undefined;
      if (!member) throw new AppError("NO_ACTIVE_ORGANIZATION", MESSAGES.noActiveOrganization);
    }
    const role = roleOf(member.role);
    if (!role) throw new AppError("FORBIDDEN", `Your role (${member.role}) is not one this app knows`);
    const grants = grantsOf(member);
    if (!roleAllows(role, permission, grants)) throw forbidden(role, permission);
    c.set("role", role);
    c.set("grants", grants);
    await next();
  };
}

/**
 * A further permission a handler needs for part of a request (a preview with unsaved changes), checked
 * against the role the route's guard found.
 */
export function requirePermission(c: Context<AppEnv>, permission: Permission): void {
  const role: Role | undefined = c.get("role");
  if (!role) throw new AppError("FORBIDDEN", `You cannot ${POLICY[permission].words}`);
  if (!roleAllows(role, permission, c.get("grants"))) throw forbidden(role, permission);
}
