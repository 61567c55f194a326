// Watching a published site on every process at once: each process is asked straight (not through the
// balancer) with the site's Host, a few milliseconds apart on a kept-alive connection, until its answer
// shows what the test waits for. For each process it keeps two times: when the last request that still
// got the old answer was sent (the process served the old site at least until then), and when the first
// new answer arrived (which adds the time the process took to load the new deployment).
import type { Cluster } from "../test/cluster";
import { type HttpAnswer, httpCall, keepAliveAgent } from "../test/http-call";

const POLL_GAP_MS = 3;

type Seen = { lastOldSentAt: number; firstNewAt: number };
export type Watch = { seen: Promise<Seen[]> };

/** Polls `path` on `host` on every process (or those of `targets`) until `wanted(answer)` holds on each. */
export function watchEveryProcess(
  cluster: Cluster,
  host: string,
  path: string,
  wanted: (answer: HttpAnswer) => boolean,
  timeoutMs = 10_000,
  targets: number[] = cluster.processes.map((_, index) => index),
): Watch {
  const deadline = Date.now() + timeoutMs;
  const agents = cluster.processes.map(() => keepAliveAgent());
  const watchOne = async (index: number): Promise<Seen> => {
    const port = cluster.portOf(index);
    const agent = agents[index];
    let lastOldSentAt = 0;
    let last = "nothing";
    while (Date.now() < deadline) {
      const sentAt = Date.now();
      const answer = await httpCall(port, path, { host, agent });
      if (wanted(answer)) return { lastOldSentAt, firstNewAt: Date.now() };
      lastOldSentAt = sentAt;
      last = `${answer.status} ${answer.text().replace(/\s+/g, " ").slice(0, 160)}`;
      await new Promise((resolve) => setTimeout(resolve, POLL_GAP_MS));
    }
    // What it answered instead says where it stuck: the old site, no site (404), or a failed load.
    throw new Error(`${cluster.processes[index]?.name} never answered ${host}${path} as wanted; last: ${last}`);
  };
  const seen = Promise.all(targets.map((index) => watchOne(index))).finally(() => {
    for (const agent of agents) agent.destroy();
  });
  return { seen };
}

export type Lags = { stale: number[]; fresh: number[]; worstStale: number; worstFresh: number };

/**
 * After the answer at `answeredAt`, per process: how long it still served the old site (`stale`) and
 * when its first new answer arrived (`fresh`); 0 for what happened before the answer.
 */
export function lags(seen: Seen[], answeredAt: number): Lags {
  const stale = seen.map((each) => Math.max(0, each.lastOldSentAt - answeredAt));
  const fresh = seen.map((each) => Math.max(0, each.firstNewAt - answeredAt));
  return { stale, fresh, worstStale: Math.max(...stale), worstFresh: Math.max(...fresh) };
}

export const describeLags = (lag: Lags) =>
  `old served for [${lag.stale.join(", ")}] ms, new answer by [${lag.fresh.join(", ")}] ms`;
