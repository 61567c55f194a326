// The job runner on PostgreSQL: pg-boss, in its own `pgboss` schema of the app's database, which it
// creates and upgrades itself at start (a schema pg-boss 10 made is first moved aside by
// pg-boss-upgrade.ts). Fetching uses SKIP LOCKED, so any number of processes can work the same queues;
// a run past its expiry (a process that died) is retried by pg-boss's maintenance.
import { CompiledQuery, type Kysely } from "kysely";
import pg from "pg";
import { PgBoss, type SendOptions } from "pg-boss";
import type { Database } from "../db/schema";
import { withAdvisoryLock } from "./advisory-lock";
import {
  errorText,
  FINISHED_JOB_DAYS,
  failureLine,
  JOB_TIMEOUT_SECONDS,
  JOBS_PER_QUEUE,
  type ResolvedJobOptions,
  resolveJobOptions,
  waitUntilIdle,
} from "./job-options";
import { countsOf, type DrainOptions, type JobHandler, type JobOptions, type JobRunner } from "./job-runner";
import { copyV10Jobs, setAsideV10Schema } from "./pg-boss-upgrade";

type Options = {
  databaseUrl: string;
  pollIntervalMs: number;
  /**
   * pg-boss's maintenance (expiring lost runs, deleting finished jobs) every few minutes.
   * Off in tests: a test database lives for seconds, and the timers would only delay shutdown.
   */
  maintenance: boolean;
  log: (line: string) => void;
};

type Queue = { handler: JobHandler<unknown>; defaults: JobOptions; workerIds: string[] };
type Db = Kysely<Database>;
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** pg-boss's statements, run in the caller's transaction: the job table is in the same database. */
function inTransaction(db: Db): ExecuteSql {
  return (text, values = []) => db.executeQuery(CompiledQuery.raw(text, values));
}

const SCHEMA = "pgboss";
const STOP_WAIT_MS = 8000;

/**
 * Given with every job rather than set on its queue: pg-boss keeps a queue's options from its first
 * creation, so this way a change here reaches queues that already exist.
 */
const JOB_LIFETIME = {
  expireInSeconds: JOB_TIMEOUT_SECONDS,
  deleteAfterSeconds: FINISHED_JOB_DAYS * 24 * 60 * 60,
} satisfies SendOptions;

export function createPgBossJobRunner(options: Options): JobRunner {
  // Its own small pool: workers poll on it, and a singleton send holds a connection for a transaction.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  let stopping = false;
  pool.on("error", (error) => {
    if (!stopping) options.log(`[jobs] an idle PostgreSQL connection was lost: ${error.message}`);
  });
  const executeSql = (text: string, values: unknown[] = []) => pool.query(text, values);
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    migrate: true,
    supervise: options.maintenance,
    schedule: false,
  });
  // Without a listener an 'error' event would end the process; pg-boss reports failed polls this way.
  boss.on("error", (error) => {
    if (!stopping) options.log(`[jobs] pg-boss: ${errorText(error)}`);
  });
  // Its maintenance reports a growing backlog, slow queries or a handler past its expiry only this way.
  // The message alone: the details can hold a query's values, payloads among them.
  boss.on("warning", (warning) => options.log(`[jobs] pg-boss warning: ${warning.message}`));
  const queues = new Map<string, Queue>();
  const created = new Set<string>();
  let started = false;

  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  }

  async function startWorkers(name: string, queue: Queue) {
    await ensureQueue(name);
    for (let i = 0; i < JOBS_PER_QUEUE; i++) {
      let id = "";
      id = await boss.work(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollIntervalMs / 1000 },
        async ([job]) => {
          if (!job) return;
          const info = {
            id: job.id,
            attempt: job.retryCount + 1,
            isFinalAttempt: job.retryCount >= job.retryLimit,
          };
          try {
            await queue.handler(job.data, info);
          } catch (error) {
            options.log(failureLine(name, job.id, info.attempt, info.isFinalAttempt, error));
            throw error;
          } finally {
            // A worker that found a job looks for the next at once, not after its poll interval.
            boss.notifyWorker(id);
          }
        },
      );
      queue.workerIds.push(id);
    }
  }

  /** Wakes this process's workers of `name`, which would otherwise find the job at their next poll. */
  function notify(name: string) {
    for (const id of queues.get(name)?.workerIds ?? []) boss.notifyWorker(id);
  }

  function sendOptions(resolved: ResolvedJobOptions): SendOptions {
    return {
      ...JOB_LIFETIME,
      retryLimit: resolved.retryLimit,
      retryDelay: resolved.retryDelaySeconds,
      retryBackoff: resolved.retryBackoff,
      startAfter: resolved.startAfterSeconds,
    };
  }

  /**
   * pg-boss's singleton policies belong to a whole queue: its "exclusive" one (one waiting or running job
   * per key) would hold a queue's jobs without a key to one at a time too, and our queues mix both. So
   * the rule is kept here: under a lock on (queue, key) held to the end of the transaction (the caller's,
   * or one of our own), send only when no unfinished job has the key.
   */
  function sendSingleton(name: string, data: object | null, resolved: ResolvedJobOptions, key: string, db: Db | null) {
    const lockKey = `webcraft-job:${name}:${key}`;
    const sendWith = async (executeSql: ExecuteSql) => {
      const { rows } = await executeSql(
        `SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
        [name, key],
      );
      if (rows.length !== 0) return null;
      return boss.send(name, data, { ...sendOptions(resolved), singletonKey: key, db: { executeSql } });
    };
    if (db === null)
      return withAdvisoryLock(pool, lockKey, (client) => sendWith((text, values) => client.query(text, values)));
    const executeSql = inTransaction(db);
    return executeSql("SELECT pg_advisory_xact_lock(hashtext($1))", [lockKey]).then(() => sendWith(executeSql));
  }

  return {
    async work(name, handler, defaults = {}) {
      resolveJobOptions(name, defaults);
      const queue: Queue = { handler: handler as JobHandler<unknown>, defaults, workerIds: [] };
      queues.set(name, queue);
      if (started) await startWorkers(name, queue);
    },

    async send(name, payload, options = {}) {
      const resolved = resolveJobOptions(name, queues.get(name)?.defaults, options);
      await ensureQueue(name);
      // pg-boss writes the payload out as JSON itself, so any JSON value is stored, strings included.
      const data = (payload ?? null) as object | null;
      const db = options.transaction ?? null;
      const id = resolved.singletonKey
        ? await sendSingleton(name, data, resolved, resolved.singletonKey, db)
        : await boss.send(name, data, {
            ...sendOptions(resolved),
            ...(db && { db: { executeSql: inTransaction(db) } }),
          });
      if (id && resolved.startAfterSeconds === 0) notify(name);
      return id;
    },

    async start() {
      await setAsideV10Schema(pool, SCHEMA);
      await boss.start();
      const copied = await copyV10Jobs(pool, boss, SCHEMA, JOB_LIFETIME);
      if (copied !== null) options.log(`[jobs] moved ${copied} unfinished jobs from pg-boss 10's schema, dropped it`);
      started = true;
      for (const [name, queue] of queues) await startWorkers(name, queue);
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      // Waits for running handlers (up to STOP_WAIT_MS); pg-boss fails the ones still going, to retry.
      if (started) await boss.stop({ graceful: true, timeout: STOP_WAIT_MS, close: false });
      started = false;
      await pool.end();
    },

    async drain({ includeDelayed = false, timeoutMs = 10_000, queues: only }: DrainOptions = {}) {
      const pending = async () => {
        const { rows } = await pool.query(
          `SELECT name, state FROM ${SCHEMA}.job WHERE name = ANY($1) AND state < 'completed'
             AND (state = 'active' OR $2 OR start_after <= now())`,
          [only ?? [...queues.keys()], includeDelayed],
        );
        return rows as { name: string; state: string }[];
      };
      for (const name of queues.keys()) notify(name);
      await waitUntilIdle(pending, timeoutMs);
    },

    async counts() {
      const { rows } = await pool.query(
        `SELECT name AS queue,
                count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS due,
                count(*) FILTER (WHERE state = 'active') AS active
           FROM ${SCHEMA}.job WHERE name = ANY($1) AND state < 'completed' GROUP BY name`,
        [[...queues.keys()]],
      );
      return countsOf(queues.keys(), rows as { queue: string; due: string; active: string }[]);
    },
  };
}
