// The site front process: owns the listening port, answers published sites from its own small heap and
// hands every other connection to the server process (docs/decisions/008-site-front-process.md).
// It never opens the database or the blob store: deployments and media come from the server over IPC.
import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import { createDailySalts, createVisitCounter, VISIT_FLUSH_MS } from "../visits/visit-counter";
import type { FrontConfig, FrontMessage, FrontQuestion, ServerMessage } from "./front-protocol";
import { hostClassifier } from "./origins";
import { createSiteCache } from "./site-cache";
import { createSiteFront } from "./site-front";
import { type SitePath, siteHosting } from "./site-host";
import { hostedSite } from "./site-source";
import { HOSTING_TIMEOUTS } from "./timeouts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Runs the front in this process, answering `paths` on every site host as the server does, and handing
 * requests under `appPrefixes` to the server.
 */
export function runSiteFront(paths: readonly SitePath[], appPrefixes: readonly string[]): void {
  const config = JSON.parse(process.argv[2] ?? "{}") as FrontConfig;
  const timeouts = { ...HOSTING_TIMEOUTS, ...config.timeouts };
  const waiting = new Map<number, (reply: ServerMessage) => void>();
  let nextId = 1;

  function send(message: FrontMessage, socket?: Socket) {
    if (!process.connected) return socket?.destroy();
    process.send?.(message, socket, (error: Error | null) => {
      if (error) socket?.destroy();
    });
  }

  /** A question to the server; a server that does not answer in time (busy, stuck database) fails it. */
  function ask(message: DistributiveOmit<FrontQuestion, "id">): Promise<ServerMessage> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the server did not answer within ${timeouts.askMs} ms`));
      }, timeouts.askMs);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        if ("error" in reply && reply.error) reject(new Error(reply.error));
        else resolve(reply);
      });
      send({ ...message, id });
    });
  }

  const cache = createSiteCache({
    async liveVersion(slug) {
      const reply = await ask({ type: "live-version", slug });
      return reply.type === "live-version" ? reply.version : null;
    },
    async load(slug) {
      const reply = await ask({ type: "deployment", slug });
      return reply.type === "deployment" ? hostedSite(reply.rows) : null;
    },
    async domain(hostname) {
      const reply = await ask({ type: "domain", hostname });
      return reply.type === "domain" ? reply.target : null;
    },
    async media(slug, address) {
      const reply = await ask({ type: "media", slug, address });
      return reply.type === "media" ? reply.target : null;
    },
    async blob(key) {
      const reply = await ask({ type: "blob", key });
      return reply.type === "blob" ? reply.bytes : null;
    },
  });

  const salts = createDailySalts(() => randomBytes(32));
  const visits = createVisitCounter({ saltFor: (day) => salts.get(day) });
  /** Site requests since the last count sent to the server, for its metrics. */
  const served = { hits: 0, misses: 0 };
  const sendCacheCounts = () => {
    if (served.hits === 0 && served.misses === 0) return;
    send({ type: "cache", ...served });
    served.hits = 0;
    served.misses = 0;
  };
  setInterval(() => {
    const batch = visits.take();
    if (batch) send({ type: "visits", batch });
    sendCacheCounts();
  }, VISIT_FLUSH_MS).unref();

  const front = createSiteFront({
    classify: hostClassifier(config),
    cache,
    // The key comes through the environment, not the command line that other users of the machine can read.
    hosting: siteHosting(config, Buffer.from(process.env.WEBCRAFT_SITE_ACCESS_KEY ?? "", "base64"), paths),
    handOver: (socket, unread) => send({ type: "connection", unread }, socket),
    appPrefixes,
    timeouts,
    visits: { count: visits.count, proxy: config.proxy ?? { trust: false, hops: 1 } },
    served: (fromMemory) => {
      if (fromMemory) served.hits += 1;
      else served.misses += 1;
    },
  });

  process.on("message", (message: ServerMessage) => {
    if (message.type === "close") {
      // The last counts go to the server before the front exits.
      front.stop().then(() => {
        if (!process.connected) process.exit(0);
        sendCacheCounts();
        process.send?.({ type: "visits", batch: visits.take() } satisfies FrontMessage, () => process.exit(0));
      });
      return;
    }
    if (message.type === "salts") {
      salts.replace(message.salts);
      return;
    }
    if (message.type === "flush-visits") {
      send({ type: "visits", batch: visits.take(), id: message.id });
      return;
    }
    if (message.type === "forget") {
      cache.forgetSite(message.siteId).then(() => send({ type: "forgotten", id: message.id }));
      return;
    }
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(message);
  });
  // Without the server there is nobody to hand connections to.
  process.on("disconnect", () => process.exit(0));

  front.on("error", (error: NodeJS.ErrnoException) => {
    const reason = error.code === "EADDRINUSE" ? "it is in use" : error.message;
    console.error(`[webcraft] cannot listen on port ${config.port}: ${reason}`);
    process.exit(1);
  });
  front.listen(config.port, config.host, () => {
    const address = front.address();
    send({ type: "listening", port: typeof address === "object" && address ? address.port : config.port });
  });
}
