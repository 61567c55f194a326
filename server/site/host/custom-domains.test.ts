import { randomBytes } from "node:crypto";
import type { Domain } from "@common/schemas/domains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";
import { describeServed, exchange, visitOver } from "./served";

// Domains are verified the real way: their TXT records served by a DNS server the app asks (DNS_SERVERS).
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

const UNKNOWN_HOST = "Not Found: this server does not serve that host.\n";

/** A host name no other test uses. */
const fresh = (prefix = "www") => `${prefix}.bakery-${randomBytes(4).toString("hex")}.example`;

/** A published site and its domains' API, as its owner uses them. */
async function publishedSite(app: TestApp) {
  const owner = await ownerWithSite(app, "Corner Bakery");
  await owner.publish();
  const base = `/api/sites/${owner.site.id}/domains`;
  return {
    ...owner,
    /** The site's own host, `{slug}.{SITE_DOMAIN}`. */
    ownHost: `${owner.site.slug}.${app.env.siteDomain}`,
    async add(hostname: string): Promise<Domain> {
      const { status, body } = await owner.api.call<Domain>("POST", base, { hostname });
      expect(status).toBe(201);
      return body;
    },
    async verify(domain: Domain): Promise<Domain> {
      const record = domain.records.find((r) => r.type === "TXT");
      dns.txt.set(record?.name ?? "", [record?.value ?? ""]);
      const { body } = await owner.api.call<Domain>("POST", `${base}/${domain.id}/verify`);
      expect(body.status).toBe("verified");
      return body;
    },
    async primary(domain: Domain) {
      expect((await owner.api.call("POST", `${base}/${domain.id}/primary`)).status).toBe(200);
    },
    async remove(domain: Domain) {
      expect((await owner.api.call("DELETE", `${base}/${domain.id}`)).status).toBe(204);
    },
  };
}

describeServed(
  "custom domains served",
  (use, served, mode) => {
    /** Node's HTTP server says `Connection: keep-alive`; the site front leaves it to HTTP/1.1's default. */
    const answeredBy = (headers: Record<string, string>) => (headers.connection ? "app" : "front");
    /** A visitor's request over HTTP to the real server, with `host` as its Host header. */
    const visit = (host: string, path: string, init: RequestInit = {}) => visitOver(served().port, host, path, init);
    /** The same request made to the app in-process: the app's own site-host path. */
    const inProcess = (app: TestApp, host: string, path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set("host", host);
      return app.app.request(`http://${host}${path}`, { ...init, headers });
    };

    it("serves a verified domain's live deployment on that host, through the front and the app alike", async () => {
      const app = use();
      const site = await publishedSite(app);
      const name = fresh();
      const domain = await site.add(name);
      // Pending: the name is none of ours yet.
      for (const answer of [await visit(name, "/"), await inProcess(app, name, "/")]) {
        expect(answer.status).toBe(404);
        expect(await answer.text()).toBe(UNKNOWN_HOST);
      }

      await site.verify(domain);
      const page = await visit(name, "/about?utm=x", {
        headers: { cookie: `better-auth.session_token=${site.user.token}` },
      });
      expect(page.status).toBe(200);
      expect((await page.text()).replaceAll("<!-- -->", "")).toContain("About Corner Bakery");
      expect(page.headers.get("set-cookie")).toBeNull();
      const own = await visit(site.ownHost, "/about");
      expect(page.headers.get("etag")).toBe(own.headers.get("etag"));
      // On SITE_DOMAIN's port too, upper-cased, with a trailing dot: the same name.
      for (const host of [`${name}:3000`, name.toUpperCase(), `${name}.`]) {
        expect((await visit(host, "/")).status, host).toBe(200);
      }
      expect((await visit(`${name}:8080`, "/")).status).toBe(404);
      const head = await visit(name, "/", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      const missing = await visit(name, "/no/such/page");
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Page not found");
      // A body goes to the app, which answers as the site would; the API is not on a site's domain.
      expect((await visit(name, "/", { method: "POST", body: "x" })).status).toBe(405);
      expect((await visit(name, "/api/health")).status).toBe(404);

      const direct = await inProcess(app, name, "/about");
      expect(direct.status).toBe(200);
      expect(direct.headers.get("etag")).toBe(own.headers.get("etag"));

      // The raw socket: two requests on one kept-alive connection, both answered.
      const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${name}\r\n\r\n`;
      const raw = await exchange(served().port, request("/") + request("/about"), [false, false]);
      expect(raw.responses.map((r) => r.status)).toEqual([200, 200]);
      expect(raw.closed).toBe(false);
      for (const response of raw.responses) expect(answeredBy(response.headers)).toBe(mode === "on" ? "front" : "app");
    });

    it("answers a site's other hosts with a 301 to its primary domain, keeping path and query", async () => {
      const app = use();
      const site = await publishedSite(app);
      const a = await site.verify(await site.add(fresh("a")));
      const b = await site.verify(await site.add(fresh("b")));
      for (const host of [site.ownHost, a.hostname, b.hostname])
        expect((await visit(host, "/")).status, host).toBe(200);

      await site.primary(a);
      const path = "/about/caf%C3%A9?x=1&y=a%20b";
      for (const host of [site.ownHost, b.hostname]) {
        for (const answer of [
          await visit(host, path),
          await visit(host, path, { method: "HEAD" }),
          await inProcess(app, host, path),
        ]) {
          expect(answer.status, host).toBe(301);
          expect(answer.headers.get("location")).toBe(`http://${a.hostname}:3000${path}`);
          expect(answer.headers.get("cache-control")).toBe("no-cache");
          expect(await answer.text()).toBe("");
        }
      }
      expect((await visit(a.hostname, path)).status).toBe(404);
      expect((await visit(a.hostname, "/about")).status).toBe(200);
      expect((await inProcess(app, a.hostname, "/about")).status).toBe(200);
      const raw = await exchange(
        served().port,
        `GET /about HTTP/1.1\r\nHost: ${b.hostname}\r\n\r\nGET /about HTTP/1.1\r\nHost: ${a.hostname}\r\n\r\n`,
        [false, false],
      );
      expect(raw.responses.map((r) => r.status)).toEqual([301, 200]);
      expect(raw.responses[0]?.headers.location).toBe(`http://${a.hostname}:3000/about`);
      expect(raw.responses[0]?.body.length).toBe(0);
      for (const response of raw.responses) expect(answeredBy(response.headers)).toBe(mode === "on" ? "front" : "app");

      // Another primary takes over at once.
      await site.primary(b);
      expect((await visit(a.hostname, "/about")).headers.get("location")).toBe(`http://${b.hostname}:3000/about`);
      expect((await visit(site.ownHost, "/")).headers.get("location")).toBe(`http://${b.hostname}:3000/`);
      expect((await visit(b.hostname, "/about")).status).toBe(200);

      // Without its primary the site answers on its own host and its other domains again.
      await site.remove(b);
      for (const host of [site.ownHost, a.hostname]) {
        expect((await visit(host, "/about")).status, host).toBe(200);
        expect((await inProcess(app, host, "/about")).status, host).toBe(200);
      }
      expect(await (await visit(b.hostname, "/about")).text()).toBe(UNKNOWN_HOST);
    });

    it("stops serving a removed domain at once, follows a new slug, and ends with the site", async () => {
      const app = use();
      const site = await publishedSite(app);
      const kept = await site.verify(await site.add(fresh("kept")));
      const dropped = await site.verify(await site.add(fresh("dropped")));
      for (const domain of [kept, dropped]) expect((await visit(domain.hostname, "/")).status).toBe(200);

      await site.remove(dropped);
      for (const answer of [await visit(dropped.hostname, "/"), await inProcess(app, dropped.hostname, "/")]) {
        expect(answer.status).toBe(404);
        expect(await answer.text()).toBe(UNKNOWN_HOST);
      }

      const slug = `moved-${site.site.slug}`.slice(0, 40);
      expect((await site.api.call("PATCH", `/api/sites/${site.site.id}`, { slug })).status).toBe(200);
      expect((await visit(kept.hostname, "/about")).status).toBe(200);
      expect((await inProcess(app, kept.hostname, "/about")).status).toBe(200);

      expect((await site.api.call("DELETE", `/api/sites/${site.site.id}`)).status).toBe(204);
      for (const answer of [await visit(kept.hostname, "/"), await inProcess(app, kept.hostname, "/")]) {
        expect(answer.status).toBe(404);
        expect(await answer.text()).toBe(UNKNOWN_HOST);
      }
    });

    it("answers a verified domain of a site not published yet with the site's 'Site not found' page", async () => {
      const app = use();
      const owner = await ownerWithSite(app, "Not yet");
      const base = `/api/sites/${owner.site.id}/domains`;
      const { body: domain } = await owner.api.call<Domain>("POST", base, { hostname: fresh() });
      dns.txt.set(domain.records[1]?.name ?? "", [domain.records[1]?.value ?? ""]);
      expect((await owner.api.call<Domain>("POST", `${base}/${domain.id}/verify`)).body.status).toBe("verified");
      const answer = await visit(domain.hostname, "/");
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain("Site not found");
      // Publishing makes it live there at once.
      const published = await owner.api.call("POST", "/site/publish", { site_id: owner.site.id });
      expect(published.status).toBe(200);
      expect((await visit(domain.hostname, "/")).status).toBe(200);
    });
  },
  undefined,
  () => ({ DNS_SERVERS: dns.address }),
);
