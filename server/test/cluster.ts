// A test kit for many processes: N built servers (dist/server/main.js, each forking its site front) on one
// fresh PostgreSQL database and one S3-protocol server, with HAProxy round-robin in front. Every process
// has its own data folder and port and shares the installation's secret, origins and bucket. A test
// reaches the balancer or one process directly, kills a process as a crash would and starts it again.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { freshDatabase, type TestDatabase } from "./databases";
import { type Balancer, startBalancer } from "./haproxy";
import { type HttpAnswer, type HttpInit, httpCall } from "./http-call";
import { startS3Server, type TestS3Server } from "./s3-server";
import { startServerProcess } from "./server-process";

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
/** Where a request goes: through the balancer, or straight to the process of that index. */
export type Target = "balancer" | number;

/** A port the system has free now, on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server the processes run: `npm test` builds it before the tests. */
function builtMain(): string {
  const main = join(process.cwd(), process.env.WEBCRAFT_CHILD_BUNDLES ?? "dist/server", "main.js");
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build it with  node scripts/on-node.mjs node scripts/build-server.mjs`);
  }
  return main;
}

export async function startCluster({ size = 3 }: { size?: number } = {}) {
  const main = builtMain();
  const ports = await Promise.all(Array.from({ length: size + 1 }, freePort));
  const balancerPort = ports[0] as number;
  const processPorts = ports.slice(1);
  const appHost = `localhost:${balancerPort}`;
  const appOrigin = `http://${appHost}`;
  const siteDomain = appHost;
  const previewOrigin = `http://preview.${appHost}`;
  const opened: { close: () => Promise<void> }[] = [];
  let database: TestDatabase | undefined;
  let s3: TestS3Server | undefined;
  let balancer: Balancer | undefined;

  const closeAll = async () => {
    // The processes first (each waits for its children), then what they used.
    const closed = await Promise.allSettled(opened.map((item) => item.close()));
    await balancer?.close();
    await s3?.close();
    await database?.drop();
    const failed = closed.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  };

  try {
    [database, s3] = await Promise.all([freshDatabase("postgres"), startS3Server({ bucket: "webcraft-cluster" })]);
    const shared = {
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      S3_URL: s3.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      APP_ORIGIN: appOrigin,
      PREVIEW_ORIGIN: previewOrigin,
      SITE_DOMAIN: siteDomain,
      // The test client stands for a CDN in front of HAProxy: it names the visitor in X-Forwarded-For, and
      // HAProxy appends the address it saw. Two proxies of ours, so each test can be a caller of its own.
      TRUST_PROXY: "true",
      TRUST_PROXY_HOPS: "2",
      MAIL_SMTP: "off",
      WEB_DIST: "dist/web",
    };
    const dataRoot = database.dataDir;
    const processes = processPorts.map((port, index) => {
      const server = startServerProcess({
        name: `app${index + 1}`,
        main,
        port,
        appHost,
        env: { ...shared, PORT: String(port), DATA_DIR: mkdtempSync(join(dataRoot, `app${index + 1}-`)) },
      });
      opened.push(server);
      return server;
    });
    // All at once, as a deployment starts its replicas: migrations take turns under their lock.
    await Promise.all(processes.map((server) => server.ready));
    balancer = await startBalancer({
      port: balancerPort,
      servers: processes.map((server) => ({ name: server.name, port: server.port })),
      appHost,
    });

    const portOf = (target: Target): number => {
      if (target === "balancer") return balancerPort;
      const server = processes[target];
      if (!server) throw new Error(`no process ${target}`);
      return server.port;
    };

    return {
      appOrigin,
      appHost,
      siteDomain,
      previewOrigin,
      databaseUrl: database.url,
      processes,
      /** A request to the app's host (or `init.host`), through the balancer or to one process. */
      call(target: Target, path: string, init: Partial<HttpInit> = {}): Promise<HttpAnswer> {
        return httpCall(portOf(target), path, { ...init, host: init.host ?? appHost });
      },
      /** The host a published site answers on. */
      siteHost: (slug: string) => `${slug}.${siteDomain}`,
      portOf,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
