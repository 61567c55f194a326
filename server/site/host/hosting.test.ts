import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";
import { describeServed, exchange, visitOver } from "./served";

/** The page's HTML without the markers React's server renderer puts between text parts. */
async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

function scriptOf(html: string): string {
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error("the page has no module script");
  return src;
}

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

describeServed("site hosting", (use, served) => {
  /** A visitor's request to a site host, over HTTP to the real server. */
  const visit = (app: TestApp, slug: string, path: string, init: RequestInit = {}) =>
    visitOver(served().port, `${slug}.${app.env.siteDomain}`, path, init);

  // The starter site, published once for the tests that only read it (a publish is a build); the tests
  // that change a site make their own.
  let published: Owner;
  beforeAll(async () => {
    published = await ownerWithSite(use(), "Corner Bakery");
    await published.publish();
  });

  it("serves the live deployment: pages by route, hashed assets, the 404 page, HEAD", async () => {
    const { app, site } = published;

    const home = await visit(app, site.slug, "/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(home.headers.get("cache-control")).toBe("no-cache");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect(home.headers.get("content-security-policy")).toBeNull();
    const html = await home.text();
    expect(html.replaceAll("<!-- -->", "")).toContain("Welcome to Corner Bakery");

    const about = await visit(app, site.slug, "/about");
    expect(await textOf(about)).toContain("About Corner Bakery");
    expect((await visit(app, site.slug, "/about/")).status).toBe(200);
    expect((await visit(app, site.slug, "/about?utm=x")).status).toBe(200);

    const script = await visit(app, site.slug, scriptOf(html));
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const missing = await visit(app, site.slug, "/no/such/page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");

    const head = await visit(app, site.slug, "/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(head.headers.get("etag")).toBe(home.headers.get("etag"));

    const post = await visit(app, site.slug, "/", { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("revalidates HTML with its ETag and compresses with brotli or gzip as the client asks", async () => {
    const { app, site } = published;
    const plain = await visit(app, site.slug, "/");
    const body = Buffer.from(await plain.arrayBuffer());
    const etag = plain.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await visit(app, site.slug, "/", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const changed = await visit(app, site.slug, "/", { headers: { "if-none-match": '"something-else"' } });
    expect(changed.status).toBe(200);

    const br = await visit(app, site.slug, "/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(body)).toBe(true);
    const brEtag = br.headers.get("etag") ?? "";
    expect(brEtag).not.toBe(etag);
    const brAgain = await visit(app, site.slug, "/", {
      headers: { "accept-encoding": "br", "if-none-match": brEtag },
    });
    expect(brAgain.status).toBe(304);

    const gzip = await visit(app, site.slug, "/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(body)).toBe(true);
    expect(Number(gzip.headers.get("content-length"))).toBeLessThan(body.length);

    const refused = await visit(app, site.slug, "/", { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("answers byte ranges of the unencoded file, honouring If-Range, and 416 past the end", async () => {
    const { app, site } = published;
    const html = await (await visit(app, site.slug, "/")).text();
    const path = scriptOf(html);
    const whole = await visit(app, site.slug, path);
    const bytes = Buffer.from(await whole.arrayBuffer());
    const etag = whole.headers.get("etag") ?? "";
    expect(whole.headers.get("accept-ranges")).toBe("bytes");

    const first = await visit(app, site.slug, path, { headers: { range: "bytes=0-9", "accept-encoding": "br" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-9/${bytes.length}`);
    expect(first.headers.get("content-length")).toBe("10");
    expect(first.headers.get("content-encoding")).toBeNull();
    expect(first.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);

    const tail = await visit(app, site.slug, path, { headers: { range: "bytes=-7", "if-range": etag } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-7))).toBe(true);

    const stale = await visit(app, site.slug, path, { headers: { range: "bytes=0-9", "if-range": '"old"' } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(bytes)).toBe(true);

    const several = await visit(app, site.slug, path, { headers: { range: "bytes=0-1,4-5" } });
    expect(several.status).toBe(200);

    const past = await visit(app, site.slug, path, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(await past.text()).toBe("");

    const head = await visit(app, site.slug, path, { method: "HEAD", headers: { range: "bytes=0-9" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    const cached = await visit(app, site.slug, path, { headers: { range: "bytes=0-9", "if-none-match": etag } });
    expect(cached.status).toBe(304);
  });

  it("never sets a cookie and ignores the app's cookies", async () => {
    const { app, site, user } = published;
    const cookie = `better-auth.session_token=${user.token}`;
    for (const path of ["/", "/about", "/missing", "/favicon.ico"]) {
      const response = await visit(app, site.slug, path, { headers: { cookie } });
      expect(response.headers.get("set-cookie"), path).toBeNull();
      expect(response.status, path).not.toBe(500);
    }
    // Not even the API answers on a site host, whatever the cookie.
    const api = await visit(app, site.slug, "/api/sites", {
      headers: { cookie, authorization: `Bearer ${user.token}` },
    });
    expect(api.status).toBe(404);
    expect(await api.text()).toContain("Page not found");
  });

  it("answers a friendly 404 for unknown and unpublished sites", async () => {
    const owner = await ownerWithSite(use(), "Not yet");
    for (const slug of [owner.site.slug, "no-such-site-here"]) {
      const response = await visit(owner.app, slug, "/");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("Site not found");
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("serves nested pages and the site's own 404 page", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    await api.createFile(site.id, {
      full_path: "pages/blog/MyPost.jsx",
      content: "export default function MyPost() { return <h1>Fresh loaves every morning</h1>; }\n",
    });
    await api.createFile(site.id, {
      full_path: "pages/404.jsx",
      content: "export default function NotFound() { return <h1>Lost in the bakery</h1>; }\n",
    });
    await owner.publish();
    const post = await visit(app, site.slug, "/blog/my-post");
    expect(post.status).toBe(200);
    expect(await textOf(post)).toContain("Fresh loaves every morning");
    const missing = await visit(app, site.slug, "/blog/nothing");
    expect(missing.status).toBe(404);
    expect(await textOf(missing)).toContain("Lost in the bakery");
  });

  it("answers hosts that are none of ours with a plain 404, and still serves the app's", async () => {
    const { app, site } = published;
    const domain = app.env.siteDomain;
    const foreign = ["evil.example", `x.${site.slug}.${domain}`, `${site.slug}.evil.example:3000`, "localhost"];
    for (const host of foreign) {
      for (const path of ["/", "/api/health", "/api/auth/get-session"]) {
        // A loopback name answers the machine's own probes, liveness among them (below), and nothing else.
        if (host === "localhost" && path === "/api/health") continue;
        const response = await visitOver(served().port, host, path);
        expect(response.status, `${host}${path}`).toBe(404);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(response.headers.get("content-security-policy")).toBeNull();
        expect(await response.text()).toBe("Not Found: this server does not serve that host.\n");
      }
      const post = await visitOver(served().port, host, "/api/organizations", { method: "POST", body: "{}" });
      expect(post.status, host).toBe(404);
    }
    expect((await visitOver(served().port, "localhost", "/api/health")).status).toBe(200);
    // An orchestrator's or a scraper's probe names the process by its address: the probes answer, nothing else.
    expect((await visitOver(served().port, "10.0.0.7:3000", "/api/health")).status).toBe(200);
    expect((await visitOver(served().port, "10.0.0.7:3000", "/")).status).toBe(404);
    // An absolute-form target names the host the app would see as its URL: it must be ours too.
    const absolute = await exchange(
      served().port,
      `GET http://evil.example/api/health HTTP/1.1\r\nHost: ${new URL(app.env.appOrigin).host}\r\n\r\n`,
      [false],
    );
    expect(absolute.responses[0]?.status).toBe(404);

    const appHost = new URL(app.env.appOrigin).host;
    const port = new URL(app.env.appOrigin).port;
    for (const host of [appHost, appHost.toUpperCase(), `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await visitOver(served().port, host, "/api/health")).status, host).toBe(200);
    }
    expect((await visit(app, site.slug, "/")).status).toBe(200);
    const preview = await visitOver(served().port, new URL(app.env.previewOrigin).host, "/");
    expect(await preview.text()).toContain("Preview not available");
  });

  it("answers unknown hosts with the same 404 when the app is called in-process", async () => {
    const app = use();
    expect((await app.request("/api/health")).status).toBe(200);
    const named = await app.request("/api/health", { headers: { host: "evil.example" } });
    expect(named.status).toBe(404);
    expect(await named.text()).toContain("does not serve that host");
    // Without a Host header the URL's host counts.
    expect((await app.app.request("http://evil.example/api/health")).status).toBe(404);
    expect((await app.app.request(`${app.env.appOrigin}/api/health`)).status).toBe(200);
  });

  it("follows a new slug at once and stops serving a deleted site", async () => {
    const owner = await ownerWithSite(use());
    const { app, api, site } = owner;
    const { deployment_id } = await owner.publish();
    expect((await visit(app, site.slug, "/")).status).toBe(200);

    const slug = `moved-${site.slug}`.slice(0, 40);
    expect((await api.call("PATCH", `/api/sites/${site.id}`, { slug })).status).toBe(200);
    // The old address redirects to the new one (docs/product.md#a-slug-change).
    expect((await visit(app, site.slug, "/")).status).toBe(301);
    expect((await visit(app, slug, "/")).status).toBe(200);

    expect((await api.call("DELETE", `/api/sites/${site.id}`)).status).toBe(204);
    expect((await visit(app, site.slug, "/")).status).toBe(404);
    const gone = await visit(app, slug, "/");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Site not found");
    const db = app.deps.db.kysely;
    expect(await db.selectFrom("deployments").select("id").where("site_id", "=", site.id).execute()).toEqual([]);
    const files = db.selectFrom("deployment_files").select("path").where("deployment_id", "=", deployment_id);
    expect(await files.execute()).toEqual([]);
    const sources = db.selectFrom("deployment_sources").select("full_path").where("deployment_id", "=", deployment_id);
    expect(await sources.execute()).toEqual([]);
  });
});
