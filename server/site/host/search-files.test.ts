import { randomBytes } from "node:crypto";
import type { Domain } from "@common/schemas/domains";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { postsApi } from "../../test/posts";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";
import { describeServed, visitOver } from "./served";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** W3C datetime as sitemaps take it: a date, or a date and time with seconds and a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

type SitemapUrl = { loc: string; lastmod: string };

/** Parses and checks a sitemap as a crawler would: well-formed XML, the sitemaps.org urlset, absolute locs, W3C dates. */
function parseSitemap(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" }).parse(xml);
  const urlset = parsed.urlset;
  expect(urlset["@_xmlns"]).toBe(SITEMAP_NAMESPACE);
  const urls = (urlset.url ?? []) as SitemapUrl[];
  for (const url of urls) {
    expect(new URL(url.loc).href).toBe(url.loc);
    expect(url.lastmod).toMatch(W3C_DATETIME);
    expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
  }
  return urls;
}

/** robots.txt as records of field and value, comments and blank lines dropped. */
function parseRobots(text: string): [string, string][] {
  return text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "")
    .map((line) => {
      const colon = line.indexOf(":");
      expect(colon, line).toBeGreaterThan(0);
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
}

describeServed(
  "robots.txt and sitemap.xml",
  (use, served) => {
    const visit = (host: string, path: string, init: RequestInit = {}) => visitOver(served().port, host, path, init);
    const inProcess = (app: TestApp, host: string, path: string) =>
      app.app.request(`http://${host}${path}`, { headers: { host } });

    async function publishedSite(app: TestApp) {
      const owner = await ownerWithSite(app, "Corner Bakery");
      await owner.api.createFile(owner.site.id, {
        full_path: "pages/Draft.jsx",
        content: "export const meta = { noindex: true };\nexport default () => <p>Draft</p>;\n",
      });
      await owner.api.createFile(owner.site.id, {
        full_path: "pages/404.jsx",
        content: "export default () => <p>Lost</p>;\n",
      });
      await owner.publish();
      return { ...owner, host: `${owner.site.slug}.${app.env.siteDomain}` };
    }

    it("lists every page but the 404 and noindex ones in a valid sitemap that robots.txt names, on both paths", async () => {
      const app = use();
      const site = await publishedSite(app);
      for (const answer of [await visit(site.host, "/robots.txt"), await inProcess(app, site.host, "/robots.txt")]) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(parseRobots(await answer.text())).toEqual([
          ["user-agent", "*"],
          ["allow", "/"],
          ["sitemap", `${site.site.url}/sitemap.xml`],
        ]);
      }
      const answers = [await visit(site.host, "/sitemap.xml"), await inProcess(app, site.host, "/sitemap.xml")];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
        const urls = parseSitemap(await answer.text());
        expect(urls.map((url) => url.loc).sort()).toEqual(
          ["/", "/about", "/blog", "/contact"].map((path) => `${site.site.url}${path}`).sort(),
        );
      }
      const etag = answers[0]?.headers.get("etag") ?? "";
      expect((await visit(site.host, "/sitemap.xml", { headers: { "if-none-match": etag } })).status).toBe(304);
      const gzipped = await visit(site.host, "/sitemap.xml", { headers: { "accept-encoding": "gzip" } });
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      expect((await visit(site.host, "/sitemap.xml", { method: "HEAD" })).status).toBe(200);
    });

    it("lists each published post at /blog/{slug} with its last change, and no draft", async () => {
      const app = use();
      const site = await publishedSite(app);
      const posts = postsApi(app, site.user, site.site.id);
      const live = await posts.create({ title: "Harvest news" });
      expect((await posts.publish(live.id)).status).toBe(200);
      await posts.create({ title: "Still a draft" });
      const published = (await posts.get(live.id)).body;
      await site.publish();
      const urls = parseSitemap(await (await visit(site.host, "/sitemap.xml")).text());
      const post = urls.find((url) => url.loc === `${site.site.url}/blog/${published.slug}`);
      expect(post?.lastmod).toBe(published.updated_at.replace(/\.\d{3}Z$/, "Z"));
      expect(urls.filter((url) => url.loc.includes("/blog/"))).toHaveLength(1);
    });

    it("keeps an unchanged page's lastmod across publishes and moves a changed one's", async () => {
      const app = use();
      const site = await publishedSite(app);
      const lastmods = async () =>
        new Map(
          parseSitemap(await (await visit(site.host, "/sitemap.xml")).text()).map((url) => [url.loc, url.lastmod]),
        );
      const first = await lastmods();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await site.save("pages/About.jsx", "export default () => <p>About us, rewritten</p>;\n");
      await site.publish();
      const second = await lastmods();
      expect(second.get(`${site.site.url}/`)).toBe(first.get(`${site.site.url}/`));
      expect(second.get(`${site.site.url}/contact`)).toBe(first.get(`${site.site.url}/contact`));
      expect(Date.parse(second.get(`${site.site.url}/about`) ?? "")).toBeGreaterThan(
        Date.parse(first.get(`${site.site.url}/about`) ?? ""),
      );
    });

    it("names the primary custom domain in the sitemap, robots.txt and every canonical", async () => {
      const app = use();
      const site = await publishedSite(app);
      const hostname = `www.bakery-${randomBytes(4).toString("hex")}.example`;
      const base = `/api/sites/${site.site.id}/domains`;
      const domain = (await site.api.call<Domain>("POST", base, { hostname })).body;
      const record = domain.records.find((r) => r.type === "TXT");
      dns.txt.set(record?.name ?? "", [record?.value ?? ""]);
      expect((await site.api.call<Domain>("POST", `${base}/${domain.id}/verify`)).body.status).toBe("verified");
      expect((await site.api.call("POST", `${base}/${domain.id}/primary`)).status).toBe(200);
      const origin = `http://${hostname}:3000`;

      // The site's own host sends crawlers to the primary domain, which serves both files for itself.
      expect((await visit(site.host, "/sitemap.xml")).headers.get("location")).toBe(`${origin}/sitemap.xml`);
      expect(parseRobots(await (await visit(hostname, "/robots.txt")).text())).toContainEqual([
        "sitemap",
        `${origin}/sitemap.xml`,
      ]);
      const urls = parseSitemap(await (await visit(hostname, "/sitemap.xml")).text());
      expect(urls.map((url) => url.loc)).toContain(`${origin}/about`);

      // Canonical addresses are fixed at publish: the next publish names the domain.
      await site.publish();
      const about = await (await visit(hostname, "/about")).text();
      expect(about).toContain(`<link rel="canonical" href="${origin}/about">`);
      expect(about).toContain(`<meta property="og:url" content="${origin}/about">`);
    });

    it("turns every crawler away from a hidden or password-protected site, the sitemap behind the password", async () => {
      const app = use();
      const site = await publishedSite(app);
      const disallowAll = [
        ["user-agent", "*"],
        ["disallow", "/"],
      ];
      await site.api.call("PUT", `/api/sites/${site.site.id}/seo`, { noindex: true });
      for (const answer of [await visit(site.host, "/robots.txt"), await inProcess(app, site.host, "/robots.txt")]) {
        expect(parseRobots(await answer.text())).toEqual(disallowAll);
      }
      await site.api.call("PUT", `/api/sites/${site.site.id}/seo`, { noindex: false });
      expect(parseRobots(await (await visit(site.host, "/robots.txt")).text())).toContainEqual(["allow", "/"]);

      const put = await site.api.call("PUT", `/api/sites/${site.site.id}/visibility`, {
        visibility: "password",
        password: "karoo-secret",
      });
      expect(put.status).toBe(200);
      for (const answer of [await visit(site.host, "/robots.txt"), await inProcess(app, site.host, "/robots.txt")]) {
        expect(answer.status).toBe(200);
        expect(parseRobots(await answer.text())).toEqual(disallowAll);
      }
      const sitemap = await visit(site.host, "/sitemap.xml");
      expect(sitemap.status).toBe(401);
      expect(await sitemap.text()).toContain("Password required");
    });

    it("serves a site's own robots.txt and sitemap.xml instead of the generated ones, but never a protected site's robots.txt", async () => {
      const app = use();
      const site = await publishedSite(app);
      const robots = "User-agent: *\nDisallow: /private/\n";
      const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}"><url><loc>https://example.com/own</loc><lastmod>2026-01-02</lastmod></url></urlset>\n`;
      await site.api.createFile(site.site.id, { full_path: "robots.txt", content: robots });
      await site.api.createFile(site.site.id, { full_path: "sitemap.xml", content: sitemap });
      await site.publish();
      const ownRobots = await visit(site.host, "/robots.txt");
      expect(ownRobots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await ownRobots.text()).toBe(robots);
      const ownSitemap = await inProcess(app, site.host, "/sitemap.xml");
      expect(ownSitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(parseSitemap(await ownSitemap.text())).toEqual([
        { loc: "https://example.com/own", lastmod: "2026-01-02" },
      ]);

      await site.api.call("PUT", `/api/sites/${site.site.id}/visibility`, {
        visibility: "password",
        password: "secret-123",
      });
      expect(parseRobots(await (await visit(site.host, "/robots.txt")).text())).toContainEqual(["disallow", "/"]);
    });
  },
  undefined,
  () => ({ DNS_SERVERS: dns.address }),
);
