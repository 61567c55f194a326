// One server of a test cluster: the built main.js as a child in a process group of its own, so a crash can
// be played by SIGKILL to the whole group (the server, its site front and any build worker at once) and a
// close can check that nothing of it is left.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { httpCall } from "./http-call";

export type ServerProcess = ReturnType<typeof startServerProcess>;

type Options = {
  name: string;
  main: string;
  port: number;
  /** The app's host: a process answers its health check only there (other hosts are sites). */
  appHost: string;
  env: Record<string, string>;
};

/** Every process started under `pid`, at any depth (build workers lead process groups of their own). */
export function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (listed) children = children.concat(listed.split(/\s+/).map(Number));
    }
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Whether any running process (not a zombie) is in the process group led by `pid`. */
function groupAlive(pid: number): boolean {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(group) === pid && state !== "Z") return true;
    } catch {
      // gone while we looked
    }
  }
  return false;
}

/** Whether `pid` runs (a zombie, dead but not yet reaped by whoever adopted it, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function startServerProcess({ name, main, port, appHost, env }: Options) {
  let child: ChildProcess;
  let output = "";
  let exited: Promise<void>;

  function spawnServer() {
    child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? "", TMPDIR: process.env.TMPDIR ?? "/tmp", ...env },
      cwd: process.cwd(),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const append = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout?.on("data", append);
    child.stderr?.on("data", append);
    exited = new Promise((resolve) => child.once("exit", () => resolve()));
    return waitForHealth();
  }

  async function waitForHealth() {
    const started = child;
    await waitFor(
      async () => {
        if (started.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
        try {
          return (await httpCall(port, "/api/health", { host: appHost, timeoutMs: 2000 })).status === 200;
        } catch {
          return false;
        }
      },
      60_000,
      `${name} to be ready:\n${output}`,
    );
  }

  /** SIGKILL to the server, its group and every process under it at once; waits until all have gone. */
  async function crash() {
    const pid = child.pid;
    if (pid === undefined) return;
    const under = descendants(pid);
    for (const target of [-pid, ...under]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await exited;
    await waitFor(() => !groupAlive(pid) && under.every((each) => !alive(each)), 10_000, `${name}'s processes to exit`);
  }

  const ready = spawnServer();
  return {
    name,
    port,
    ready,
    pid: () => child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    /** A crash: the server and its children die at once, whatever they were doing. */
    crash,
    /** Starts the server again on the same port and data folder; resolves when it is ready. */
    restart: () => spawnServer(),
    /** SIGTERM as an orchestrator stops it; the server must end its children itself. */
    async close() {
      const pid = child.pid;
      if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const under = descendants(pid);
      child.kill("SIGTERM");
      await exited;
      // The site front and build workers leave with the server; a straggler is killed, and that is an error.
      const left = () => under.filter(alive);
      try {
        await waitFor(() => !groupAlive(pid) && left().length === 0, 3000, `${name}'s children to exit`);
      } catch {
        for (const target of [-pid, ...left()]) {
          try {
            process.kill(target, "SIGKILL");
          } catch {
            // gone meanwhile
          }
        }
        throw new Error(`${name} left processes behind after SIGTERM`);
      }
    },
  };
}
