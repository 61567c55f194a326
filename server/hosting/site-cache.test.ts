import { describe, expect, it } from "vitest";
import { ownerWithSite } from "../test/publishing";
import { describeEachDb } from "../test/test-app";
import { buildLiveSite, type HostedSite, type LiveSite } from "./live-site";
import { createSiteCache } from "./site-cache";
import { databaseSiteSource, type LiveSiteSource } from "./site-source";

/** A cached entry read as the live site these tests published (none of them moves a slug). */
const liveSite = (site: HostedSite | undefined) => site as LiveSite | null | undefined;

describeEachDb("live site cache", (use) => {
  it("answers from memory until it must revalidate, then follows another process's switch", async () => {
    const owner = await ownerWithSite(use());
    const { app, site } = owner;
    const first = await owner.publish();
    await owner.save("pages/About.jsx", "export default () => <p>Later</p>;\n");
    const second = await owner.publish();

    const fresh = createSiteCache(databaseSiteSource(app.deps.db), { revalidateMs: 60_000 });
    expect(fresh.peek(site.slug)).toBeUndefined();
    expect(liveSite(await fresh.load(site.slug))?.deploymentId).toBe(second.deployment_id);
    // Another process rolls back behind this cache's back: a fresh entry is still served from memory.
    await app.deps.db.db
      .updateTable("sites")
      .set({ live_deployment_id: first.deployment_id })
      .where("id", "=", site.id)
      .execute();
    expect(liveSite(fresh.peek(site.slug))?.deploymentId).toBe(second.deployment_id);

    const eager = createSiteCache(databaseSiteSource(app.deps.db), { revalidateMs: -1 });
    await eager.load(site.slug);
    expect(eager.peek(site.slug)).toBeUndefined();
    expect(liveSite(await eager.load(site.slug))?.deploymentId).toBe(first.deployment_id);
    expect(await eager.load("no-such-slug")).toBeNull();
  });

  it("follows another process's custom domains: which site a name serves, and a new primary without reloading", async () => {
    const owner = await ownerWithSite(use());
    const { app, site } = owner;
    await owner.publish();
    const { db } = app.deps.db;
    const hostname = `www.${site.slug}.example`;
    const insertDomain = (status: "pending" | "verified") =>
      db
        .insertInto("site_domains")
        .values({
          id: `domain-${site.slug}`,
          site_id: site.id,
          organization_id: site.organization_id,
          hostname,
          token: "t",
          status,
          created_at: new Date().toISOString(),
        })
        .execute();

    const fresh = createSiteCache(databaseSiteSource(app.deps.db), { revalidateMs: 60_000 });
    expect(fresh.peekDomain(hostname)).toBeUndefined();
    expect(await fresh.loadDomain(hostname)).toBeNull();
    await insertDomain("pending");
    expect(await createSiteCache(databaseSiteSource(app.deps.db)).loadDomain(hostname)).toBeNull();
    await db.updateTable("site_domains").set({ status: "verified" }).where("hostname", "=", hostname).execute();
    // A fresh "none" stays until it is revalidated, or until a forget in this process.
    expect(fresh.peekDomain(hostname)).toBeNull();
    await fresh.forgetSite("some-other-site");
    expect(await fresh.loadDomain(hostname)).toEqual({ siteId: site.id, slug: site.slug });
    expect(fresh.peekDomain(hostname)).toEqual({ siteId: site.id, slug: site.slug });

    const eager = createSiteCache(databaseSiteSource(app.deps.db), { revalidateMs: -1 });
    const before = liveSite(await eager.load(site.slug));
    expect(before?.primaryHost).toBeNull();
    await db
      .updateTable("site_domains")
      .set({ is_primary: app.deps.db.dialect === "sqlite" ? 1 : true })
      .where("hostname", "=", hostname)
      .execute();
    const after = liveSite(await eager.load(site.slug));
    expect(after?.primaryHost).toBe(hostname);
    expect(after?.files).toBe(before?.files);

    await db.deleteFrom("site_domains").where("hostname", "=", hostname).execute();
    expect(liveSite(await eager.load(site.slug))?.primaryHost).toBeNull();
    expect(await eager.loadDomain(hostname)).toBeNull();
  });

  it("keeps within its byte budget by evicting the least recently used site", async () => {
    const a = await ownerWithSite(use(), "Alpha");
    const b = await ownerWithSite(a.app, "Beta");
    await a.publish();
    await b.publish();
    const probe = createSiteCache(databaseSiteSource(a.app.deps.db));
    const size = liveSite(await probe.load(a.site.slug))?.bytes ?? 0;
    expect(size).toBeGreaterThan(1000);

    const cache = createSiteCache(databaseSiteSource(a.app.deps.db), { maxBytes: Math.floor(size * 1.5) });
    await cache.load(a.site.slug);
    expect(cache.peek(a.site.slug)).toBeDefined();
    await cache.load(b.site.slug);
    expect(cache.peek(a.site.slug)).toBeUndefined();
    expect(cache.peek(b.site.slug)).toBeDefined();
    expect(cache.stats().sites).toBe(1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(Math.floor(size * 1.5));

    // A site larger than the whole budget is served but never kept.
    const tiny = createSiteCache(databaseSiteSource(a.app.deps.db), { maxBytes: 10 });
    expect(liveSite(await tiny.load(a.site.slug))?.siteId).toBe(a.site.id);
    expect(tiny.stats()).toEqual({ sites: 0, bytes: 0 });
  });
});

describe("live site cache and a forget", () => {
  it("keeps no load that started before a forget: the next request loads the site anew", async () => {
    const siteAt = (deploymentId: string) => buildLiveSite({ siteId: "site-1", deploymentId, pages: "[]", files: [] });
    let live = "deployment-1";
    let loads = 0;
    let finishFirstLoad: (site: LiveSite) => void = () => {};
    const source: LiveSiteSource = {
      liveVersion: async () => ({ deploymentId: live, primaryHost: null, accessVersion: null }),
      load: (): Promise<LiveSite | null> => {
        loads += 1;
        if (loads > 1) return Promise.resolve(siteAt(live));
        return new Promise((resolve) => (finishFirstLoad = resolve));
      },
      domain: async () => null,
    };
    const cache = createSiteCache(source, { revalidateMs: 60_000 });

    const first = cache.load("alpha");
    expect(cache.load("alpha")).toBe(first);
    // A publish lands while the first load still reads the old deployment.
    live = "deployment-2";
    await cache.forgetSite("site-1");
    const second = cache.load("alpha");
    expect(second).not.toBe(first);
    finishFirstLoad(siteAt("deployment-1"));
    expect(liveSite(await first)?.deploymentId).toBe("deployment-1");
    expect(liveSite(await second)?.deploymentId).toBe("deployment-2");
    expect(liveSite(cache.peek("alpha"))?.deploymentId).toBe("deployment-2");
    expect(loads).toBe(2);
  });
});
