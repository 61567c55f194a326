import type { AnalyticsReport } from "@common/schemas/analytics";
import autocannon from "autocannon";
import { expect, it } from "vitest";
import { describeServed, type Served, visitOver } from "../../site/host/served";
import { signedUpOwner } from "../../test/api";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/** Whatever the front and the app counted, in the database now. */
async function flushed(app: TestApp, served: Served) {
  await served.server.flushVisits();
  await app.deps.visits.flush();
}

describeServed(
  "visit counting",
  (use, served) => {
    async function publishedSite(app: TestApp) {
      const owner = await ownerWithSite(app);
      await owner.publish();
      const host = `${owner.site.slug}.${app.env.siteDomain}`;
      const report = async (days = 7) => {
        const { status, body } = await owner.api.call<AnalyticsReport>(
          "GET",
          `/api/sites/${owner.site.id}/analytics?days=${days}`,
        );
        expect(status).toBe(200);
        return body;
      };
      return { ...owner, host, report };
    }

    it("counts HTML pages a browser GETs (200 and 304), never assets, HEAD, missing pages or robots", async () => {
      const app = use();
      const { host, report } = await publishedSite(app);
      const { port } = served();
      const get = (path: string, headers: Record<string, string> = {}) =>
        visitOver(port, host, path, { headers: { "user-agent": BROWSER, ...headers } });
      const home = await get("/");
      expect(home.status).toBe(200);
      const html = await home.text();
      const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(script).not.toBe("");
      const counted = [
        await get("/about", { referer: "https://www.google.com/search?q=bakery" }),
        await get("/about/?utm=x", { referer: `http://${host}/` }),
        await get("/", { "if-none-match": home.headers.get("etag") ?? "" }),
        await get("/", { "user-agent": PHONE, referer: "https://news.example.org/post" }),
      ];
      expect(counted.map((r) => r.status)).toEqual([200, 200, 304, 200]);
      const ignored = [
        await get(script),
        await visitOver(port, host, "/", { method: "HEAD", headers: { "user-agent": BROWSER } }),
        await get("/no-such-page"),
        await get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
        await visitOver(port, host, "/"),
        await get("/", { range: "bytes=0-10" }),
      ];
      expect(ignored.map((r) => r.status)).toEqual([200, 200, 404, 200, 200, 206]);
      await flushed(app, served());

      const numbers = await report();
      expect(numbers.totals).toEqual({ views: 5, visitors: 2 });
      expect(numbers.daily).toHaveLength(7);
      expect(numbers.daily.at(-1)).toMatchObject({ views: 5, visitors: 2 });
      expect(numbers.topPages.map((page) => [page.path, page.views])).toEqual([
        ["/", 3],
        ["/about", 1],
        ["/about/", 1],
      ]);
      expect(numbers.topReferrers).toEqual([
        { host: "news.example.org", views: 1 },
        { host: "www.google.com", views: 1 },
      ]);
      expect(numbers.devices).toEqual([
        { device: "desktop", views: 4 },
        { device: "mobile", views: 1 },
      ]);
    });

    it("counts exactly 10,000 page views sent by autocannon", async () => {
      const app = use();
      const { host, report } = await publishedSite(app);
      const result = await autocannon({
        url: `http://127.0.0.1:${served().port}/about`,
        connections: 20,
        amount: 10_000,
        headers: { host, "user-agent": BROWSER },
      });
      expect(result.non2xx).toBe(0);
      expect(result.errors).toBe(0);
      expect(result["2xx"]).toBe(10_000);
      await flushed(app, served());
      const numbers = await report(30);
      expect(numbers.totals).toEqual({ views: 10_000, visitors: 1 });
      expect(numbers.topPages).toEqual([expect.objectContaining({ path: "/about", views: 10_000 })]);
    });

    it("counts unique visitors by address and user agent, and stores neither", async () => {
      const app = use();
      const { host, site, report } = await publishedSite(app);
      const { port } = served();
      const visitFrom = (address: string, agent: string) =>
        visitOver(port, host, "/", { headers: { "user-agent": agent, "x-forwarded-for": address } });
      for (let round = 0; round < 3; round++) {
        await visitFrom("203.0.113.7", BROWSER);
        await visitFrom("203.0.113.7", PHONE);
        await visitFrom("198.51.100.23", BROWSER);
      }
      await flushed(app, served());
      expect((await report(90)).totals).toEqual({ views: 9, visitors: 3 });
      // A later flush adds to the same day's rows: the same visitors are not counted again.
      await visitFrom("198.51.100.23", BROWSER);
      await flushed(app, served());
      expect((await report(90)).totals).toEqual({ views: 10, visitors: 3 });

      const db = app.deps.db.kysely;
      const rows = await db.selectFrom("site_visitors").selectAll().where("site_id", "=", site.id).execute();
      expect(rows).toHaveLength(3);
      const stored = JSON.stringify(rows);
      for (const secret of ["203.0.113.7", "198.51.100.23", "iPhone", "Windows"]) expect(stored).not.toContain(secret);
      const salts = await db.selectFrom("analytics_salts").select("day").execute();
      expect(salts.map((salt) => salt.day).sort()).toEqual([rows[0]?.day, expect.any(String)]);
    });

    it("shows an organization the numbers of its sites only; another organization's site is a 404", async () => {
      const app = use();
      const { host, site, api } = await publishedSite(app);
      await visitOver(served().port, host, "/", { headers: { "user-agent": BROWSER } });
      await flushed(app, served());
      const mine = await api.call<AnalyticsReport>("GET", "/api/organization/analytics?days=7");
      expect(mine.status).toBe(200);
      expect(mine.body.totals.views).toBe(1);
      expect(mine.body.topPages).toEqual([{ siteId: site.id, siteName: site.name, path: "/", views: 1 }]);

      const stranger = await signedUpOwner(app);
      const theirs = await stranger.api.call<AnalyticsReport>("GET", "/api/organization/analytics?days=30");
      expect(theirs.body.totals).toEqual({ views: 0, visitors: 0 });
      expect(theirs.body.daily).toHaveLength(30);
      const peek = await stranger.api.call<{ error: { message: string } }>("GET", `/api/sites/${site.id}/analytics`);
      expect(peek.status).toBe(404);

      const wrong = await api.call<{ error: { message: string } }>("GET", `/api/sites/${site.id}/analytics?days=5`);
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.body)).toContain("days must be 7, 30 or 90");
    });
  },
  undefined,
  { TRUST_PROXY: "true" },
);
