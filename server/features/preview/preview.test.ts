import { randomBytes } from "node:crypto";
import type { PreviewUrl } from "@common/schemas/build";
import { expect, it } from "vitest";
import type { ErrorBody } from "../../test/api";
import { openPreview, ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { signedPreviewUrl } from "../preview/preview-signing";

function sign(app: TestApp, claims: { siteId: string; pagePath: string; expiresAt?: number; id?: string }) {
  return signedPreviewUrl(app.env.previewOrigin, app.env.authSecret, {
    id: claims.id ?? randomBytes(16).toString("base64url"),
    siteId: claims.siteId,
    pagePath: claims.pagePath,
    expiresAt: claims.expiresAt ?? Math.floor(Date.now() / 1000) + 60,
    hasSnapshot: false,
  });
}

async function expectUnavailable(app: TestApp, url: string) {
  const response = await openPreview(app, url);
  expect(response.status, url).toBe(404);
  expect(await response.text()).toContain("Preview not available");
}

describeEachDb("preview origin", (use) => {
  it("issues a short-lived signed URL whose page the preview origin serves with strict headers", async () => {
    const owner = await ownerWithSite(use(), "Flower Shop");
    const { app, api, site, user } = owner;
    const issued = await api.call<PreviewUrl>("POST", `/api/sites/${site.id}/preview-url`, {
      page_path: "pages/About.jsx",
    });
    expect(issued.status).toBe(200);
    const url = new URL(issued.body.url);
    expect(url.origin).toBe(app.env.previewOrigin);
    const lifetime = Date.parse(issued.body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);

    const page = await openPreview(app, issued.body.url, {
      headers: { cookie: `better-auth.session_token=${user.token}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tell your visitors who you are");
    // Site links in the frame are handed to the editor, and only ever to the app's own origin.
    expect(html).toContain(`var appOrigin=${JSON.stringify(app.env.appOrigin)}`);
    expect(html).toContain('parent.postMessage({type:"webcraft:navigate",path:path},appOrigin)');
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-ancestors ${app.env.appOrigin}`);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.headers.get("set-cookie")).toBeNull();
    expect(page.headers.get("x-frame-options")).toBeNull();

    // The same URL serves again until it expires; a signed URL that left the cache is rebuilt.
    expect((await openPreview(app, issued.body.url)).status).toBe(200);
    const rebuilt = await openPreview(app, sign(app, { siteId: site.id, pagePath: "pages/Index.jsx" }));
    expect(rebuilt.status).toBe(200);
    const rebuiltHtml = await rebuilt.text();
    expect(rebuiltHtml).toContain("Learn more about us");
    expect(rebuiltHtml).toContain(`var appOrigin=${JSON.stringify(app.env.appOrigin)}`);
  });

  it("refuses tampered, expired and other-site URLs, and anything else on the preview host", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const other = await api.createSite("Other");
    const { body } = await api.call<PreviewUrl>("POST", `/api/sites/${site.id}/preview-url`, {
      page_path: "pages/Index.jsx",
    });
    const tampered = new URL(body.url);
    tampered.searchParams.set("site", other.id);
    await expectUnavailable(app, tampered.toString());
    const otherPage = new URL(body.url);
    otherPage.searchParams.set("page", "pages/About.jsx");
    await expectUnavailable(app, otherPage.toString());
    const badSignature = new URL(body.url);
    badSignature.searchParams.set("sig", "AAAA");
    await expectUnavailable(app, badSignature.toString());
    await expectUnavailable(app, sign(app, { siteId: site.id, pagePath: "pages/Index.jsx", expiresAt: 1 }));
    await expectUnavailable(app, `${app.env.previewOrigin}/`);
    await expectUnavailable(app, `${app.env.previewOrigin}/api/sites`);
    const post = await openPreview(app, body.url, { method: "POST" });
    expect(post.status).toBe(405);

    // A genuine URL for a site deleted since answers 404 as well.
    const url = sign(app, { siteId: other.id, pagePath: "pages/Index.jsx" });
    await api.call("DELETE", `/api/sites/${other.id}`);
    expect((await openPreview(app, url)).status).toBe(404);
  });

  it("previews unsaved buffers through a stored snapshot, rebuilt by any process", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const overrides = { "pages/Index.jsx": "export default () => <h1>Typing in progress</h1>;\n" };
    const issued = await api.call<PreviewUrl>("POST", `/api/sites/${site.id}/preview-url`, {
      page_path: "pages/Index.jsx",
      overrides,
    });
    expect(issued.status).toBe(200);
    expect(await (await openPreview(app, issued.body.url)).text()).toContain("Typing in progress");

    // Another process has no built page in memory: it rebuilds from the snapshot.
    const id = new URL(issued.body.url).pathname.slice("/p/".length);
    const snapshot = await app.deps.db.kysely
      .selectFrom("preview_snapshots")
      .select(["site_id", "page_path", "overrides"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(snapshot).toEqual({ site_id: site.id, page_path: "pages/Index.jsx", overrides: JSON.stringify(overrides) });
    const copy = randomBytes(16).toString("base64url");
    await app.deps.db.kysely
      .insertInto("preview_snapshots")
      .values({
        id: copy,
        site_id: site.id,
        organization_id: owner.organization.id,
        page_path: "pages/Index.jsx",
        overrides: JSON.stringify(overrides),
        created_by: null,
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const url = signedPreviewUrl(app.env.previewOrigin, app.env.authSecret, {
      id: copy,
      siteId: site.id,
      pagePath: "pages/Index.jsx",
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      hasSnapshot: true,
    });
    expect(await (await openPreview(app, url)).text()).toContain("Typing in progress");
    // The saved file is untouched.
    const saved = await owner.fileByPath("pages/Index.jsx");
    expect(saved.current_version?.content).not.toContain("Typing in progress");
  });

  it("answers build errors as JSON with problems, and 401/404 like every site route", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const path = `/api/sites/${site.id}/preview-url`;
    const broken = await api.call<ErrorBody>("POST", path, {
      page_path: "pages/Index.jsx",
      overrides: { "pages/Index.jsx": "export default () => <div>;\n" },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error.details).toMatchObject({
      problems: [{ file: "pages/Index.jsx", line: expect.any(Number) }],
    });
    const missing = await api.call<ErrorBody>("POST", path, {});
    expect(missing.status).toBe(400);
    expect((await app.request(path, { method: "POST", json: { page_path: "pages/Index.jsx" } })).status).toBe(401);
    const stranger = await ownerWithSite(app, "Stranger");
    const foreign = await stranger.api.call<ErrorBody>("POST", path, { page_path: "pages/Index.jsx" });
    expect(foreign.status).toBe(404);
  });
});
