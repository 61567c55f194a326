// The actor's public collections, paged as Mastodon reads them: its accepted followers, and its outbox
// (what it published about its posts). A cursor is the offset of the page's first item.
import type { Recipient } from "@fedify/vocab";
import { Activity } from "@fedify/vocab";
import type { Db } from "../../db/create-db";
import { dbBool } from "../../db/values";

export const COLLECTION_PAGE_SIZE = 50;

const offsetOf = (cursor: string) => Math.max(0, Number.parseInt(cursor, 10) || 0);

function nextCursor(offset: number, shown: number): string | null {
  return shown === COLLECTION_PAGE_SIZE ? String(offset + shown) : null;
}

/** Accepted followers; every one of them for a null cursor (what a delivery to "followers" reads). */
export async function followersPage(db: Db, siteId: string, cursor: string | null) {
  let query = db.kysely
    .selectFrom("fediverse_followers")
    .select(["actor_id", "inbox", "shared_inbox"])
    .where("site_id", "=", siteId)
    .where("status", "=", "accepted")
    .orderBy("created_at")
    .orderBy("id");
  const offset = cursor === null ? 0 : offsetOf(cursor);
  if (cursor !== null) query = query.limit(COLLECTION_PAGE_SIZE).offset(offset);
  const rows = await query.execute();
  const items: Recipient[] = rows.map((row) => ({
    id: new URL(row.actor_id),
    inboxId: new URL(row.inbox),
    endpoints: row.shared_inbox ? { sharedInbox: new URL(row.shared_inbox) } : null,
  }));
  return { items, nextCursor: cursor === null ? null : nextCursor(offset, rows.length) };
}

export async function followerCount(db: Db, siteId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom("fediverse_followers")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("site_id", "=", siteId)
    .where("status", "=", "accepted")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const publicActivities = (db: Db, siteId: string) =>
  db.kysely
    .selectFrom("fediverse_activities")
    .where("site_id", "=", siteId)
    .where("public", "=", dbBool(db.dialect, true));

/** What the site published, newest first. */
export async function outboxPage(db: Db, siteId: string, cursor: string | null) {
  const offset = cursor === null ? 0 : offsetOf(cursor);
  const rows = await publicActivities(db, siteId)
    .select("json")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(COLLECTION_PAGE_SIZE)
    .offset(offset)
    .execute();
  const items = await Promise.all(rows.map((row) => Activity.fromJsonLd(JSON.parse(row.json))));
  return { items, nextCursor: nextCursor(offset, rows.length) };
}

export async function outboxCount(db: Db, siteId: string): Promise<number> {
  const row = await publicActivities(db, siteId)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
