// The limit on an organization's uploads being processed at once: each costs seconds of CPU, and one
// organization should not hold every core. Kept in the database rather than in memory so that it holds
// across all the app's processes.
import { randomUUID } from "node:crypto";
import { mediaMessages } from "@common/media";
import type { Db } from "../../db/create-db";
import { nowIso } from "../../db/values";
import { AppError } from "../../errors";

/** Uploads one organization may have processed at once. */
export const MEDIA_UPLOADS_AT_ONCE = 4;

/** A slot older than this belongs to a process that died mid-upload: it no longer counts. */
const STALE_SLOT_MS = 5 * 60 * 1000;

/** What the 429 asks a client to wait, in seconds: about one upload's processing. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs `work` holding one of the organization's upload slots, or refuses with 429 and Retry-After when
 * all are taken. The slot is taken first and counted after, so two uploads racing for the last slot
 * may both be refused, never both let in.
 */
export async function withUploadSlot<T>(db: Db, organizationId: string, work: () => Promise<T>): Promise<T> {
  const id = randomUUID();
  const staleBefore = new Date(Date.now() - STALE_SLOT_MS).toISOString();
  await db.kysely.deleteFrom("media_upload_slots").where("started_at", "<", staleBefore).execute();
  await db.kysely
    .insertInto("media_upload_slots")
    .values({ id, organization_id: organizationId, started_at: nowIso() })
    .execute();
  try {
    const taken = await db.kysely
      .selectFrom("media_upload_slots")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("organization_id", "=", organizationId)
      .where("started_at", ">=", staleBefore)
      .executeTakeFirst();
    if (Number(taken?.count ?? 0) > MEDIA_UPLOADS_AT_ONCE) {
      throw new AppError("RATE_LIMITED", mediaMessages.busy(MEDIA_UPLOADS_AT_ONCE), undefined, {
        "retry-after": String(RETRY_AFTER_SECONDS),
      });
    }
    return await work();
  } finally {
    await db.kysely.deleteFrom("media_upload_slots").where("id", "=", id).execute();
  }
}
