import { describe, expect, it } from "vitest";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";
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

    const fresh = createSiteCache(databaseSiteSource(app.deps.db, app.deps.blobs, app.deps.site.parts.posts), {
      revalidateMs: 60_000,
    });
    expect(fresh.peek(site.slug)).toBeUndefined();
    expect(liveSite(await fresh.load(site.slug))?.deploymentId).toBe(second.deployment_id);
    // Another process rolls back behind this cache's back: a fresh entry is still served from memory.
    await app.deps.db.kysely
      .updateTable("sites")
      .set({ live_deployment_id: first.deployment_id })
      .where("id", "=", site.id)
      .execute();
    expect(liveSite(fresh.peek(site.slug))?.deploymentId).toBe(second.deployment_id);

    const eager = createSiteCache(databaseSiteSource(app.deps.db, app.deps.blobs, app.deps.site.parts.posts), {
      revalidateMs: -1,
    });
    await eager.load(site.slug);
    expect(eager.peek(site.slug)).toBeUndefined();
    expect(liveSite(await eager.load(site.slug))?.deploymentId).toBe(first.deployment_id);
    expect(await eager.load("no-such-slug")).toBeNull();
  });

  it("follows another process's custom domains: which site a name serves, and a new primary without reloading", async () => {
    const owner = await ownerWithSite(use());
    const { app, site } = owner;
    await owner.publish();
    const db = app.deps.db.kysely;
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

    const fresh = createSiteCache(databaseSiteSource(app.deps.db, app.deps.blobs, app.deps.site.parts.posts), {
      revalidateMs: 60_000,
    });
    expect(fresh.peekDomain(hostname)).toBeUndefined();
    expect(await fresh.loadDomain(hostname)).toBeNull();
    await insertDomain("pending");
    expect(
      await createSiteCache(databaseSiteSource(app.deps.db, app.deps.blobs, app.deps.site.parts.posts)).loadDomain(
        hostname,
      ),
    ).toBeNull();
    await db.updateTable("site_domains").set({ status: "verified" }).where("hostname", "=", hostname).execute();
    // A fresh "none" stays until it is revalidated, or until a forget in this process.
    expect(fresh.peekDomain(hostname)).toBeNull();
    await fresh.forgetSite("some-other-site");
    expect(await fresh.loadDomain(hostname)).toEqual({ siteId: site.id, slug: site.slug });
    expect(fresh.peekDomain(hostname)).toEqual({ siteId: site.id, slug: site.slug });

    const eager = createSiteCache(databaseSiteSource(app.deps.db, app.deps.blobs, app.deps.site.parts.posts), {
      revalidateMs: -1,
    });
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
    const probe = createSiteCache(databaseSiteSource(a.app.deps.db, a.app.deps.blobs, a.app.deps.site.parts.posts));
    const size = liveSite(await probe.load(a.site.slug))?.bytes ?? 0;
    expect(size).toBeGreaterThan(1000);

    const cache = createSiteCache(databaseSiteSource(a.app.deps.db, a.app.deps.blobs, a.app.deps.site.parts.posts), {
      maxBytes: Math.floor(size * 1.5),
    });
    await cache.load(a.site.slug);
    expect(cache.peek(a.site.slug)).toBeDefined();
    await cache.load(b.site.slug);
    expect(cache.peek(a.site.slug)).toBeUndefined();
    expect(cache.peek(b.site.slug)).toBeDefined();
    expect(cache.stats().sites).toBe(1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(Math.floor(size * 1.5));

    // A site larger than the whole budget is served but never kept.
    const tiny = createSiteCache(databaseSiteSource(a.app.deps.db, a.app.deps.blobs, a.app.deps.site.parts.posts), {
      maxBytes: 10,
    });
    expect(liveSite(await tiny.load(a.site.slug))?.siteId).toBe(a.site.id);
    expect(tiny.stats()).toEqual({ sites: 0, files: 0, bytes: 0 });
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
      media: async () => null,
      blob: async () => null,
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

describe("media in the site cache", () => {
  const KEY_A = `sha256/aa/aa/${"a".repeat(64)}`;
  const KEY_B = `sha256/bb/bb/${"b".repeat(64)}`;
  const deployment = buildLiveSite({
    siteId: "site-1",
    deploymentId: "d1",
    pages: "[]",
    files: [
      { path: "index.html", content_type: "text/html", etag: "e", content: Buffer.alloc(600), gzip: null, br: null },
    ],
  });

  function counting() {
    const asked = { media: 0, blobs: 0 };
    let stored: Record<string, Buffer> = { [KEY_A]: Buffer.alloc(500, 1), [KEY_B]: Buffer.alloc(500, 2) };
    let named = KEY_A;
    const source: LiveSiteSource = {
      liveVersion: async () => ({ deploymentId: "d1", primaryHost: null, accessVersion: null }),
      load: async () => deployment,
      domain: async () => null,
      media: async (slug, address) => {
        asked.media += 1;
        if (slug !== "alpha") return null;
        const file = address === "/media/hero.jpg" ? { key: named, mime: "image/jpeg", name: "hero.jpg" } : null;
        return { siteId: "site-1", accessVersion: null, file };
      },
      blob: async (key) => {
        asked.blobs += 1;
        return stored[key] ?? null;
      },
    };
    return {
      source,
      asked,
      rename: (key: string) => (named = key),
      lose: () => (stored = {}),
    };
  }

  it("keeps bytes by content key in the deployments' byte budget, least recently used out first", async () => {
    const { source, asked } = counting();
    const cache = createSiteCache(source, { revalidateMs: 60_000, maxBytes: 1200 });
    await cache.load("alpha");
    expect((await cache.loadBlob(KEY_A))?.[0]).toBe(1);
    expect(cache.stats()).toEqual({ sites: 1, files: 1, bytes: 1100 });
    // Asked again: from memory, however often.
    expect(cache.peekBlob(KEY_A)?.length).toBe(500);
    expect(asked.blobs).toBe(1);
    // Another file's bytes push out the site, the least recently used of the two.
    await cache.loadBlob(KEY_B);
    expect(cache.peek("alpha")).toBeUndefined();
    expect(cache.stats()).toEqual({ sites: 0, files: 2, bytes: 1000 });
  });

  it("remembers what an address names until the site is forgotten; the bytes stay, missing bytes are asked again", async () => {
    const { source, asked, rename, lose } = counting();
    const cache = createSiteCache(source, { revalidateMs: 60_000 });
    expect(cache.peekMedia("alpha", "/media/hero.jpg")).toBeUndefined();
    expect((await cache.loadMedia("alpha", "/media/hero.jpg"))?.file?.key).toBe(KEY_A);
    expect((await cache.loadMedia("alpha", "/media/none.jpg"))?.file).toBeNull();
    expect(await cache.loadMedia("nobody", "/media/hero.jpg")).toBeNull();
    expect(cache.peekMedia("alpha", "/media/hero.jpg")?.file?.key).toBe(KEY_A);
    expect(cache.peekMedia("alpha", "/media/none.jpg")?.file).toBeNull();
    await cache.loadBlob(KEY_A);

    // A replace: the address names other bytes once the site is forgotten; the old bytes stay by their key.
    rename(KEY_B);
    expect(cache.peekMedia("alpha", "/media/hero.jpg")?.file?.key).toBe(KEY_A);
    await cache.forgetSite("site-1");
    expect(cache.peekMedia("alpha", "/media/hero.jpg")).toBeUndefined();
    expect(cache.peekMedia("alpha", "/media/none.jpg")).toBeUndefined();
    expect(cache.peekMedia("nobody", "/media/hero.jpg")).toBeUndefined();
    expect((await cache.loadMedia("alpha", "/media/hero.jpg"))?.file?.key).toBe(KEY_B);
    expect(cache.peekBlob(KEY_A)?.length).toBe(500);
    expect(asked.media).toBe(4);

    lose();
    expect(await cache.loadBlob(KEY_B)).toBeNull();
    expect(cache.peekBlob(KEY_B)).toBeUndefined();
    await cache.loadBlob(KEY_B);
    expect(asked.blobs).toBe(3);
  });
});
