// A site's forms as rows: found by name, or created (by a first post or an admin's change) up to
// FORM_MAX_PER_SITE, a new one mailing the organization's owners.
import { randomUUID } from "node:crypto";
import { FORM_MAX_PER_SITE, formMessages } from "@common/forms";
import { roleOf } from "@common/permissions";
import type { Kysely, Selectable } from "kysely";
import type { Db } from "../../db/create-db";
import { lockUntilCommit } from "../../db/locks";
import type { Database, FormTable } from "../../db/schema";
import { nowIso } from "../../db/values";
import { AppError } from "../../errors";

export type FormRow = Selectable<FormTable>;

/** The site a form belongs to: what creating one needs. */
export type FormSite = { id: string; organization_id: string };

export function memberIdsOf(row: Pick<FormRow, "member_ids">): string[] {
  try {
    const parsed: unknown = JSON.parse(row.member_ids);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The address of a member of the organization; none when they are not (or no longer) one. */
export async function memberEmail(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
): Promise<string | undefined> {
  const member = await db
    .selectFrom("member")
    .innerJoin("user", "user.id", "member.userId")
    .select("user.email")
    .where("member.organizationId", "=", organizationId)
    .where("member.userId", "=", userId)
    .executeTakeFirst();
  return member?.email;
}

export async function findForm(db: Kysely<Database>, siteId: string, name: string): Promise<FormRow | undefined> {
  return db.selectFrom("forms").selectAll().where("site_id", "=", siteId).where("name", "=", name).executeTakeFirst();
}

/** The user ids of the organization's owners. */
async function ownerIds(db: Kysely<Database>, organizationId: string): Promise<string[]> {
  const members = await db
    .selectFrom("member")
    .select(["userId", "role"])
    .where("organizationId", "=", organizationId)
    .orderBy("createdAt")
    .execute();
  return members.filter((member) => roleOf(member.role) === "owner").map((member) => member.userId);
}

/**
 * The site's form of that name, created when new (inside the caller's transaction `trx`). Forms of one
 * site are created one at a time, so the limit holds when two first posts race.
 */
export async function ensureForm(trx: Kysely<Database>, database: Db, site: FormSite, name: string): Promise<FormRow> {
  const found = await findForm(trx, site.id, name);
  if (found) return found;
  await lockUntilCommit(trx, database.dialect, `forms:${site.id}`);
  const raced = await findForm(trx, site.id, name);
  if (raced) return raced;
  const count = await trx
    .selectFrom("forms")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("site_id", "=", site.id)
    .executeTakeFirst();
  if (Number(count?.count ?? 0) >= FORM_MAX_PER_SITE) throw new AppError("CONFLICT", formMessages.tooManyForms);
  const now = nowIso();
  const row: FormRow = {
    id: randomUUID(),
    organization_id: site.organization_id,
    site_id: site.id,
    name,
    member_ids: JSON.stringify(await ownerIds(trx, site.organization_id)),
    webhook_url: null,
    webhook_secret: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("forms").values(row).execute();
  return row;
}
