import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { ownerWithSite, visit } from "../../test/publishing";
import { allowConsoleError } from "../../test/setup";
import type { TestApp } from "../../test/test-app";
import { describeServed, exchange, type RawResponse } from "./served";

describeServed("the listening socket", (use, served, mode) => {
  async function published(app: TestApp) {
    const owner = await ownerWithSite(app);
    await owner.publish();
    return { ...owner, host: `${owner.site.slug}.${app.env.siteDomain}` };
  }

  it("answers pipelined GET and HEAD on one kept-alive connection, like the app's site host", async () => {
    const app = use();
    const { host, site } = await published(app);
    const expected = Buffer.from(await (await visit(app, site.slug, "/about")).arrayBuffer());
    const request = (method: string, path: string, extra = "") =>
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra}\r\n`;
    const { responses, closed } = await exchange(
      served().port,
      request("GET", "/about") + request("HEAD", "/about") + request("GET", "/missing", "Cookie: session=abc\r\n"),
      [false, true, false],
    );
    expect(closed).toBe(false);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 404]);
    const [get, head, missing] = responses as [RawResponse, RawResponse, RawResponse];
    expect(get.body.equals(expected)).toBe(true);
    expect(get.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(get.headers.date).toMatch(/GMT$/);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(expected.length));
    expect(missing.headers["set-cookie"]).toBeUndefined();

    const etag = get.headers.etag ?? "";
    const again = await exchange(
      served().port,
      request("GET", "/about?x=1", `If-None-Match: ${etag}\r\nAccept-Encoding: br\r\n`),
      [false],
    );
    expect(again.responses[0]?.status).toBe(304);
    // A large file (the React chunk the page preloads) goes out as head plus body; HEAD gets the head alone.
    const script = /<link rel="modulepreload" href="([^"]+)"/.exec(expected.toString())?.[1] ?? "";
    const large = await exchange(
      served().port,
      request("GET", script) + request("HEAD", script) + request("GET", "/about"),
      [false, true, false],
    );
    expect(large.responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(large.responses[0]?.body.length).toBeGreaterThan(64 * 1024);
    expect(large.responses[0]?.body.length).toBe(Number(large.responses[1]?.headers["content-length"]));
    expect(large.responses[2]?.body.equals(expected)).toBe(true);

    // A byte range of the large file, pipelined with a whole page: each answer is framed by its own length.
    const ranged = await exchange(
      served().port,
      request("GET", script, "Range: bytes=100-65635\r\n") + request("GET", "/about", "Range: bytes=-5\r\n"),
      [false, false],
    );
    expect(ranged.responses.map((r) => r.status)).toEqual([206, 206]);
    expect(ranged.responses[0]?.body.equals(large.responses[0]?.body.subarray(100, 65636) ?? Buffer.alloc(0))).toBe(
      true,
    );
    expect(ranged.responses[1]?.headers["content-range"]).toBe(
      `bytes ${expected.length - 5}-${expected.length - 1}/${expected.length}`,
    );
    expect(ranged.responses[1]?.body.equals(expected.subarray(-5))).toBe(true);

    const br = await exchange(served().port, request("GET", "/about", "Accept-Encoding: gzip, br\r\n"), [false]);
    expect(br.responses[0]?.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.responses[0]?.body ?? Buffer.alloc(0)).equals(expected)).toBe(true);
  });

  it("closes when asked to, and for HTTP/1.0 without keep-alive", async () => {
    const { host } = await published(use());
    const close = await exchange(served().port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, [
      false,
    ]);
    expect(close.responses[0]?.status).toBe(200);
    expect(close.responses[0]?.headers.connection).toBe("close");
    expect(close.closed).toBe(true);
    const old = await exchange(served().port, `GET / HTTP/1.0\r\nHost: ${host}\r\n\r\n`, [false]);
    expect(old.responses[0]?.status).toBe(200);
    expect(old.closed).toBe(true);
  });

  it("hands every other request (another host, a body, a malformed head) to the app", async () => {
    const app = use();
    const { host } = await published(app);
    const appHost = new URL(app.env.appOrigin).host;
    const mixed = await exchange(
      served().port,
      `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\nGET /api/health HTTP/1.1\r\nHost: ${appHost}\r\n\r\n`,
      [false, false],
    );
    expect(mixed.responses.map((r) => r.status)).toEqual([200, 200]);
    expect(JSON.parse(mixed.responses[1]?.body.toString() ?? "")).toEqual({ ok: true });
    expect(mixed.responses[1]?.headers["content-security-policy"]).toContain("default-src 'self'");

    // Bytes that follow on the heels of the first request reach the app too, however the reads fall.
    const health = `GET /api/health HTTP/1.1\r\nHost: ${appHost}\r\n\r\n`;
    for (let i = 0; i < 15; i++) {
      const split = await exchange(
        served().port,
        [`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, health, health],
        [false, false, false],
      );
      expect(split.responses.map((r) => r.status)).toEqual([200, 200, 200]);
      const body = await exchange(served().port, [health.slice(0, 20), health.slice(20), health], [false, false]);
      expect(body.responses.map((r) => r.status)).toEqual([200, 200]);
    }

    const post = await exchange(served().port, `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\n\r\nhi`, [
      false,
    ]);
    expect(post.responses[0]?.status).toBe(405);
    expect(post.responses[0]?.headers.allow).toBe("GET, HEAD");

    const garbage = await exchange(served().port, "HELLO THERE\r\n\r\n", [false]);
    expect(garbage.responses[0]?.status).toBe(400);
    const smuggled = await exchange(
      served().port,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX: a\n\nGET /x HTTP/1.1\r\n\r\n`,
      [false],
    );
    expect(smuggled.responses.map((r) => r.status)).toEqual([400]);
    const huge = await exchange(
      served().port,
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      [false],
    );
    expect(huge.responses[0]?.status).toBe(431);

    const unknown = await exchange(served().port, `GET / HTTP/1.1\r\nHost: nobody-here.${app.env.siteDomain}\r\n\r\n`, [
      false,
    ]);
    expect(unknown.responses[0]?.status).toBe(404);
    expect(unknown.responses[0]?.body.toString()).toContain("Site not found");
  });

  it("serves a new publish and a renamed site at once, as the server's own cache does", async () => {
    const app = use();
    const owner = await published(app);
    const get = async (host: string, path: string) =>
      (await exchange(served().port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, [false])).responses[0];
    const first = await get(owner.host, "/about");
    expect(first?.body.toString()).toContain("About");

    await owner.save("pages/About.jsx", "export default function About() { return <p>Fresh bread daily</p>; }\n");
    await owner.publish();
    expect((await get(owner.host, "/about"))?.body.toString()).toContain("Fresh bread daily");

    const renamed = await owner.api.call("PATCH", `/api/sites/${owner.site.id}`, {
      slug: `${owner.site.slug}-new`,
    });
    expect(renamed.status).toBe(200);
    // The old host sends visitors on to the new one (for 30 days: docs/product.md#a-slug-change).
    const moved = await get(owner.host, "/about");
    expect(moved?.status).toBe(301);
    expect(moved?.headers.location).toBe(`http://${owner.site.slug}-new.${app.env.siteDomain}/about`);
    expect((await get(`${owner.site.slug}-new.${app.env.siteDomain}`, "/about"))?.status).toBe(200);
  });

  // Only the front is a process of its own that can die.
  if (mode === "on")
    it("starts the front again when it dies, on the same port", async () => {
      const { host } = await published(use());
      const { server } = served();
      allowConsoleError(/the site front exited/);
      const pid = server.pid;
      expect(pid).toBeTypeOf("number");
      process.kill(pid as number, "SIGKILL");
      await expect.poll(() => server.pid !== undefined && server.pid !== pid, { timeout: 10_000 }).toBe(true);
      await expect
        .poll(
          async () =>
            (await exchange(served().port, `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, [false])).responses[0]?.status,
          {
            timeout: 10_000,
          },
        )
        .toBe(200);
    });
});
