// One prerender sandbox as the worker sees it: requests written as lines, replies read as untrusted lines.
// It runs only while it owes a reply: once it says it is idle the worker stops it (SIGSTOP), and continues
// it (SIGCONT) to write the next request, so nothing site code left behind can run between builds.
import type { ChildProcess } from "node:child_process";
import { BuildError, isOutOfHeap, outOfMemoryMessage } from "../build-error";
import { SANDBOX_IDLE_REPORT_MS } from "../limits";
import { cpuSeconds, programPid, signalSandbox } from "./process-control";
import type { SandboxReply, SandboxRequest } from "./protocol";
import { ReplyLines } from "./reply-lines";
import { SandboxSetupError } from "./sandbox-files";
import { type SandboxExit, type SandboxOptions, sandboxExit, startSandboxProcess } from "./sandbox-process";

const CANNOT_START = "Publishing is unavailable: the prerender sandbox cannot start";

/** Why a sandbox ended before it answered, as the build's error. */
function endedError(exit: SandboxExit, memoryMb: number, before: "ready" | "reply"): BuildError {
  if (exit.spawnError !== undefined) {
    const missing = (exit.spawnError as NodeJS.ErrnoException).code === "ENOENT";
    const reason = missing ? "bubblewrap (bwrap) is not installed" : exit.spawnError.message;
    return new BuildError(503, `${CANNOT_START} (${reason})`, []);
  }
  if (isOutOfHeap(exit.stderr)) return new BuildError(503, outOfMemoryMessage(memoryMb), []);
  if (before === "ready") {
    const reason = exit.stderr.trim().split("\n")[0] || `exit code ${exit.code ?? exit.signal}`;
    return new BuildError(503, `${CANNOT_START} (${reason})`, []);
  }
  return new BuildError(422, "Prerender failed: the page stopped the renderer", []);
}

/** The sandbox's process, or, where it could not even be spawned, an exit that says why. */
function start(options: SandboxOptions): { child: ChildProcess | null; exited: Promise<SandboxExit> } {
  try {
    const child = startSandboxProcess(options);
    return { child, exited: sandboxExit(child) };
  } catch (error) {
    const message = error instanceof SandboxSetupError ? error.message : String(error);
    return {
      child: null,
      exited: Promise.resolve({ code: null, signal: null, stderr: "", spawnError: new Error(message) }),
    };
  }
}

export class Sandbox {
  readonly exited: Promise<SandboxExit>;
  /** The Node version the program reported when it became ready. */
  nodeVersion: string | undefined;
  private readonly child: ChildProcess | null;
  private readonly replies: SandboxReply[] = [];
  private waiter: ((reply: SandboxReply | BuildError) => void) | null = null;
  private failure: BuildError | null = null;
  /** What the sandbox owes: 'ready' until a render is asked for, then its reply. */
  private phase: "ready" | "reply" = "ready";
  /** Requests written and not yet answered: the sandbox is stopped only when this is 0. */
  private unanswered = 0;
  private stopped = false;
  private idleDeadline: NodeJS.Timeout | undefined;

  constructor(options: SandboxOptions) {
    const { child, exited } = start(options);
    this.child = child;
    this.exited = exited;
    const lines = new ReplyLines((reply) => this.deliver(reply));
    child?.stdin?.on("error", () => undefined);
    child?.stdout?.setEncoding("utf8");
    child?.stdout?.on("data", (chunk: string) => lines.push(chunk));
    void this.exited.then((exit) => {
      clearTimeout(this.idleDeadline);
      this.fail(endedError(exit, options.memoryMb, this.phase));
    });
  }

  /** Sends one request and waits for the sandbox's next reply; rejects with a BuildError if it ends first. */
  request(request: SandboxRequest): Promise<SandboxReply> {
    if (request.type === "render") this.phase = "reply";
    if (this.stopped) {
      this.stopped = false;
      this.signal("SIGCONT");
    }
    this.unanswered += 1;
    this.child?.stdin?.write(`${JSON.stringify(request)}\n`);
    return this.next();
  }

  /** The next reply, e.g. 'ready' after a prepare request. */
  next(): Promise<SandboxReply> {
    const queued = this.replies.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiter = (reply) => (reply instanceof BuildError ? reject(reply) : resolve(reply));
    });
  }

  /** bubblewrap's pid on the host (the program runs two generations below it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The program's pid on the host, once it has started. */
  get programPid(): number | undefined {
    return this.child?.pid === undefined ? undefined : programPid(this.child.pid);
  }

  /** CPU seconds the program has used in its life (0 if it is gone). */
  cpuSeconds(): number {
    const pid = this.programPid;
    return pid === undefined ? 0 : cpuSeconds(pid);
  }

  /** It has ended, or said something that was not its protocol: it takes no more requests. */
  get ended(): boolean {
    return this.failure !== null;
  }

  /** Ends the process; from now on it is `ended`, and a request still waiting fails. */
  kill(): void {
    this.fail(new BuildError(503, "The renderer was stopped", []));
    clearTimeout(this.idleDeadline);
    // Stopped processes end on SIGKILL too; bubblewrap's --die-with-parent takes the rest.
    this.signal("SIGKILL");
    this.child?.kill("SIGKILL");
  }

  private deliver(reply: SandboxReply | BuildError): void {
    if (reply instanceof BuildError) {
      this.fail(reply);
      this.kill();
      return;
    }
    if (reply.type === "idle") {
      this.onIdle();
      return;
    }
    this.unanswered -= 1;
    // Every reply is followed by 'idle' once the program has readied what comes next; if not, it is busy
    // with something nobody asked for.
    clearTimeout(this.idleDeadline);
    this.idleDeadline = setTimeout(() => this.kill(), SANDBOX_IDLE_REPORT_MS).unref();
    if (reply.type === "ready") this.nodeVersion = reply.node;
    if (this.waiter === null) {
      this.replies.push(reply);
      return;
    }
    const waiter = this.waiter;
    this.waiter = null;
    waiter(reply);
  }

  /** Stops the program until its next request, unless one was written since its last reply. */
  private onIdle(): void {
    clearTimeout(this.idleDeadline);
    if (this.unanswered > 0 || this.stopped || this.ended) return;
    this.stopped = true;
    if (!this.signal("SIGSTOP")) this.kill();
  }

  private signal(signal: NodeJS.Signals): boolean {
    return this.child?.pid !== undefined && signalSandbox(this.child.pid, signal);
  }

  private fail(error: BuildError): void {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(this.failure);
  }
}
