// HAProxy in front of a test cluster: Debian's haproxy, in the foreground, with a configuration written
// to a temporary folder. Round-robin over the app processes, each request balanced on its own, and every
// answer says which process gave it (X-Served-By), so a test can see consecutive requests move around.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const HAPROXY = "/usr/sbin/haproxy";

/** The answer header naming the backend server (the app process) that answered. */
export const SERVED_BY = "x-served-by";

export type BalancerConfig = {
  /** The loopback port the balancer listens on. */
  port: number;
  /** The app processes, by name and loopback port. */
  servers: { name: string; port: number }[];
  /** The Host header the health check sends: the app's own host (a process answers other hosts as sites). */
  appHost: string;
};

/**
 * The configuration: HTTP mode, round-robin, X-Forwarded-For appended (the app trusts it), a health check
 * on `/api/health` twice a second so a killed process leaves the rotation quickly (liveness, not readiness:
 * a slow shared bucket would fail every process's readiness at once and empty the rotation), and a failed connection
 * retried on another process, so a process that dies loses no request that never reached it.
 */
export function haproxyConfig({ port, servers, appHost }: BalancerConfig): string {
  return [
    "global",
    "  maxconn 512",
    "",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch",
    "  retries 2",
    "  retry-on conn-failure",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-request 10s",
    "",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  default_backend app",
    "",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    `  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host ${appHost}`,
    "  http-check expect status 200",
    "  default-server check inter 500ms fall 1 rise 1",
    `  http-response set-header X-Served-By %s`,
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    "",
  ].join("\n");
}

export type Balancer = {
  url: string;
  /** HAProxy's own process: a benchmark reads the CPU it uses. */
  process: ChildProcess;
  close: () => Promise<void>;
};

/** Writes the configuration and starts HAProxy; resolves once it accepts connections on `port`. */
export async function startBalancer(config: BalancerConfig): Promise<Balancer> {
  if (!existsSync(HAPROXY)) {
    throw new Error(`The scale-out tests need HAProxy at ${HAPROXY}: run  apt-get install -y haproxy  (npm test does)`);
  }
  const folder = mkdtempSync(join(tmpdir(), "webcraft-haproxy-"));
  const file = join(folder, "haproxy.cfg");
  writeFileSync(file, haproxyConfig(config));
  const child = spawn(HAPROXY, ["-f", file, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForPort(config.port, child, () => output);
  return {
    url: `http://127.0.0.1:${config.port}`,
    process: child,
    close: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${output()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`HAProxy did not listen on ${port}: ${output()}`);
}
