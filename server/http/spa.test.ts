import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/vite-precompress";
import { spaRoutes } from "./spa";

const INDEX_HTML = `<!doctype html><html><head><title>Webcraft</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(10)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export function greet(name) { return "Hello, " + name; }\n`.repeat(200);
const HASHED_SCRIPT = "/assets/index-a1b2c3d4.js";

let dist: string;
let app: ReturnType<typeof spaRoutes>;

/** A small build as `npm run build:web` writes it: compressed copies from the same plugin. */
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "webcraft-spa-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX_HTML);
  writeFileSync(join(dist, HASHED_SCRIPT), SCRIPT);
  writeFileSync(join(dist, `${HASHED_SCRIPT}.map`), JSON.stringify({ mappings: "A".repeat(4000) }));
  writeFileSync(join(dist, "assets/logo-a1b2c3d4.png"), Buffer.alloc(4000, 7));
  writeFileSync(join(dist, "theme-init.js"), "document.documentElement.classList.add('light');\n");
  await precompressDir(dist);
  app = spaRoutes(dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

function get(path: string, acceptEncoding?: string, init: { method?: string; etag?: string } = {}) {
  const headers: Record<string, string> = {};
  if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
  if (init.etag) headers["if-none-match"] = init.etag;
  return app.request(path, { method: init.method ?? "GET", headers });
}

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("the built SPA's files", () => {
  it("are written compressed beside the originals, but not source maps, images or tiny scripts", () => {
    // index.html, under 1 KB here, is compressed all the same: every screen starts with it.
    expect(INDEX_HTML.length).toBeLessThan(1024);
    expect(existsSync(join(dist, `${HASHED_SCRIPT}.br`))).toBe(true);
    expect(existsSync(join(dist, `${HASHED_SCRIPT}.gz`))).toBe(true);
    expect(existsSync(join(dist, "index.html.br"))).toBe(true);
    expect(existsSync(join(dist, `${HASHED_SCRIPT}.map.br`))).toBe(false);
    expect(existsSync(join(dist, "assets/logo-a1b2c3d4.png.br"))).toBe(false);
    expect(existsSync(join(dist, "theme-init.js.br"))).toBe(false);
  });

  it("are answered in brotli when the browser accepts it, cached for a year when hashed", async () => {
    const response = await get(HASHED_SCRIPT, "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await bytes(response);
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("are answered in gzip to a client that accepts only gzip, or refuses brotli", async () => {
    for (const header of ["gzip", "br;q=0, gzip;q=0.5"]) {
      const response = await get(HASHED_SCRIPT, header);
      expect(response.headers.get("content-encoding"), header).toBe("gzip");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(gunzipSync(await bytes(response)).toString()).toBe(SCRIPT);
    }
  });

  it("are answered as they are to a client that accepts no encoding we hold", async () => {
    for (const header of [undefined, "", "identity", "br;q=0", "deflate"]) {
      const response = await get(HASHED_SCRIPT, header);
      expect(response.headers.get("content-encoding"), header).toBeNull();
      // The plain answer varies too, so a shared cache never hands it to a client that asked for brotli.
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-length")).toBe(String(SCRIPT.length));
      expect((await bytes(response)).toString()).toBe(SCRIPT);
    }
  });

  it("answer HEAD with the headers of the chosen form and no body", async () => {
    const get_ = await get(HASHED_SCRIPT, "br");
    const head = await get(HASHED_SCRIPT, "br", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.headers.get("content-length")).toBe(get_.headers.get("content-length"));
    expect(head.headers.get("etag")).toBe(get_.headers.get("etag"));
    expect((await bytes(head)).length).toBe(0);
  });

  it("answer 304 when the client's copy is current, whichever form it holds", async () => {
    const etag = (await get(HASHED_SCRIPT, "br")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-br"$/);
    for (const header of ["br", "gzip", undefined]) {
      const response = await get(HASHED_SCRIPT, header, { etag });
      expect(response.status, header).toBe(304);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect((await bytes(response)).length).toBe(0);
    }
    expect((await get(HASHED_SCRIPT, "br", { etag: '"other"' })).status).toBe(200);
  });

  it("keep files with no compressed copy as they are, without Vary", async () => {
    const image = await get("/assets/logo-a1b2c3d4.png", "br, gzip");
    expect(image.headers.get("content-encoding")).toBeNull();
    expect(image.headers.get("vary")).toBeNull();
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const tiny = await get("/theme-init.js", "br, gzip");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    // Not hashed: the browser checks it is current before each use.
    expect(tiny.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("index.html", () => {
  it("answers every screen compressed, with 200 for app paths and 404 for unknown ones", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/admin/sites", 200],
      ["/signin", 200],
      ["/no/such/page", 404],
      ["/assets/missing-a1b2c3d4.js", 404],
    ] as const) {
      const response = await get(path, "gzip, deflate, br");
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-encoding"), path).toBe("br");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(brotliDecompressSync(await bytes(response)).toString(), path).toBe(INDEX_HTML);
    }
    const plain = await get("/admin/sites");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(INDEX_HTML);
  });

  it("answers 304 for a current copy of an app path, never in place of a 404", async () => {
    const etag = (await get("/admin/sites", "gzip")).headers.get("etag") ?? "";
    expect((await get("/admin/sites", "gzip", { etag })).status).toBe(304);
    expect((await get("/no/such/page", "gzip", { etag })).status).toBe(404);
  });

  it("is replaced by a plain 503 while the app is not built", async () => {
    const empty = mkdtempSync(join(tmpdir(), "webcraft-spa-empty-"));
    try {
      const response = await spaRoutes(empty).request("/admin/sites");
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
