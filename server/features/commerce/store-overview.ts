// The commerce overview's figures per shop: sales paid today and in the last 7 and 30 days, orders paid
// and waiting to be sent, and variants on sale that are running low.

import type { Store, StoreOverview } from "@common/schemas/commerce";
import { LOW_STOCK } from "@common/schemas/products";
import { commerceDb } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight today in South Africa (UTC+2, no daylight saving), where the shops' days are counted. */
function startOfTodaySast(now: Date): Date {
  const sast = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  sast.setUTCHours(0, 0, 0, 0);
  return new Date(sast.getTime() - 2 * 60 * 60 * 1000);
}

/** `stores` with the figures of each; the site's name comes from the main database. */
export async function withOverview(db: Db, stores: Store[], now: Date): Promise<StoreOverview[]> {
  if (stores.length === 0) return [];
  const ids = stores.map((store) => store.id);
  const commerce = commerceDb(db);
  const today = startOfTodaySast(now);
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const month = new Date(now.getTime() - 30 * DAY_MS);
  const paid = await commerce
    .selectFrom("orders")
    .select(["store_id", "total_cents", "paid_at"])
    .where("store_id", "in", ids)
    .where("status", "in", ["paid", "fulfilled"])
    .where("paid_at", ">=", db.dialect === "postgres" ? month : month.toISOString())
    .execute();
  const open = await commerce
    .selectFrom("orders")
    .select(["store_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("store_id", "in", ids)
    .where("status", "=", "paid")
    .groupBy("store_id")
    .execute();
  const low = await commerce
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.store_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("v.store_id", "in", ids)
    .where("p.status", "=", "active")
    .where("v.stock", "is not", null)
    .where((eb) => eb(eb("v.stock", "-", eb.ref("v.reserved")), "<=", LOW_STOCK))
    .groupBy("v.store_id")
    .execute();
  const sites = await db.kysely
    .selectFrom("sites")
    .select(["id", "name"])
    .where(
      "id",
      "in",
      stores.map((store) => store.site_id),
    )
    .execute();
  return stores.map((store) => {
    const sales = { today_cents: 0, week_cents: 0, month_cents: 0 };
    for (const order of paid) {
      if (order.store_id !== store.id || order.paid_at === null) continue;
      const at = new Date(order.paid_at).getTime();
      sales.month_cents += order.total_cents;
      if (at >= week.getTime()) sales.week_cents += order.total_cents;
      if (at >= today.getTime()) sales.today_cents += order.total_cents;
    }
    return {
      ...store,
      site_name: sites.find((site) => site.id === store.site_id)?.name ?? "",
      sales,
      open_orders: Number(open.find((row) => row.store_id === store.id)?.count ?? 0),
      low_stock: Number(low.find((row) => row.store_id === store.id)?.count ?? 0),
    };
  });
}
