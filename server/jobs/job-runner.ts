// Work that must happen after a request has answered, survive a restart and be retried when it fails:
// webhook deliveries and notification mails now, later scheduled blog posts, billing renewals and
// reservation expiry. One contract, two backends chosen by the database: pg-boss (its own `pgboss`
// schema) on PostgreSQL, and a `jobs` table polled by the app on SQLite. Callers never see which.
//
// How a feature uses it (see docs/decisions/015-jobs-and-webhooks.md):
//   1. at boot, before `start()`: `await deps.jobs.work("form-webhook", handler, { retryLimit: 5 })`
//   2. anywhere later: `await deps.jobs.send("form-webhook", { deliveryId })`, or with
//      `{ transaction: trx }` to store the job in the same transaction as the writes it is about
// Payloads are stored as JSON: send ids, not rows, and let the handler read the current state.
// A job may run more than once (a crash after its work but before it is marked done), so handlers
// must be safe to repeat; two workers never run the same job at the same time.

import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** How a job is retried and when it first runs; send's options override the queue's defaults from `work`. */
export type JobOptions = {
  /** Retries after the first attempt fails (a throw, or running past 15 minutes). Default 0. */
  retryLimit?: number;
  /** Seconds before a retry. Default 0 (the next poll). */
  retryDelaySeconds?: number;
  /**
   * Doubles the delay at each retry, with jitter: retry n waits between delay·2^(n-1) and twice that.
   * Default false; with it the delay is at least 1 s. For a fixed schedule instead, the handler sends
   * a new job with `startAfterSeconds` (as webhook deliveries do).
   */
  retryBackoff?: boolean;
  /** Seconds from now before the first attempt. Default 0. */
  startAfterSeconds?: number;
  /**
   * At most one unfinished job (waiting, waiting for a retry, or running) per queue and key: a send
   * while one exists does nothing and returns null. Jobs without a key are never merged.
   */
  singletonKey?: string;
};

/** send's options: the job's own, and the caller's open transaction, if any. */
export type SendOptions = JobOptions & {
  /**
   * The caller's transaction, on the app's own database connection (the one the runner was made with):
   * the job is stored by it, so it exists once that commits and not at all if it rolls back. Workers
   * told of it before the commit find it at their next poll.
   */
  transaction?: Kysely<Database>;
};

export type DrainOptions = { includeDelayed?: boolean; timeoutMs?: number; queues?: string[] };

/** What a handler learns about the run it is in. */
export type JobInfo = {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** No retry follows if this run throws: the place to record that the work was given up. */
  isFinalAttempt: boolean;
};

/** Runs one job; a throw (or a rejection) fails the attempt, which is retried per the job's options. */
export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<void>;

export interface JobRunner {
  /**
   * Registers the handler of a queue, and the options its jobs get unless `send` says otherwise.
   * Call once per queue at boot, before `start()`; a queue's jobs wait (durably) until a process that
   * registered it runs them. Queue names: letters, digits, `-` and `_`.
   */
  work<T>(queue: string, handler: JobHandler<T>, defaults?: JobOptions): Promise<void>;
  /** Stores a job durably and returns its id, or null when `singletonKey` matched an unfinished job. */
  send<T>(queue: string, payload: T, options?: SendOptions): Promise<string | null>;
  /** Begins running registered queues' jobs, including those left from before a restart. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for running handlers to finish; jobs not run stay stored. */
  stop(): Promise<void>;
  /**
   * Tests: resolves when no job is due or running (jobs waiting for a later retry or start do not
   * count, unless `includeDelayed`, which waits for them too), in `queues` or every registered queue.
   * Rejects after `timeoutMs` (default 10 s). Name the queues when waiting for delayed jobs: the app
   * always holds some far off (the daily blob sweep).
   */
  drain(options?: DrainOptions): Promise<void>;
  /**
   * Per registered queue, across every process on the database: jobs due and not yet taken, and jobs
   * running now (for the operators' metrics).
   */
  counts(): Promise<QueueCounts>;
}

export type QueueCounts = Record<string, { due: number; active: number }>;

/** Every queue of `names` at zero, with the counted rows added. */
export function countsOf(names: Iterable<string>, rows: { queue: string; due: unknown; active: unknown }[]) {
  const counts: QueueCounts = {};
  for (const name of names) counts[name] = { due: 0, active: 0 };
  for (const row of rows) counts[row.queue] = { due: Number(row.due), active: Number(row.active) };
  return counts;
}
