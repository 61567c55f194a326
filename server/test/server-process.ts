// One server of a test cluster: the built main.js as a child in a process group of its own, so a crash can
// be played by SIGKILL to the whole group (the server, its site front and any build worker at once) and a
// close can check that nothing of it is left.
import { type ChildProcess, spawn } from "node:child_process";
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

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
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

  /** Sends `signal` to the whole group and waits until every process of it has gone. */
  async function stopGroup(signal: NodeJS.Signals, timeoutMs: number) {
    const pid = child.pid;
    if (pid === undefined) return;
    if (groupAlive(pid)) process.kill(-pid, signal);
    await exited;
    await waitFor(() => !groupAlive(pid), timeoutMs, `${name}'s processes to exit`);
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
    crash: () => stopGroup("SIGKILL", 10_000),
    /** Starts the server again on the same port and data folder; resolves when it is ready. */
    restart: () => spawnServer(),
    /** SIGTERM as an orchestrator stops it; the server must end its children itself. */
    async close() {
      const pid = child.pid;
      if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
      // The site front and workers leave with the server; a straggler is killed, and that is an error.
      try {
        await waitFor(() => !groupAlive(pid), 3000, `${name}'s children to exit`);
      } catch {
        process.kill(-pid, "SIGKILL");
        throw new Error(`${name} left processes behind after SIGTERM`);
      }
    },
  };
}
