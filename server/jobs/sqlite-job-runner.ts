// The job runner on SQLite: a `jobs` table this process polls. Claiming a job is one UPDATE … RETURNING,
// which SQLite runs under its write lock, so two runners on one file never take the same job. A run
// holds a lease (`locked_until`); a job whose lease ran out (its process died) is due again, as on pg-boss.
import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql, type Updateable } from "kysely";
import type { Database, JobTable } from "../db/schema";
import {
  errorText,
  FINISHED_JOB_DAYS,
  failureLine,
  JOB_TIMEOUT_SECONDS,
  JOBS_PER_QUEUE,
  resolveJobOptions,
  retryDelaySecondsAfter,
  waitUntilIdle,
  withinSeconds,
} from "./job-options";
import { countsOf, type DrainOptions, type JobHandler, type JobOptions, type JobRunner } from "./job-runner";

type Job = Selectable<JobTable>;

type Queue = { handler: JobHandler<unknown>; defaults: JobOptions; running: number };
type Options = { pollIntervalMs: number; log: (line: string) => void };

/** A lease a little longer than a run may take, so the run's own timeout always ends it first. */
const LEASE_MS = (JOB_TIMEOUT_SECONDS + 60) * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** How often a poll looks for runs whose lease ran out: leases last minutes, and every poll was too often. */
const RECOVER_EVERY_MS = 10_000;
const STOP_WAIT_MS = 8000;

export function createSqliteJobRunner(db: Kysely<Database>, options: Options): JobRunner {
  const queues = new Map<string, Queue>();
  const runs = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let lastCleanup = 0;
  let lastRecovery = 0;

  /** Polls now, or right after the poll under way. */
  function wake() {
    if (!started) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    clearTimeout(timer);
    polling = poll()
      .catch((error: unknown) => options.log(`[jobs] polling failed: ${errorText(error)}`))
      .finally(() => {
        polling = null;
        if (pollAgain) {
          pollAgain = false;
          wake();
        }
      });
  }

  async function poll() {
    const now = Date.now();
    if (now - lastCleanup > CLEANUP_EVERY_MS) await cleanUp(now);
    if (now - lastRecovery >= RECOVER_EVERY_MS) await recoverLostRuns(now);
    let full = false;
    for (;;) {
      const free = [...queues].filter(([, queue]) => queue.running < JOBS_PER_QUEUE).map(([name]) => name);
      full = free.length === 0;
      if (full || !started) break;
      const job = await claim(free, Date.now());
      if (!job) break;
      run(job);
    }
    // Every queue busy: the next run to end polls again, and the interval covers the rest.
    if (started) timer = setTimeout(wake, full ? options.pollIntervalMs : await msUntilNextDue());
  }

  async function claim(names: string[], now: number): Promise<Job | undefined> {
    const { rows } = await sql<Job>`
      UPDATE jobs SET state = 'active', attempts = attempts + 1, locked_until = ${now + LEASE_MS}
      WHERE state IN ('created', 'retry') AND id = (
        SELECT id FROM jobs WHERE state IN ('created', 'retry') AND start_after <= ${now}
          AND queue IN (${sql.join(names)})
        ORDER BY start_after, created_at LIMIT 1)
      RETURNING *`.execute(db);
    return rows[0];
  }

  /** Sleeps until the next job of ours is due, or the poll interval (jobs other processes send). */
  async function msUntilNextDue(): Promise<number> {
    const names = [...queues.keys()];
    if (names.length === 0) return options.pollIntervalMs;
    const row = await db
      .selectFrom("jobs")
      .select((e) => e.fn.min("start_after").as("next"))
      .where("state", "in", ["created", "retry"])
      .where("queue", "in", names)
      .executeTakeFirst();
    const next = row?.next === null || row?.next === undefined ? Number.POSITIVE_INFINITY : Number(row.next);
    return Math.max(0, Math.min(options.pollIntervalMs, next - Date.now()));
  }

  function run(job: Job) {
    const queue = queues.get(job.queue);
    if (!queue) return;
    queue.running += 1;
    const promise = execute(queue, job).finally(() => {
      queue.running -= 1;
      runs.delete(promise);
      wake();
    });
    runs.add(promise);
  }

  async function execute(queue: Queue, job: Job) {
    const info = { id: job.id, attempt: job.attempts, isFinalAttempt: job.attempts > job.retry_limit };
    try {
      await withinSeconds(queue.handler(JSON.parse(job.payload), info), JOB_TIMEOUT_SECONDS);
      await finish(job, { state: "completed", completed_at: Date.now(), locked_until: null });
    } catch (error) {
      options.log(failureLine(job.queue, job.id, info.attempt, info.isFinalAttempt, error));
      await finish(job, failedRun(job, errorText(error)));
    }
  }

  /** Records a run's end, unless its lease ran out meanwhile and the job moved on without it. */
  async function finish(job: Job, changes: Updateable<JobTable>) {
    await db
      .updateTable("jobs")
      .set(changes)
      .where("id", "=", job.id)
      .where("state", "=", "active")
      .where("attempts", "=", job.attempts)
      .execute();
  }

  function failedRun(job: Job, error: string): Updateable<JobTable> {
    const now = Date.now();
    if (job.attempts > job.retry_limit)
      return { state: "failed", completed_at: now, locked_until: null, last_error: error };
    const delay = retryDelaySecondsAfter(job.attempts, {
      delay: job.retry_delay_seconds,
      backoff: job.retry_backoff === 1,
    });
    return { state: "retry", start_after: now + Math.round(delay * 1000), locked_until: null, last_error: error };
  }

  async function recoverLostRuns(now: number) {
    lastRecovery = now;
    const lost = await db
      .selectFrom("jobs")
      .selectAll()
      .where("state", "=", "active")
      .where("locked_until", "<=", now)
      .execute();
    for (const job of lost) await finish(job, failedRun(job, "the run was lost (the process stopped or hung)"));
  }

  async function cleanUp(now: number) {
    lastCleanup = now;
    await db
      .deleteFrom("jobs")
      .where("state", "in", ["completed", "failed"])
      .where("completed_at", "<", now - FINISHED_JOB_DAYS * 86_400_000)
      .execute();
  }

  return {
    async work(name, handler, defaults = {}) {
      resolveJobOptions(name, defaults);
      queues.set(name, { handler: handler as JobHandler<unknown>, defaults, running: 0 });
      wake();
    },

    async send(name, payload, sendOptions = {}) {
      const resolved = resolveJobOptions(name, queues.get(name)?.defaults, sendOptions);
      const now = Date.now();
      const id = randomUUID();
      const inserted = await (sendOptions.transaction ?? db)
        .insertInto("jobs")
        .values({
          id,
          queue: name,
          payload: JSON.stringify(payload ?? null),
          state: "created",
          retry_limit: resolved.retryLimit,
          retry_delay_seconds: resolved.retryDelaySeconds,
          retry_backoff: resolved.retryBackoff ? 1 : 0,
          singleton_key: resolved.singletonKey,
          start_after: now + resolved.startAfterSeconds * 1000,
          created_at: now,
        })
        // The partial unique index on (queue, singleton_key) of unfinished jobs is the singleton rule.
        .onConflict((conflict) => conflict.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return null;
      if (resolved.startAfterSeconds === 0) wake();
      return id;
    },

    async start() {
      started = true;
      wake();
    },

    async stop() {
      started = false;
      clearTimeout(timer);
      await polling;
      const stopped = Promise.all(runs);
      const waited = await Promise.race([
        stopped.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_WAIT_MS).unref()),
      ]);
      // Runs still going are given up as failed attempts, so the next start retries them at once.
      if (!waited) {
        await db
          .updateTable("jobs")
          .set({ locked_until: 0 })
          .where("state", "=", "active")
          .where("queue", "in", [...queues.keys()])
          .execute();
      }
    },

    async drain({ includeDelayed = false, timeoutMs = 10_000, queues: only }: DrainOptions = {}) {
      const pending = () => {
        const names = only ?? [...queues.keys()];
        let query = db
          .selectFrom("jobs")
          .select(["queue", "state"])
          .where("queue", "in", names.length ? names : [""]);
        query = query.where((e) =>
          e.or([
            e("state", "=", "active"),
            e.and([
              e("state", "in", ["created", "retry"]),
              ...(includeDelayed ? [] : [e("start_after", "<=", Date.now())]),
            ]),
          ]),
        );
        return query.execute();
      };
      wake();
      await waitUntilIdle(pending, timeoutMs);
    },

    async counts() {
      const names = [...queues.keys()];
      const now = Date.now();
      const rows = await db
        .selectFrom("jobs")
        .select((e) => [
          "queue",
          e.fn
            .countAll()
            .filterWhere(e.and([e("state", "in", ["created", "retry"]), e("start_after", "<=", now)]))
            .as("due"),
          e.fn.countAll().filterWhere("state", "=", "active").as("active"),
        ])
        .where("queue", "in", names.length ? names : [""])
        .where("state", "in", ["created", "retry", "active"])
        .groupBy("queue")
        .execute();
      return countsOf(names, rows);
    },
  };
}
