import { createServer, type Server as HttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import type { Env } from "../../env";
import type { Metrics } from "../../metrics/metrics";
import type { SiteWing } from "../site-wing";
import type { VisitRecorder } from "../visits/visit-recorder";
import { startSiteFront } from "./front-process";
import { siteAccessKey } from "./site-access";
import { HOSTING_TIMEOUTS, type HostingTimeouts } from "./timeouts";

type Fetch = (request: Request) => Response | Promise<Response>;
type Listen = { port: number; host?: string };

/** The port could not be listened on (in use, not allowed); the message says which and why. */
export class ListenError extends Error {}

/**
 * The server. With the site front (the default), its process owns the port and answers published sites
 * from memory; every other connection reaches the app through Node's HTTP server and Hono in this
 * process. With `SITE_FRONT=off` that HTTP server listens itself and the app answers every host.
 * Await `ready` for the port. `timeouts` are for tests; the server runs with `HOSTING_TIMEOUTS`.
 */
type ServerDeps = {
  env: Env;
  db: Db;
  blobs: BlobStore;
  site: Pick<SiteWing, "parts" | "changes">;
  visits: VisitRecorder;
  metrics: Pick<Metrics, "siteCache">;
};

export function startProcessServer(
  deps: ServerDeps,
  fetch: Fetch,
  listen: Listen,
  timeouts?: Partial<HostingTimeouts>,
) {
  const limits = { ...HOSTING_TIMEOUTS, ...timeouts };
  // The same limits as the front's, for connections handed over and for SITE_FRONT=off: a head must be
  // whole within headMs of the connection (or of its previous answer), and Node checks every sweepMs.
  const app = createServer(
    {
      headersTimeout: limits.headMs,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.sweepMs,
    },
    getRequestListener(fetch),
  );
  // A connection silent this long (a client that stopped reading its answer) is dropped.
  app.setTimeout(limits.stalledWriteMs);
  const { env, db, blobs, site } = deps;
  if (!env.siteFront) return listenPlain(app, listen);
  const config = {
    ...listen,
    appOrigin: env.appOrigin,
    previewOrigin: env.previewOrigin,
    siteDomain: env.siteDomain,
    timeouts: limits,
    proxy: { trust: env.trustProxy, hops: env.trustProxyHops },
  };
  const accessKey = siteAccessKey(env.authSecret);
  return startSiteFront({
    config,
    db,
    blobs,
    posts: site.parts.posts,
    siteChanges: site.changes,
    app,
    accessKey,
    visits: deps.visits,
    metrics: deps.metrics,
  });
}

/** SITE_FRONT=off: the app's HTTP server listens on the port itself, with the same interface as the front's. */
function listenPlain(app: HttpServer, { port, host }: Listen) {
  const ready = new Promise<number>((resolve, reject) => {
    app.once("error", (error: NodeJS.ErrnoException) => {
      const reason = error.code === "EADDRINUSE" ? "it is in use" : error.message;
      reject(new ListenError(`cannot listen on port ${port}: ${reason}`));
    });
    app.listen(port, host, () => {
      const address = app.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
  return {
    ready,
    /** Stops listening, then ends the connections as their requests finish. */
    async close(): Promise<void> {
      if (!app.listening) return;
      const closed = new Promise((resolve) => app.close(resolve));
      const idle = setInterval(() => app.closeIdleConnections(), 50);
      app.closeIdleConnections();
      await closed;
      clearInterval(idle);
    },
    /** No front process in this mode. */
    pid: undefined as number | undefined,
    /** The app counts the visits itself in this mode (`deps.visits.flush`). */
    flushVisits: () => Promise.resolve(),
  };
}
