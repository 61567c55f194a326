// One prerender sandbox as the worker sees it: requests written as lines, replies read as untrusted lines.
import { BuildError, isOutOfHeap, outOfMemoryMessage } from "../build-error";
import { MAX_PUBLISH_OUTPUT_BYTES } from "../limits";
import type { SandboxReply, SandboxRequest } from "./protocol";
import { type SandboxExit, type SandboxOptions, sandboxExit, startSandboxProcess } from "./sandbox-process";

/** Rendered pages travel as JSON text, where escaping can nearly double the markup. */
const MAX_REPLY_CHARS = 2 * MAX_PUBLISH_OUTPUT_BYTES;

function isReply(value: unknown): value is SandboxReply {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.type === "ready") return true;
  if (record.type === "rendered") return typeof record.json === "string";
  return record.type === "failed" && typeof record.message === "string";
}

/** Why a sandbox ended before it answered, as the build's error. */
function endedError(exit: SandboxExit, memoryMb: number, before: "ready" | "reply"): BuildError {
  if (exit.spawnError !== undefined) {
    const missing = (exit.spawnError as NodeJS.ErrnoException).code === "ENOENT";
    const reason = missing ? "bubblewrap (bwrap) is not installed" : exit.spawnError.message;
    return new BuildError(503, `Publishing is unavailable: the prerender sandbox cannot start (${reason})`, []);
  }
  if (isOutOfHeap(exit.stderr)) return new BuildError(503, outOfMemoryMessage(memoryMb), []);
  if (before === "ready") {
    const reason = exit.stderr.trim().split("\n")[0] || `exit code ${exit.code ?? exit.signal}`;
    return new BuildError(503, `Publishing is unavailable: the prerender sandbox cannot start (${reason})`, []);
  }
  return new BuildError(422, "Prerender failed: the page stopped the renderer", []);
}

export class Sandbox {
  readonly exited: Promise<SandboxExit>;
  private readonly child;
  /** The chunks of a reply not yet ended by a newline. */
  private pending: string[] = [];
  private pendingChars = 0;
  private readonly replies: SandboxReply[] = [];
  private waiter: ((reply: SandboxReply | BuildError) => void) | null = null;
  private failure: BuildError | null = null;
  /** What the sandbox owes: 'ready' until a render is asked for, then its reply. */
  private phase: "ready" | "reply" = "ready";

  constructor(options: SandboxOptions) {
    this.child = startSandboxProcess(options);
    this.exited = sandboxExit(this.child);
    this.child.stdin?.on("error", () => undefined);
    this.child.stdout?.setEncoding("utf8");
    this.child.stdout?.on("data", (chunk: string) => this.onText(chunk));
    void this.exited.then((exit) => this.fail(endedError(exit, options.memoryMb, this.phase)));
  }

  /** Sends one request and waits for the sandbox's next reply; rejects with a BuildError if it ends first. */
  request(request: SandboxRequest): Promise<SandboxReply> {
    if (request.type === "render") this.phase = "reply";
    this.child.stdin?.write(`${JSON.stringify(request)}\n`);
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

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** It has ended, or said something that was not its protocol: it takes no more requests. */
  get ended(): boolean {
    return this.failure !== null;
  }

  /** Ends the process; from now on it is `ended`, and a request still waiting fails. */
  kill(): void {
    this.fail(new BuildError(503, "The renderer was stopped", []));
    this.child.kill("SIGKILL");
  }

  /** Gathers a reply's chunks; only the newest is searched for the line's end, so a large reply costs once. */
  private onText(chunk: string): void {
    let rest = chunk;
    for (let end = rest.indexOf("\n"); end !== -1; end = rest.indexOf("\n")) {
      const line = this.pending.join("") + rest.slice(0, end);
      this.pending = [];
      this.pendingChars = 0;
      rest = rest.slice(end + 1);
      this.deliver(this.parse(line));
    }
    this.pending.push(rest);
    this.pendingChars += rest.length;
    if (this.pendingChars > MAX_REPLY_CHARS) {
      const limit = MAX_PUBLISH_OUTPUT_BYTES / 1048576;
      this.fail(new BuildError(413, `The prerendered pages would be more than ${limit} MB`, []));
      this.kill();
    }
  }

  private parse(line: string): SandboxReply | BuildError {
    try {
      const value: unknown = JSON.parse(line);
      if (isReply(value)) return value;
    } catch {
      // Answered below: whatever wrote this line was not the sandbox's program speaking its protocol.
    }
    return new BuildError(422, "Prerender failed: the renderer answered with something unreadable", []);
  }

  private deliver(reply: SandboxReply | BuildError): void {
    if (reply instanceof BuildError) {
      this.fail(reply);
      return;
    }
    if (this.waiter === null) {
      this.replies.push(reply);
      return;
    }
    const waiter = this.waiter;
    this.waiter = null;
    waiter(reply);
  }

  private fail(error: BuildError): void {
    this.failure ??= error;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(this.failure);
  }
}
