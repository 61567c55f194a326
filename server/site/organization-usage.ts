// What an organization has of each thing its plan counts, read where the limits are checked and where
// the billing screen shows them, so both count alike.
import type { Db } from "../db/create-db";
import { dbBool } from "../db/values";

/** Members and pending invitations: the seats of the organization its plan counts. */
export async function seatsTaken({ kysely: db }: Db, organizationId: string): Promise<number> {
  const members = await db
    .selectFrom("member")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organizationId", "=", organizationId)
    .executeTakeFirstOrThrow();
  const invited = await db
    .selectFrom("invitation")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organizationId", "=", organizationId)
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(members.count) + Number(invited.count);
}

export async function siteCount({ kysely: db }: Db, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom("sites")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The stored originals of every site's media files and kept versions; thumbnails and WebP copies aside. */
export async function mediaBytesUsed({ kysely: db }: Db, organizationId: string): Promise<number> {
  const files = await db
    .selectFrom("media_files")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("size_bytes"), eb.lit(0)).as("bytes"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  const versions = await db
    .selectFrom("media_versions")
    .innerJoin("media_files", "media_files.id", "media_versions.media_id")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("media_versions.size_bytes"), eb.lit(0)).as("bytes"))
    .where("media_files.organization_id", "=", organizationId)
    .executeTakeFirst();
  // PostgreSQL sums integers as bigint, which arrives as text.
  return Number(files?.bytes ?? 0) + Number(versions?.bytes ?? 0);
}

/**
 * Form submissions to the organization's sites since the start of `now`'s calendar month (UTC). Spam
 * aside: a flood of it must not use up what the plan includes.
 */
export async function submissionsThisMonth(
  { kysely: db, dialect }: Db,
  organizationId: string,
  now: Date,
): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const row = await db
    .selectFrom("form_submissions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organization_id", "=", organizationId)
    .where("is_spam", "=", dbBool(dialect, false))
    .where("created_at", ">=", start)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
