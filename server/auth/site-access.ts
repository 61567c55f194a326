import { FILE_MESSAGES, MESSAGES } from "@common/messages";
import type { Selectable } from "kysely";
import type { Db } from "../db/create-db";
import type { SiteTable } from "../db/schema";
import { AppError } from "../errors";
import type { Actor } from "./session";

export type SiteRow = Selectable<SiteTable>;

/**
 * The one authorization check for everything under a site: the caller must be a member of the
 * site's organization. Any other site, existing or not, answers the same 404.
 */
export async function requireSiteAccess({ kysely: db }: Db, actor: Actor, siteId: string): Promise<SiteRow> {
  const site = await db
    .selectFrom("sites")
    .innerJoin("member", (join) =>
      join.onRef("member.organizationId", "=", "sites.organization_id").on("member.userId", "=", actor.userId),
    )
    .selectAll("sites")
    .where("sites.id", "=", siteId)
    .executeTakeFirst();
  if (!site) throw new AppError("NOT_FOUND", FILE_MESSAGES.siteNotFound);
  return site;
}

/** The caller's active organization, checked against their memberships. */
export async function requireActiveOrganization({ kysely: db }: Db, actor: Actor): Promise<string> {
  const organizationId = actor.activeOrganizationId;
  if (!organizationId) throw new AppError("NO_ACTIVE_ORGANIZATION", MESSAGES.noActiveOrganization);
  const member = await db
    .selectFrom("member")
    .select("id")
    .where("organizationId", "=", organizationId)
    .where("userId", "=", actor.userId)
    .executeTakeFirst();
  if (!member) throw new AppError("NO_ACTIVE_ORGANIZATION", MESSAGES.noActiveOrganization);
  return organizationId;
}
