import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import type { ErrorBody } from "../test/api";
import { describeEachDb } from "../test/test-app";

const webDist = mkdtempSync(join(tmpdir(), "webcraft-web-"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Webcraft</title><div id=root></div>");
writeFileSync(join(webDist, "robots.txt"), "User-agent: *\n");

describeEachDb(
  "the app origin",
  (use) => {
    it("sends security headers on every answer", async () => {
      const app = use();
      for (const path of ["/", "/api/health", "/api/nope", "/signin"]) {
        const response = await app.request(path);
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp, path).toContain("script-src 'self'");
        expect(csp, path).not.toContain("unsafe-eval");
        expect(csp, path).toContain("frame-ancestors 'self'");
        // Sites are framed from the preview origin only, never from their own (maybe custom) addresses.
        expect(csp, path).toContain(`frame-src 'self' ${app.env.previewOrigin};`);
        // The media library shows pictures and video from the site hosts, where media is served.
        const siteHosts = `${new URL(app.env.appOrigin).protocol}//*.${app.env.siteDomain}`;
        expect(csp, path).toContain(`img-src 'self' data: blob: https: ${siteHosts}`);
        expect(csp, path).toContain(`media-src 'self' blob: https: ${siteHosts}`);
        expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
        expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      }
    });

    it("serves the SPA for its screens and the not-found screen with a 404 for other paths", async () => {
      const app = use();
      for (const path of ["/", "/signin", "/admin", "/admin/site/abc", "/docs/getting-started", "/accept-invite/x"]) {
        const response = await app.request(path);
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain("<div id=root>");
      }
      const unknown = await app.request("/no/such/page");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("<div id=root>");
      const file = await app.request("/robots.txt");
      expect(await file.text()).toContain("User-agent");
    });

    it("answers unknown API routes and bad JSON with JSON errors, never a stack trace", async () => {
      const app = use();
      const missing = await app.request("/api/nope");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such API route" } });

      const user = await app.signUp();
      const broken = await app.request("/api/organizations", {
        method: "POST",
        body: "{not json",
        headers: { "content-type": "application/json" },
        token: user.token,
      });
      expect(broken.status).toBe(400);
      const body = (await broken.json()) as ErrorBody;
      expect(body.error.code).toBe("BAD_REQUEST");
      expect(body.error.message).toMatch(/JSON/);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    });

    it("refuses API writes sent from another origin", async () => {
      const app = use();
      const user = await app.signUp();
      const response = await app.request("/api/organizations", {
        method: "POST",
        json: { name: "Sneaky" },
        token: user.token,
        headers: { origin: `http://shop.${app.env.siteDomain}` },
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    });

    it("routes site and preview hosts away from the app", async () => {
      const app = use();
      const site = await app.request("/", { headers: { host: `bakery.${app.env.siteDomain}` } });
      expect(site.status).toBe(404);
      expect(await site.text()).toContain("Site not found");
      expect(site.headers.get("set-cookie")).toBeNull();
      const siteApi = await app.request("/api/health", { headers: { host: `bakery.${app.env.siteDomain}` } });
      expect(siteApi.status).toBe(404);
      const preview = await app.request("/", { headers: { host: new URL(app.env.previewOrigin).host } });
      expect(preview.status).toBe(404);
      expect(await preview.text()).toContain("Preview not available");
    });

    it("serves the OpenAPI document and the public config", async () => {
      const app = use();
      const openapi = (await (await app.request("/api/openapi.json")).json()) as { openapi: string; paths: object };
      expect(openapi.openapi).toBe("3.1.0");
      expect(Object.keys(openapi.paths)).toContain("/api/organizations");
      const config = await (await app.request("/api/config")).json();
      expect(config).toEqual({
        googleEnabled: false,
        siteDomain: "localhost:3000",
        previewOrigin: "http://preview.localhost:3000",
        gaMeasurementId: null,
        aiCopy: false,
      });
    });
  },
  { WEB_DIST: webDist },
);
