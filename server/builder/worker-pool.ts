// The pool of build worker processes: a queue fair between organizations, site affinity for warm contexts,
// and a timeout and memory cap per build that end only the worker concerned, which a fresh one replaces.
import { createLru } from "../lru";
import { BuildError } from "./build-error";
import { FairQueue } from "./fair-queue";
import { AFFINITY_WAIT_MS, MAX_QUEUED_BUILDS, MAX_QUEUED_BUILDS_PER_ORGANIZATION } from "./limits";
import type { WorkerReply, WorkerRequest } from "./protocol";
import { type SandboxCode, writeSandboxCode } from "./sandbox/sandbox-code";
import {
  exitMessage,
  killGroup,
  sendRequest,
  startWorker,
  stopWorker,
  type WorkerProcess,
  watchMemory,
} from "./worker-process";

type WithoutJobId<T> = T extends unknown ? Omit<T, "jobId"> : never;
type JobRequest = WithoutJobId<WorkerRequest>;
type JobResult = Extract<WorkerReply, { type: "done" }>["result"];

type Job = {
  id: number;
  organizationId: string;
  request: JobRequest;
  queuedAt: number;
  resolve: (result: JobResult) => void;
  reject: (error: BuildError) => void;
};

type Slot = { worker: WorkerProcess; job: Job | null; endJob: () => void };

export type PoolOptions = { workers: number; timeoutMs: number; memoryMb: number };

/** Half the workers at most, so another organization's build finds one free. */
export function runningPerOrganization(workers: number): number {
  return Math.max(1, Math.floor(workers / 2));
}

const MAX_AFFINITY_ENTRIES = 10_000;
const FAILED_STARTS_BEFORE_BACKOFF = 3;
const RESTART_BACKOFF_MS = 1_000;

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: FairQueue<Job>;
  /** The worker that last built each site, which holds its contexts warm. */
  private readonly affinity = createLru<string, Slot>({ maxEntries: MAX_AFFINITY_ENTRIES });
  private nextJobId = 1;
  private failedStarts = 0;
  private closed = false;
  private wakeTimer: NodeJS.Timeout | undefined;
  /** Workers not yet exited, for close() to wait on. */
  private readonly exits = new Set<Promise<void>>();

  /** The prerender sandbox's program, written once for all workers and removed on close. */
  private readonly sandboxCode: SandboxCode = writeSandboxCode();

  constructor(private readonly options: PoolOptions) {
    this.queue = new FairQueue(runningPerOrganization(options.workers));
    for (let index = 0; index < options.workers; index++) this.spawn();
  }

  run(request: JobRequest): Promise<JobResult> {
    const { organizationId } = request;
    if (this.closed) return Promise.reject(new BuildError(503, "The builder is shutting down", []));
    if (this.queue.waitingFor(organizationId) >= MAX_QUEUED_BUILDS_PER_ORGANIZATION) {
      const message = `This organization already has ${MAX_QUEUED_BUILDS_PER_ORGANIZATION} builds waiting; please try again when they are done`;
      return Promise.reject(new BuildError(429, message, []));
    }
    if (this.queue.size >= MAX_QUEUED_BUILDS) {
      return Promise.reject(new BuildError(503, "The build service is busy; please try again shortly", []));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextJobId++, organizationId, request, queuedAt: Date.now(), resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.wakeTimer);
    for (const job of this.queue.drain()) job.reject(new BuildError(503, "The builder is shutting down", []));
    for (const slot of this.slots) stopWorker(slot.worker, "closing");
    await Promise.all([...this.exits]);
    this.sandboxCode.remove();
  }

  private spawn(): void {
    const slot: Slot = {
      worker: startWorker({ memoryMb: this.options.memoryMb, sandboxProgram: this.sandboxCode.file }, (reply) =>
        this.onReply(slot, reply),
      ),
      job: null,
      endJob: () => undefined,
    };
    this.slots.add(slot);
    const exited: Promise<void> = new Promise((resolve) =>
      slot.worker.child.once("exit", (code) => {
        this.exits.delete(exited);
        resolve(this.onExit(slot, code));
      }),
    );
    this.exits.add(exited);
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "ready") {
      slot.worker.ready = true;
      this.failedStarts = 0;
    } else if (slot.job?.id === reply.jobId) {
      const job = slot.job;
      this.finish(slot);
      if (reply.type === "done") job.resolve(reply.result);
      else job.reject(new BuildError(reply.status, reply.message, reply.problems));
    }
    this.dispatch();
  }

  private onExit(slot: Slot, code: number | null): void {
    killGroup(slot.worker);
    this.slots.delete(slot);
    const warmHere = [...this.affinity.entries()].filter(([, owner]) => owner === slot);
    for (const [siteId] of warmHere) this.affinity.delete(siteId);
    const job = slot.job;
    if (job !== null) {
      this.finish(slot);
      job.reject(
        new BuildError(503, exitMessage(slot.worker, this.options.memoryMb, this.options.timeoutMs, code), []),
      );
    }
    if (this.closed) return;
    if (!slot.worker.ready && ++this.failedStarts >= FAILED_STARTS_BEFORE_BACKOFF) {
      for (const queued of this.queue.drain()) queued.reject(new BuildError(503, "Build workers cannot start", []));
      setTimeout(() => this.closed || this.spawn(), RESTART_BACKOFF_MS).unref();
      return;
    }
    this.spawn();
  }

  private finish(slot: Slot): void {
    if (slot.job !== null) this.queue.finish(slot.job);
    slot.endJob();
    slot.endJob = () => undefined;
    slot.job = null;
  }

  private start(slot: Slot, job: Job): void {
    this.queue.start(job);
    slot.job = job;
    this.affinity.set(job.request.siteId, slot);
    const timer = setTimeout(() => stopWorker(slot.worker, "timeout"), this.options.timeoutMs);
    const unwatch = watchMemory(slot.worker, this.options.memoryMb);
    slot.endJob = () => {
      clearTimeout(timer);
      unwatch();
    };
    sendRequest(slot.worker, { ...job.request, jobId: job.id } as WorkerRequest);
  }

  /**
   * Gives queued builds to idle workers, organizations in turn, holding a build briefly for the busy worker
   * that has its site warm.
   */
  private dispatch(): void {
    clearTimeout(this.wakeTimer);
    const now = Date.now();
    let nextWake = Number.POSITIVE_INFINITY;
    const holders = new Set(this.affinity.values());
    const held = new Set<Job>();
    for (;;) {
      const idle = [...this.slots].filter((slot) => slot.worker.ready && slot.job === null && !slot.worker.stopReason);
      const job = idle.length === 0 ? undefined : this.queue.candidates().find((candidate) => !held.has(candidate));
      if (job === undefined) break;
      const warm = this.affinity.peek(job.request.siteId);
      if (warm !== undefined && idle.includes(warm)) {
        this.start(warm, job);
        continue;
      }
      const waitUntil = job.queuedAt + AFFINITY_WAIT_MS;
      if (warm !== undefined && warm.job !== null && now < waitUntil) {
        held.add(job);
        nextWake = Math.min(nextWake, waitUntil);
        continue;
      }
      // A cold worker: prefer one that holds no site warm over evicting another site's contexts.
      const fresh = idle.find((slot) => !holders.has(slot));
      const chosen = fresh ?? (idle[0] as Slot);
      this.start(chosen, job);
      holders.add(chosen);
    }
    if (Number.isFinite(nextWake)) this.wakeTimer = setTimeout(() => this.dispatch(), nextWake - now);
  }
}
