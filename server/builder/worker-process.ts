// One build worker process: how it is started, watched and stopped.
import { type ChildProcess, fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import { childEntry } from "../child-entry";
import { isOutOfHeap, outOfMemoryMessage } from "./build-error";
import { WORKER_RSS_CHECK_MS, WORKER_RSS_HEADROOM_MB } from "./limits";
import type { WorkerReply, WorkerRequest } from "./protocol";

export type StopReason = "timeout" | "memory" | "closing";

export type WorkerProcess = {
  readonly child: ChildProcess;
  ready: boolean;
  stopReason: StopReason | null;
  /** The end of the worker's stderr, to tell a heap exhaustion from another crash. */
  stderrTail: string;
};

/** What a worker is told at start: its memory cap, which its prerender sandboxes share, and their program. */
export type WorkerArgs = { memoryMb: number; sandboxProgram: string };

export function startWorker(args: WorkerArgs, onReply: (reply: WorkerReply) => void): WorkerProcess {
  const { memoryMb, sandboxProgram } = args;
  const entry = childEntry(import.meta.url, "./worker-entry.ts", "./build-worker.js");
  const child = fork(entry.path, [String(memoryMb), sandboxProgram], {
    execArgv: [...entry.execArgv, `--max-old-space-size=${memoryMb}`],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    // Its own process group, so stopping it also stops the esbuild service it started.
    detached: true,
    // No secrets from the server's environment; GOMEMLIMIT bounds esbuild's Go service too.
    env: { GOMEMLIMIT: `${memoryMb}MiB` },
  });
  const worker: WorkerProcess = { child, ready: false, stopReason: null, stderrTail: "" };
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    worker.stderrTail = (worker.stderrTail + chunk).slice(-4096);
  });
  child.on("message", (reply: WorkerReply) => onReply(reply));
  // An IPC error means the worker is gone; 'exit' follows and does the bookkeeping.
  child.on("error", () => undefined);
  return worker;
}

export function sendRequest(worker: WorkerProcess, request: WorkerRequest): void {
  worker.child.send(request, (error) => {
    if (error) stopWorker(worker, worker.stopReason ?? "closing");
  });
}

export function stopWorker(worker: WorkerProcess, reason: StopReason): void {
  worker.stopReason ??= reason;
  killGroup(worker);
}

/** Ends the worker and whatever it started; harmless once they are gone. */
export function killGroup(worker: WorkerProcess): void {
  const pid = worker.child.pid;
  try {
    if (pid !== undefined) process.kill(-pid, "SIGKILL");
  } catch {
    worker.child.kill("SIGKILL");
  }
}

async function residentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * The resident memory of a process and all its descendants (the worker, its esbuild service, its prerender
 * sandbox and what bubblewrap started inside it), in kB; 0 where /proc is missing.
 */
async function treeResidentKb(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  const sizes = await Promise.all([
    residentKb(pid),
    ...children
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => treeResidentKb(Number(child))),
  ]);
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Checks resident memory while the worker builds: typed arrays live outside the V8 heap cap, and esbuild's
 * Go service outside the worker altogether.
 */
export function watchMemory(worker: WorkerProcess, memoryMb: number): () => void {
  const limitKb = (memoryMb + WORKER_RSS_HEADROOM_MB) * 1024;
  const pid = worker.child.pid;
  const timer = setInterval(async () => {
    if (pid !== undefined && (await treeResidentKb(pid)) > limitKb) stopWorker(worker, "memory");
  }, WORKER_RSS_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Why a worker ended, in words for the 503 its build answers with. */
export function exitMessage(worker: WorkerProcess, memoryMb: number, timeoutMs: number, code: number | null): string {
  if (worker.stopReason === "timeout") return `The build took longer than ${timeoutMs / 1000} s and was stopped`;
  if (worker.stopReason === "memory" || isOutOfHeap(worker.stderrTail)) return outOfMemoryMessage(memoryMb);
  if (worker.stopReason === "closing") return "The builder is shutting down";
  return `The build worker crashed${code === null ? "" : ` (exit code ${code})`}; please try again`;
}
