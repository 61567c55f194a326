import { gunzipSync } from "node:zlib";
import type { SiteListItem } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { sitePicturePath, verifySitePicturePath } from "../../site/picture-address";
import { openPreview, ownerWithSite } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

const HOUR_MS = 3_600_000;

describeEachDb("site pictures", (use) => {
  it("lists a published site with a picture of its home page on the preview origin, scripts left out", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Picture Bakery");
    const listed = async () =>
      (await owner.api.call<{ sites: SiteListItem[] }>("GET", "/api/sites")).body.sites.find(
        (site) => site.id === owner.site.id,
      );
    expect((await listed())?.picture_url).toBeNull();

    await owner.publish();
    const url = (await listed())?.picture_url ?? "";
    expect(url.startsWith(`${app.env.previewOrigin}/site-picture/${owner.site.id}/`)).toBe(true);
    // Asked again within the hour, the list gives the same address, so the browser's copy serves.
    expect((await listed())?.picture_url).toBe(url);

    const page = await openPreview(app, url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Welcome to Picture Bakery");
    expect(html).not.toMatch(/<script\b|modulepreload/i);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-ancestors ${app.env.appOrigin}`);
    expect(csp).not.toContain("script-src");
    expect(page.headers.get("set-cookie")).toBeNull();

    // Its stylesheet is served under the same signed path.
    const stylesheet = /href="([^"]+\.css)"/.exec(html)?.[1] ?? "";
    expect(stylesheet.startsWith(new URL(url).pathname)).toBe(true);
    const css = await openPreview(app, `${app.env.previewOrigin}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    // Asked as a browser asks, both come gzipped.
    const zipped = await openPreview(app, url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(html);
  });

  it("shows a password-protected site to its members, and nothing for a forged or expired address", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Hidden Garden");
    await owner.publish();
    const protect = await owner.api.call("PUT", `/api/sites/${owner.site.id}/visibility`, {
      visibility: "password",
      password: "open sesame",
    });
    expect(protect.status).toBe(200);
    const { body } = await owner.api.call<{ sites: SiteListItem[] }>("GET", "/api/sites");
    const url = body.sites[0]?.picture_url ?? "";
    expect(await (await openPreview(app, url)).text()).toContain("Welcome to Hidden Garden");

    const forged = url.replace(/\.[A-Za-z0-9_-]+\/$/, ".AAAA/");
    expect((await openPreview(app, forged)).status).toBe(404);
    const path = new URL(url).pathname;
    const [, , siteId = "", token = ""] = path.split("/");
    const deploymentId = token.split(".")[0] ?? "";
    const old = sitePicturePath(app.env.authSecret, siteId, deploymentId, Date.now() - 3 * HOUR_MS);
    expect(verifySitePicturePath(old, app.env.authSecret)).toBeNull();
    expect((await openPreview(app, `${app.env.previewOrigin}${old}`)).status).toBe(404);
    // Only the home page, its assets and its library's pictures: nothing else of the deployment.
    expect((await openPreview(app, `${url}about/index.html`)).status).toBe(404);
  });
});
