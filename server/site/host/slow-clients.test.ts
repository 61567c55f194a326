import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithSite } from "../../test/publishing";
import { buildLiveSite } from "./live-site";
import { hostClassifier } from "./origins";
import { describeServed, exchange } from "./served";
import { createSiteCache } from "./site-cache";
import { createSiteFront } from "./site-front";
import { siteHosting } from "./site-host";
import type { HostingTimeouts } from "./timeouts";

const ORIGINS = {
  appOrigin: "http://localhost:3000",
  previewOrigin: "http://preview.localhost:3000",
  siteDomain: "localhost:3000",
};
const SHOP = "shop.localhost:3000";
const BIG_FILE_BYTES = 1024 * 1024;

/** A site cache holding one site in memory ("shop": a page and a 1 MB file), as the front's would. */
function shopCache() {
  const row = (path: string, content: Buffer) => ({
    path,
    content_type: "application/octet-stream",
    etag: path,
    content,
    gzip: null,
    br: null,
  });
  const site = buildLiveSite({
    siteId: "shop",
    deploymentId: "d1",
    pages: "[]",
    files: [row("index.html", Buffer.from("<p>Shop</p>")), row("big.bin", Buffer.alloc(BIG_FILE_BYTES, 7))],
  });
  const source = {
    liveVersion: async () => ({ deploymentId: "d1", primaryHost: null, accessVersion: null }),
    load: async (slug: string) => (slug === "shop" ? site : null),
    domain: async () => null,
    media: async () => null,
    blob: async () => null,
  };
  return createSiteCache(source, { revalidateMs: 3_600_000 });
}

/** A client connection that records what it receives and when the server closes it. */
async function client(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const state = { received: Buffer.alloc(0), closed: false };
  socket.on("data", (chunk: Buffer) => {
    state.received = Buffer.concat([state.received, chunk]);
  });
  socket.on("error", () => undefined);
  socket.on("close", () => {
    state.closed = true;
  });
  await new Promise((resolve) => socket.once("connect", resolve));
  return { socket, state, text: () => state.received.toString("latin1") };
}

/** Sends `head` a byte every 50 ms until the server closes the connection; answers how many bytes went out. */
async function drip(connection: Awaited<ReturnType<typeof client>>, head: string): Promise<number> {
  let sent = 0;
  while (sent < head.length && !connection.state.closed) {
    connection.socket.write(head[sent] as string);
    sent++;
    await sleep(50);
  }
  return sent;
}

describe("the site front's limits, on its own clock", () => {
  let clock = 1_000_000;
  let front: ReturnType<typeof createSiteFront>;
  let port = 0;
  const limits: Partial<HostingTimeouts> = { headMs: 1_000, keepAliveMs: 1_000, stalledWriteMs: 1_000, sweepMs: 5 };
  beforeAll(async () => {
    front = createSiteFront({
      classify: hostClassifier(ORIGINS),
      cache: shopCache(),
      hosting: siteHosting(ORIGINS, Buffer.alloc(32), []),
      handOver: (socket) => socket.destroy(),
      timeouts: limits,
      now: () => clock,
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    const address = front.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => front.stop());

  it("counts a head's deadline from the connection's start, however recently a byte came", async () => {
    const dripping = await client(port);
    dripping.socket.write("GET / HTTP/1.1\r\n");
    clock += 900;
    dripping.socket.write("Host: shop.");
    // Many sweeps later, 900 ms after the start on the front's clock: still reading.
    await sleep(100);
    expect(dripping.state.closed).toBe(false);
    clock += 200;
    dripping.socket.write("l");
    await expect.poll(() => dripping.state.closed).toBe(true);
    expect(dripping.text()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("closes a kept-alive connection that sends no next request, and one that never sends", async () => {
    const kept = await client(port);
    const silent = await client(port);
    kept.socket.write(`GET / HTTP/1.1\r\nHost: ${SHOP}\r\n\r\n`);
    await expect.poll(() => kept.text()).toContain("<p>Shop</p>");
    await sleep(50);
    expect([kept.state.closed, silent.state.closed]).toEqual([false, false]);
    clock += 1_001;
    await expect.poll(() => [kept.state.closed, silent.state.closed]).toEqual([true, true]);
    expect(kept.text().match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(silent.text()).toBe("");
  });

  it("drops a client that stops reading its answers", async () => {
    const reader = await client(port);
    reader.socket.pause();
    reader.socket.write(`GET /big.bin HTTP/1.1\r\nHost: ${SHOP}\r\n\r\n`.repeat(40));
    await sleep(200);
    clock += 1_001;
    reader.socket.resume();
    await expect.poll(() => reader.state.closed, { timeout: 10_000 }).toBe(true);
    expect(reader.state.received.length).toBeLessThan(40 * BIG_FILE_BYTES);
  });
});

describeServed(
  "slow clients",
  (use, served) => {
    async function publishedHost() {
      const owner = await ownerWithSite(use());
      await owner.publish();
      return { owner, host: `${owner.site.slug}.${use().env.siteDomain}` };
    }

    it("cuts off a head dripped a byte at a time (the deadline is not renewed by each byte)", async () => {
      const { host } = await publishedHost();
      const head = `GET / HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n\r\n`;
      const dripping = await client(served().port);
      const sent = await drip(dripping, head);
      await expect.poll(() => dripping.state.closed).toBe(true);
      expect(sent).toBeLessThan(head.length);
      expect(dripping.text()).not.toContain(" 200 ");
    });

    it("cuts off a head dripped after an app request on the same connection", async () => {
      // With the front, the first request hands the connection to the server: Node's own limits apply there.
      const appHost = new URL(use().env.appOrigin).host;
      const kept = await client(served().port);
      kept.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${appHost}\r\n\r\n`);
      await expect.poll(() => kept.text()).toContain('{"ok":true}');
      const head = `GET /api/health HTTP/1.1\r\nHost: ${appHost}\r\nAccept: application/json\r\n\r\n`;
      const sent = await drip(kept, head);
      await expect.poll(() => kept.state.closed).toBe(true);
      expect(sent).toBeLessThan(head.length);
      expect(kept.text().match(/HTTP\/1\.1 200/g)).toHaveLength(1);
    });

    it("closes a kept-alive connection that sends no next request", async () => {
      const { host } = await publishedHost();
      const kept = await exchange(served().port, `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, [false, false], 5_000);
      expect(kept.responses.map((response) => response.status)).toEqual([200]);
      expect(kept.closed).toBe(true);
    });

    it("drops a client that stops reading its answers", async () => {
      const { owner, host } = await publishedHost();
      // The React chunk the starter site preloads: large enough to fill the socket buffers quickly.
      const page = await (await owner.app.app.request(`http://${host}/`, { headers: { host } })).text();
      const script = /<link rel="modulepreload" href="([^"]+)"/.exec(page)?.[1] ?? "";
      const reader = await client(served().port);
      reader.socket.pause();
      reader.socket.write(`GET ${script} HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(150));
      await sleep(1_500);
      reader.socket.resume();
      await expect.poll(() => reader.state.closed, { timeout: 10_000 }).toBe(true);
      expect(reader.text().match(/HTTP\/1\.1 200/g)?.length ?? 0).toBeLessThan(150);
    });
  },
  { headMs: 600, keepAliveMs: 300, stalledWriteMs: 300, sweepMs: 50 },
);
