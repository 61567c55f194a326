// Adds counted visits to the database and keeps the days' salts there (docs/product.md#analytics).
import type { Db } from "../../db/create-db";
import type { VisitBatch } from "./visit-counter";

/** Rows per insert: well under either database's limit on parameters. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** Adds a batch's views to the stored ones (an upsert that adds) and its visitors (kept once a day). */
export async function saveVisits({ kysely: db }: Db, batch: VisitBatch): Promise<void> {
  const mentioned = [...new Set([...batch.views, ...batch.visitors].map((row) => row.siteId))];
  if (mentioned.length === 0) return;
  // A site deleted since its pages were counted takes its counts with it.
  const existing = new Set<string>();
  for (const ids of chunks(mentioned)) {
    const rows = await db.selectFrom("sites").select("id").where("id", "in", ids).execute();
    for (const row of rows) existing.add(row.id);
  }
  const views = batch.views.filter((row) => existing.has(row.siteId));
  const visitors = batch.visitors.filter((row) => existing.has(row.siteId));
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(views)) {
      await trx
        .insertInto("site_views")
        .values(
          part.map((row) => ({
            site_id: row.siteId,
            day: row.day,
            path: row.path,
            referrer_host: row.referrerHost,
            device: row.device,
            views: row.views,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(["site_id", "day", "path", "referrer_host", "device"])
            .doUpdateSet((eb) => ({ views: eb("site_views.views", "+", eb.ref("excluded.views")) })),
        )
        .execute();
    }
    for (const part of chunks(visitors)) {
      await trx
        .insertInto("site_visitors")
        .values(part.map((row) => ({ site_id: row.siteId, day: row.day, visitor: row.visitor })))
        .onConflict((conflict) => conflict.columns(["site_id", "day", "visitor"]).doNothing())
        .execute();
    }
  });
}

/**
 * Deletes the salts of days before `today`, stores one for each of `days` that has none (`offered` when
 * this process already made one, else `random()`), and answers the stored ones.
 */
export async function keepSalts(
  { kysely: db }: Db,
  today: string,
  days: string[],
  offered: Map<string, Buffer>,
  random: () => Buffer,
): Promise<[string, Buffer][]> {
  await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
  await db
    .insertInto("analytics_salts")
    .values(days.map((day) => ({ day, salt: (offered.get(day) ?? random()).toString("base64") })))
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const rows = await db.selectFrom("analytics_salts").selectAll().where("day", "in", days).execute();
  return rows.map((row) => [row.day, Buffer.from(row.salt, "base64")]);
}
