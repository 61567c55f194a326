// A post delivered to 1,000 followers on 50 servers while the API keeps answering. The followers' servers
// are 50 HTTP servers on 127.0.0.2 (one port each), 20 followers on each, without shared inboxes: 1,000
// signed deliveries, each a job on the job runner. The anchor, in the same run: the API's p99 for the
// fediverse settings (GET /api/sites/{id}/federation, 4 callers at once, after a warm-up) while the app is
// idle; then the same while the deliveries run. Prints both p99s, their ratio (the target is at most
// 1.5×) and how long the 1,000 deliveries took.
// Run: npx tsx bench/fediverse-delivery.bench.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { bootBenchApp, ownerWithSite } from "./bench-app";

const SERVERS = 50;
const PER_SERVER = 20;
const CALLERS = 4;
const PORT = 39_997;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** A follower's server: takes every POST after reading it, as an inbox does, in about 10 ms. */
async function followerServer(): Promise<{ server: Server; port: number; taken: () => number }> {
  let taken = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () =>
      setTimeout(() => {
        taken++;
        response.writeHead(202).end();
      }, 10),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  return { server, port: (server.address() as { port: number }).port, taken: () => taken };
}

const extra: Record<string, string> = { FEDIVERSE_ALLOW_PRIVATE: "on", MAIL_SMTP: "off" };
if (process.env.DATABASE_URL) extra.DATABASE_URL = process.env.DATABASE_URL;
const { deps, listen } = await bootBenchApp(PORT, extra);
await listen();
const owner = await ownerWithSite(PORT, { name: "Fediverse bench" });
const turnedOn = await owner.call(
  "PUT",
  `/api/sites/${owner.site.id}/federation`,
  JSON.stringify({ enabled: true, handle: "bench" }),
  { "content-type": "application/json" },
);
if (turnedOn.status !== 200) throw new Error(`federation: ${turnedOn.status} ${turnedOn.body}`);

const servers = await Promise.all(Array.from({ length: SERVERS }, followerServer));
const now = new Date().toISOString();
const followers = servers.flatMap(({ port }) =>
  Array.from({ length: PER_SERVER }, (_, i) => {
    const actor = `http://127.0.0.2:${port}/users/u${i}`;
    return {
      ...{ id: randomUUID(), site_id: owner.site.id, actor_id: actor, handle: `@u${i}@127.0.0.2:${port}`, name: "" },
      ...{ server: "127.0.0.2", inbox: `${actor}/inbox`, shared_inbox: null, status: "accepted" as const },
      ...{ follow_id: `${actor}/follow`, unreachable_since: null, created_at: now },
    };
  }),
);
for (let i = 0; i < followers.length; i += 100) {
  await deps.db.kysely
    .insertInto("fediverse_followers")
    .values(followers.slice(i, i + 100))
    .execute();
}

/** The API's latencies for the settings, CALLERS at once, until `done()` (or `count` calls each). */
async function apiLatencies(done: () => boolean, count = Number.POSITIVE_INFINITY): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let i = 0; i < count && !done(); i++) {
        const began = performance.now();
        const answer = await owner.call("GET", `/api/sites/${owner.site.id}/federation`);
        if (answer.status !== 200) throw new Error(`settings: ${answer.status}`);
        latencies.push(performance.now() - began);
      }
    }),
  );
  return latencies;
}

// Warmed up first, so that the anchor is the idle API and not its first, unoptimised calls.
await apiLatencies(() => false, 100);
const idle = await apiLatencies(() => false, 200);
const taken = () => servers.reduce((sum, server) => sum + server.taken(), 0);
const started = performance.now();
const post = await owner.call(
  "POST",
  `/api/sites/${owner.site.id}/posts`,
  JSON.stringify({ title: "Delivered to a thousand" }),
  { "content-type": "application/json" },
);
const postId = (JSON.parse(post.body.toString("utf8")) as { id: string }).id;
await owner.call("POST", "/site/publish", JSON.stringify({ site_id: owner.site.id }), {
  "content-type": "application/json",
});
await owner.call("POST", `/api/sites/${owner.site.id}/posts/${postId}/publish`, "{}", {
  "content-type": "application/json",
});
const deadline = Date.now() + 600_000;
const during = await apiLatencies(() => taken() >= followers.length || Date.now() > deadline);
const seconds = (performance.now() - started) / 1000;

const [idleP99, duringP99] = [percentile(idle, 0.99), percentile(during, 0.99)];
const dialect = deps.db.dialect === "postgres" ? "PostgreSQL" : "SQLite";
console.info(
  `fediverse delivery on ${dialect}: ${taken()} of ${followers.length} deliveries in ${seconds.toFixed(1)} s`,
);
console.info(
  `  API p99 idle ${idleP99.toFixed(1)} ms (${idle.length} calls), during delivery ${duringP99.toFixed(1)} ms (${during.length} calls)`,
);
console.info(`  during / idle: ${(duringP99 / idleP99).toFixed(2)}× (target ≤ 1.5×)`);
for (const { server } of servers) server.close();
process.kill(process.pid, "SIGTERM");
