// The visitor numbers the admin shows, read from the counted aggregates (docs/product.md#analytics).
import type { AnalyticsReport, AnalyticsSpan } from "@common/schemas/analytics";
import { sql } from "kysely";
import type { Db } from "../../db/create-db";
import { dayOf } from "../../site/visits/visit-rules";
import { GO_PATHS, GO_PREFIX } from "./go-links";

const DAY_MS = 86_400_000;
const TOP = 10;

type SiteName = { id: string; name: string };

/** The numbers of `sites` (one site, or an organization's) over the `days` days ending today. */
export async function analyticsReport(
  { kysely: db }: Db,
  sites: SiteName[],
  days: AnalyticsSpan,
  now = Date.now(),
): Promise<AnalyticsReport> {
  const to = dayOf(now);
  const from = dayOf(now - (days - 1) * DAY_MS);
  const dayList = Array.from({ length: days }, (_, i) => dayOf(now - (days - 1 - i) * DAY_MS));
  const empty: AnalyticsReport = {
    days,
    from,
    to,
    totals: { views: 0, visitors: 0 },
    daily: dayList.map((day) => ({ day, views: 0, visitors: 0 })),
    topPages: [],
    topReferrers: [],
    devices: [],
    clicks: { whatsapp: 0, webcraft: 0 },
  };
  if (sites.length === 0) return empty;
  const ids = sites.map((site) => site.id);
  const names = new Map(sites.map((site) => [site.id, site.name]));
  const views = db.selectFrom("site_views").where("site_id", "in", ids).where("day", ">=", from).where("day", "<=", to);
  const pageViews = views.where("path", "not like", `${GO_PREFIX}%`);
  const total = sql<string | number>`sum(views)`;
  const [daily, visitors, pages, referrers, devices, clicks] = await Promise.all([
    pageViews
      .select(["day", total.as("views")])
      .groupBy("day")
      .execute(),
    db
      .selectFrom("site_visitors")
      .where("site_id", "in", ids)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .select(["day", sql<string | number>`count(*)`.as("visitors")])
      .groupBy("day")
      .execute(),
    pageViews
      .select(["site_id", "path", total.as("views")])
      .groupBy(["site_id", "path"])
      .orderBy(total, "desc")
      .orderBy("path")
      .limit(TOP)
      .execute(),
    pageViews
      .where("referrer_host", "<>", "")
      .select(["referrer_host", total.as("views")])
      .groupBy("referrer_host")
      .orderBy(total, "desc")
      .orderBy("referrer_host")
      .limit(TOP)
      .execute(),
    pageViews
      .select(["device", total.as("views")])
      .groupBy("device")
      .orderBy(total, "desc")
      .execute(),
    views
      .where("path", "in", Object.values(GO_PATHS))
      .select(["path", total.as("views")])
      .groupBy("path")
      .execute(),
  ]);
  const viewsByDay = new Map(daily.map((row) => [row.day, Number(row.views)]));
  const visitorsByDay = new Map(visitors.map((row) => [row.day, Number(row.visitors)]));
  const perDay = dayList.map((day) => ({
    day,
    views: viewsByDay.get(day) ?? 0,
    visitors: visitorsByDay.get(day) ?? 0,
  }));
  const clicksByPath = new Map(clicks.map((row) => [row.path, Number(row.views)]));
  return {
    ...empty,
    totals: {
      views: perDay.reduce((sum, day) => sum + day.views, 0),
      visitors: perDay.reduce((sum, day) => sum + day.visitors, 0),
    },
    daily: perDay,
    topPages: pages.map((row) => ({
      siteId: row.site_id,
      siteName: names.get(row.site_id) ?? "",
      path: row.path,
      views: Number(row.views),
    })),
    topReferrers: referrers.map((row) => ({ host: row.referrer_host, views: Number(row.views) })),
    devices: devices.flatMap((row) =>
      row.device === "desktop" || row.device === "mobile" || row.device === "tablet"
        ? [{ device: row.device, views: Number(row.views) }]
        : [],
    ),
    clicks: { whatsapp: clicksByPath.get(GO_PATHS.whatsapp) ?? 0, webcraft: clicksByPath.get(GO_PATHS.webcraft) ?? 0 },
  };
}
