import { expect, it } from "vitest";
import { ownerWithSite } from "../test/publishing";
import { describeEachDb } from "../test/test-app";
import { createSiteCache } from "./site-cache";
import { databaseSiteSource } from "./site-source";

describeEachDb("live site cache", (use) => {
  it("answers from memory until it must revalidate, then follows another process's switch", async () => {
    const owner = await ownerWithSite(use());
    const { app, site } = owner;
    const first = await owner.publish();
    await owner.save("pages/About.jsx", "export default () => <p>Later</p>;\n");
    const second = await owner.publish();

    const fresh = createSiteCache(databaseSiteSource(app.deps.db), { revalidateMs: 60_000 });
    expect(fresh.peek(site.slug)).toBeUndefined();
    expect((await fresh.load(site.slug))?.deploymentId).toBe(second.deployment_id);
    // Another process rolls back behind this cache's back: a fresh entry is still served from memory.
    await app.deps.db.db
      .updateTable("sites")
      .set({ live_deployment_id: first.deployment_id })
      .where("id", "=", site.id)
      .execute();
    expect(fresh.peek(site.slug)?.deploymentId).toBe(second.deployment_id);

    const eager = createSiteCache(databaseSiteSource(app.deps.db), { revalidateMs: -1 });
    await eager.load(site.slug);
    expect(eager.peek(site.slug)).toBeUndefined();
    expect((await eager.load(site.slug))?.deploymentId).toBe(first.deployment_id);
    expect(await eager.load("no-such-slug")).toBeNull();
  });

  it("keeps within its byte budget by evicting the least recently used site", async () => {
    const a = await ownerWithSite(use(), "Alpha");
    const b = await ownerWithSite(a.app, "Beta");
    await a.publish();
    await b.publish();
    const probe = createSiteCache(databaseSiteSource(a.app.deps.db));
    const size = (await probe.load(a.site.slug))?.bytes ?? 0;
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
    expect((await tiny.load(a.site.slug))?.siteId).toBe(a.site.id);
    expect(tiny.stats()).toEqual({ sites: 0, bytes: 0 });
  });
});
