import { randomBytes } from "node:crypto";
import { DOMAIN_MESSAGES } from "@common/domains";
import type { Domain } from "@common/schemas/domains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { startDnsServer, type TestDnsServer } from "../../test/dns-server";
import { describeEachDb, type TestApp } from "../../test/test-app";

// A real DNS server on a free UDP port; the app asks it (DNS_SERVERS) and each test says what it holds.
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

/** Origins on names of their own, as in production (without https), so that every "own host" rule shows. */
const ORIGINS = {
  APP_ORIGIN: "http://app.webcraft.test",
  PREVIEW_ORIGIN: "http://preview.webcraft.test",
  SITE_DOMAIN: "webcraft-sites.test",
};

/** A host name no other test uses. */
const fresh = (prefix = "www") => `${prefix}.shop-${randomBytes(4).toString("hex")}.example`;

async function siteOwner(app: TestApp, name = "Bakery") {
  const owner = await signedUpOwner(app);
  const site = await owner.api.createSite(name);
  const { call } = owner.api;
  const base = `/api/sites/${site.id}/domains`;
  return {
    ...owner,
    site,
    add: (hostname: string) => call<Domain & ErrorBody>("POST", base, { hostname }),
    list: async () => (await call<{ domains: Domain[] }>("GET", base)).body.domains,
    verify: (id: string) => call<Domain & ErrorBody>("POST", `${base}/${id}/verify`),
    primary: (id: string) => call<Domain & ErrorBody>("POST", `${base}/${id}/primary`),
    remove: (id: string) => call<ErrorBody>("DELETE", `${base}/${id}`),
    /** Adds `hostname` and verifies it through the DNS server. */
    async verified(hostname: string): Promise<Domain> {
      const added = await call<Domain>("POST", base, { hostname });
      expect(added.status).toBe(201);
      publishTxt(added.body);
      const checked = await call<Domain>("POST", `${base}/${added.body.id}/verify`);
      expect(checked.body.status).toBe("verified");
      return checked.body;
    },
  };
}

/** Puts the domain's TXT record, as its owner would at their DNS provider. */
function publishTxt(domain: Domain) {
  const record = domain.records.find((r) => r.type === "TXT");
  if (!record) throw new Error("no TXT record");
  dns.txt.set(record.name, [record.value]);
}

describeEachDb(
  "custom domains",
  (use) => {
    it("adds a domain as pending, with a CNAME to the site's own host and a TXT record holding its token", async () => {
      const owner = await siteOwner(use());
      const name = fresh();
      const { status, body } = await owner.add(`  ${name.toUpperCase()}. `);
      expect(status).toBe(201);
      expect(body).toMatchObject({ hostname: name, status: "pending", is_primary: false, site_id: owner.site.id });
      expect(body.message).toBeNull();
      expect(body.checked_at).toBeNull();
      expect(body.verified_at).toBeNull();
      expect(body.records).toEqual([
        { type: "CNAME", name, value: `${owner.site.slug}.webcraft-sites.test` },
        { type: "TXT", name: `_webcraft.${name}`, value: expect.stringMatching(/^webcraft-verify-[0-9a-f]{32}$/) },
      ]);
      const other = await owner.add(fresh());
      expect(other.body.records[1]?.value).not.toBe(body.records[1]?.value);
      expect((await owner.list()).map((d) => d.hostname).sort()).toEqual([name, other.body.hostname].sort());

      // A name in another script is kept in its xn-- form.
      const idn = await owner.add(`Bäckerei-${randomBytes(3).toString("hex")}.example`);
      expect(idn.status).toBe(201);
      expect(idn.body.hostname).toMatch(/^xn--bckerei-[0-9a-f]{6}-.+\.example$/);
    });

    it("refuses a name of bad form with a 400 that says why", async () => {
      const owner = await siteOwner(use());
      const long = `${"a".repeat(50)}.`.repeat(5);
      const cases: [string, string][] = [
        ["", DOMAIN_MESSAGES.empty],
        ["   ", DOMAIN_MESSAGES.empty],
        ["https://shop.example.com/", DOMAIN_MESSAGES.notAlone],
        ["shop.example.com:8080", DOMAIN_MESSAGES.notAlone],
        ["shop.example.com/about", DOMAIN_MESSAGES.notAlone],
        ["shop example.com", DOMAIN_MESSAGES.notAlone],
        ["192.168.1.10", DOMAIN_MESSAGES.ipAddress],
        ["10.1", DOMAIN_MESSAGES.ipAddress],
        ["2001:db8::1", DOMAIN_MESSAGES.ipAddress],
        ["[2001:db8::1]", DOMAIN_MESSAGES.ipAddress],
        ["bakery", DOMAIN_MESSAGES.noDot],
        ["localhost", DOMAIN_MESSAGES.noDot],
        [`${long}com`, DOMAIN_MESSAGES.tooLong],
        [`${"a".repeat(64)}.com`, DOMAIN_MESSAGES.labelTooLong],
        ["shop..example.com", DOMAIN_MESSAGES.emptyLabel],
        [".example.com", DOMAIN_MESSAGES.emptyLabel],
        ["shop.example.com..", DOMAIN_MESSAGES.emptyLabel],
        ["shop_1.example.com", DOMAIN_MESSAGES.characters],
        ["shop!.example.com", DOMAIN_MESSAGES.characters],
        ["-shop.example.com", DOMAIN_MESSAGES.hyphenAtEdge],
        ["shop-.example.com", DOMAIN_MESSAGES.hyphenAtEdge],
        ["shop.123", DOMAIN_MESSAGES.numericTld],
      ];
      for (const [hostname, message] of cases) {
        const { status, body } = await owner.add(hostname);
        expect(status, hostname).toBe(400);
        expect(body.error, hostname).toMatchObject({ code: "VALIDATION_FAILED", message });
      }
      // 63 characters in a part, 253 in all, are still fine.
      expect((await owner.add(`${"a".repeat(63)}.${randomBytes(4).toString("hex")}.example`)).status).toBe(201);
      expect((await owner.list()).length).toBe(1);
    });

    it("refuses the app's, the preview's and the site domain's own hosts and anything under the site domain", async () => {
      const owner = await siteOwner(use());
      for (const own of ["app.webcraft.test", "PREVIEW.webcraft.test", "webcraft-sites.test"]) {
        const { status, body } = await owner.add(own);
        expect(status, own).toBe(400);
        expect(body.error.message).toBe(DOMAIN_MESSAGES.ownHost(own.toLowerCase()));
      }
      for (const under of [`${owner.site.slug}.webcraft-sites.test`, "a.b.webcraft-sites.test"]) {
        const { status, body } = await owner.add(under);
        expect(status, under).toBe(400);
        expect(body.error.message).toBe(DOMAIN_MESSAGES.underSiteDomain("webcraft-sites.test"));
      }
      expect(await owner.list()).toEqual([]);
    });

    it("lets several sites claim a pending name, but refuses one another site has verified (409)", async () => {
      const app = use();
      const first = await siteOwner(app, "First");
      const second = await siteOwner(app, "Second");
      const name = fresh();
      const mine = await first.add(name);
      expect(mine.status).toBe(201);
      const again = await first.add(name.toUpperCase());
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(DOMAIN_MESSAGES.alreadyOnSite(name));
      const theirs = await second.add(name);
      expect(theirs.status).toBe(201);

      // Whoever controls the name's DNS verifies it; the other claim can no longer be verified.
      publishTxt(mine.body);
      expect((await first.verify(mine.body.id)).body.status).toBe("verified");
      const late = await second.verify(theirs.body.id);
      expect(late.status).toBe(409);
      expect(late.body.error).toEqual({ code: "CONFLICT", message: DOMAIN_MESSAGES.takenByAnotherSite(name) });
      const third = await siteOwner(app, "Third");
      const taken = await third.add(`${name}.`);
      expect(taken.status).toBe(409);
      expect(taken.body.error.message).toBe(DOMAIN_MESSAGES.takenByAnotherSite(name));
    });

    it("verifies through the DNS server only when the TXT record holds the token, and says what it found", async () => {
      const owner = await siteOwner(use());
      const name = fresh();
      const { body: domain } = await owner.add(name);
      const record = `_webcraft.${name}`;
      const token = domain.records[1]?.value ?? "";

      const missing = await owner.verify(domain.id);
      expect(missing.status).toBe(200);
      expect(missing.body).toMatchObject({ status: "pending", message: DOMAIN_MESSAGES.noRecord(record) });
      expect(missing.body.checked_at).not.toBeNull();
      expect(dns.asked).toContain(`TXT ${record}`);

      dns.txt.set(record, ["webcraft-verify-0123456789abcdef0123456789abcdef"]);
      const wrong = await owner.verify(domain.id);
      expect(wrong.body).toMatchObject({
        status: "pending",
        message: DOMAIN_MESSAGES.wrongValue(record, '"webcraft-verify-0123456789abcdef0123456789abcdef"'),
      });

      dns.failing.add(record);
      const failed = await owner.verify(domain.id);
      expect(failed.body).toMatchObject({
        status: "pending",
        message: DOMAIN_MESSAGES.lookupFailed(record, "ESERVFAIL"),
      });
      dns.failing.delete(record);
      expect((await owner.list())[0]).toMatchObject({ status: "pending", message: failed.body.message });

      // Among other records, and sent in two strings: found.
      dns.txt.set(record, ["v=spf1 -all", [token.slice(0, 10), token.slice(10)]]);
      const found = await owner.verify(domain.id);
      expect(found.body).toMatchObject({ status: "verified", message: DOMAIN_MESSAGES.verified(record) });
      expect(found.body.verified_at).not.toBeNull();
      expect((await owner.list())[0]?.status).toBe("verified");

      // Verified stays verified: the record may go once it has done its work, and no lookup is made.
      dns.txt.delete(record);
      const questions = dns.asked.length;
      expect((await owner.verify(domain.id)).body.status).toBe("verified");
      expect(dns.asked.length).toBe(questions);
    });

    it("makes only a verified domain primary, one at a time, listed first", async () => {
      const owner = await siteOwner(use());
      const pending = await owner.add(fresh());
      const refused = await owner.primary(pending.body.id);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(DOMAIN_MESSAGES.primaryNeedsVerified(pending.body.hostname));

      const a = await owner.verified(fresh("a"));
      const b = await owner.verified(fresh("b"));
      const first = await owner.primary(b.id);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id: b.id, is_primary: true, status: "verified" });
      expect((await owner.list()).map((d) => [d.hostname, d.is_primary])).toEqual([
        [b.hostname, true],
        [pending.body.hostname, false],
        [a.hostname, false],
      ]);
      expect((await owner.primary(a.id)).body.is_primary).toBe(true);
      expect((await owner.primary(a.id)).status).toBe(200);
      const list = await owner.list();
      expect(list.filter((d) => d.is_primary).map((d) => d.id)).toEqual([a.id]);
    });

    it("removes a domain, a primary one too; a domain of another site is not found", async () => {
      const app = use();
      const owner = await siteOwner(app);
      const primary = await owner.verified(fresh());
      await owner.primary(primary.id);
      const pending = await owner.add(fresh());
      expect((await owner.remove(primary.id)).status).toBe(204);
      expect((await owner.list()).map((d) => d.id)).toEqual([pending.body.id]);
      expect((await owner.remove(primary.id)).status).toBe(404);

      const stranger = await siteOwner(app, "Elsewhere");
      for (const response of [
        await stranger.verify(pending.body.id),
        await stranger.primary(pending.body.id),
        await stranger.remove(pending.body.id),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: "NOT_FOUND", message: DOMAIN_MESSAGES.notFound });
      }
      expect((await owner.list()).map((d) => d.id)).toEqual([pending.body.id]);

      // Deleting the site takes its domains with it: the name is free again.
      const name = (await owner.verified(fresh())).hostname;
      expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}`)).status).toBe(204);
      expect((await stranger.add(name)).status).toBe(201);
    });

    it("answers the TLS proxy's question: yes only for verified domains and the sites' own hosts", async () => {
      const app = use();
      const owner = await siteOwner(app);
      const verified = await owner.verified(fresh());
      const pending = await owner.add(fresh());
      const removed = await owner.verified(fresh());
      await owner.remove(removed.id);
      const ask = (domain: string, host = "app.webcraft.test") =>
        app.request(`/api/domains/allowed?domain=${encodeURIComponent(domain)}`, { headers: { host } });

      for (const yes of [
        verified.hostname,
        `${verified.hostname.toUpperCase()}.`,
        `${owner.site.slug}.webcraft-sites.test`,
      ]) {
        const response = await ask(yes);
        expect(response.status, yes).toBe(200);
        expect(await response.json()).toEqual({ domain: yes });
      }
      for (const no of [
        pending.body.hostname,
        removed.hostname,
        "never-added.example",
        "no-such-site.webcraft-sites.test",
        `x.${owner.site.slug}.webcraft-sites.test`,
        "webcraft-sites.test",
        "app.webcraft.test",
        "127.0.0.1",
        "",
      ]) {
        const response = await ask(no);
        expect(response.status, no).toBe(404);
        expect(((await response.json()) as ErrorBody).error).toEqual({
          code: "NOT_FOUND",
          message: DOMAIN_MESSAGES.notAllowed,
        });
      }
      expect((await app.request("/api/domains/allowed")).status).toBe(400);

      // The proxy asks on the same machine, as http://localhost:3000: that host answers this route, and
      // the probes of the machine's own tools (liveness, readiness), alone.
      for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
        expect((await ask(verified.hostname, host)).status, host).toBe(200);
        expect((await ask("never-added.example", host)).status, host).toBe(404);
        expect((await app.request("/api/health", { headers: { host } })).status, host).toBe(200);
        for (const path of ["/api/sites", "/api/config", "/"]) {
          const other = await app.request(path, { headers: { host } });
          expect(other.status, `${host}${path}`).toBe(404);
          expect(await other.text()).toBe("Not Found: this server does not serve that host.\n");
        }
      }
    });
  },
  () => ({ ...ORIGINS, DNS_SERVERS: dns.address }),
);
