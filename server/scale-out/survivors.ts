// What a crash test watches: the processes left keep answering a site, and which process holds a given
// database connection (found by its local port, through /proc, as `ss -p` would).
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import type { Cluster } from "../test/cluster";
import { httpCall, keepAliveAgent } from "../test/http-call";

const GAP_MS = 20;

/** Asks each of `targets` for `host` `path` until stopped; every answer but a 200 is a failure. */
export function keepServing(cluster: Cluster, targets: number[], host: string, path: string) {
  let stopped = false;
  let answered = 0;
  const failures: string[] = [];
  const loops = targets.map(async (index) => {
    const agent = keepAliveAgent();
    while (!stopped) {
      try {
        const answer = await httpCall(cluster.portOf(index), path, { host, agent, timeoutMs: 5_000 });
        if (answer.status === 200) answered++;
        else failures.push(`app${index + 1}: ${answer.status}`);
      } catch (error) {
        failures.push(`app${index + 1}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    agent.destroy();
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return { answered, failures };
    },
  };
}

/** The socket inode of the TCP connection whose local end is 127.0.0.1:`port`. */
function socketInode(port: number): string | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`)) return fields[9];
    }
  }
  return undefined;
}

/** The index of the cluster's process (server or any child) that holds the connection from local `port`. */
export function ownerOfLocalPort(cluster: Cluster, port: number): number | undefined {
  const inode = socketInode(port);
  if (!inode) return undefined;
  const index = cluster.processes.findIndex((server) => {
    const pid = server.pid();
    if (pid === undefined) return false;
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
  return index === -1 ? undefined : index;
}
