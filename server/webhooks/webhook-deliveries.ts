import type { Db } from "../db/create-db";
import { isoTime } from "../db/values";
import type { WebhookOwner } from "./deliver-webhook";

/** One delivery as an admin sees it; the secret and the body stay in the database. */
export type WebhookDelivery = {
  id: string;
  event: string;
  url: string;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  /** The receiver's last HTTP status, or null when it could not be reached. */
  last_http_status: number | null;
  /** Why the last attempt failed without a status (a timeout, a refused connection), or null. */
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  /** When the next attempt is due while pending. */
  next_attempt_at: string | null;
};

/** An owner's deliveries, newest first; callers check the owner belongs to the caller's organization. */
export async function listDeliveries(
  { kysely: db }: Db,
  owner: WebhookOwner,
  { limit = 50 }: { limit?: number } = {},
): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .select([
      "id",
      "event",
      "url",
      "status",
      "attempts",
      "last_http_status",
      "last_error",
      "created_at",
      "last_attempt_at",
      "next_attempt_at",
    ])
    .where("owner_kind", "=", owner.kind)
    .where("owner_id", "=", owner.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    created_at: isoTime(row.created_at),
    last_attempt_at: isoTime(row.last_attempt_at),
    next_attempt_at: row.status === "pending" ? isoTime(row.next_attempt_at) : null,
  }));
}
