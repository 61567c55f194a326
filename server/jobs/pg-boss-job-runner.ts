// The job runner on PostgreSQL: pg-boss, in its own `pgboss` schema of the app's database, which it
// creates and upgrades itself at start. Fetching uses SKIP LOCKED, so any number of processes can work
// the same queues; a run past its expiry (a process that died) is retried by pg-boss's maintenance.
import pg from "pg";
import PgBoss from "pg-boss";
import {
  assertQueueName,
  errorText,
  FINISHED_JOB_DAYS,
  failureLine,
  JOB_TIMEOUT_SECONDS,
  JOBS_PER_QUEUE,
  type ResolvedJobOptions,
  resolveJobOptions,
  waitUntilIdle,
} from "./job-options";
import type { DrainOptions, JobHandler, JobOptions, JobRunner } from "./job-runner";

type Options = {
  databaseUrl: string;
  pollIntervalMs: number;
  /**
   * pg-boss's maintenance (expiring lost runs, archiving and deleting finished jobs) every few minutes.
   * Off in tests: a test database lives for seconds, and the timers would only delay shutdown.
   */
  maintenance: boolean;
  log: (line: string) => void;
};

type Queue = { handler: JobHandler<unknown>; defaults: JobOptions; workerIds: string[] };

const SCHEMA = "pgboss";
const STOP_WAIT_MS = 8000;

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
    expireInSeconds: JOB_TIMEOUT_SECONDS,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: FINISHED_JOB_DAYS,
    pollingIntervalSeconds: options.pollIntervalMs / 1000,
  });
  // Without a listener an 'error' event would end the process; pg-boss reports failed polls this way.
  boss.on("error", (error) => {
    if (!stopping) options.log(`[jobs] pg-boss: ${errorText(error)}`);
  });
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
      id = await boss.work<unknown>(
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

  function sendOptions(resolved: ResolvedJobOptions): PgBoss.SendOptions {
    return {
      retryLimit: resolved.retryLimit,
      retryDelay: resolved.retryDelaySeconds,
      retryBackoff: resolved.retryBackoff,
      startAfter: resolved.startAfterSeconds,
    };
  }

  /**
   * pg-boss's own singleton policies are per queue and count a job waiting for a retry apart from a new
   * one, so the rule is kept here: under a lock on (queue, key), send only when no unfinished job has it.
   */
  async function sendSingleton(name: string, data: string, resolved: ResolvedJobOptions, key: string) {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`webcraft-job:${name}:${key}`]);
      const { rowCount } = await client.query(
        `SELECT 1 FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
        [name, key],
      );
      const id =
        rowCount === 0
          ? await boss.send(name, data as unknown as object, {
              ...sendOptions(resolved),
              singletonKey: key,
              db: { executeSql: (text, values) => client.query(text, values) },
            })
          : null;
      await client.query("COMMIT");
      return id;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    async work(name, handler, defaults = {}) {
      assertQueueName(name);
      resolveJobOptions(defaults);
      const queue: Queue = { handler: handler as JobHandler<unknown>, defaults, workerIds: [] };
      queues.set(name, queue);
      if (started) await startWorkers(name, queue);
    },

    async send(name, payload, options = {}) {
      assertQueueName(name);
      const resolved = resolveJobOptions(queues.get(name)?.defaults, options);
      await ensureQueue(name);
      // pg-boss binds the payload to a jsonb parameter: JSON text stores any value, strings included.
      const data = JSON.stringify(payload ?? null);
      const id = resolved.singletonKey
        ? await sendSingleton(name, data, resolved, resolved.singletonKey)
        : await boss.send(name, data as unknown as object, sendOptions(resolved));
      if (id && resolved.startAfterSeconds === 0) notify(name);
      return id;
    },

    async start() {
      await boss.start();
      started = true;
      for (const [name, queue] of queues) await startWorkers(name, queue);
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      // Waits for running handlers (up to STOP_WAIT_MS); pg-boss fails the ones still going, to retry.
      if (started) await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS, close: false });
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
      await waitUntilIdle(
        async () => (await pending()).length === 0,
        timeoutMs,
        async () => JSON.stringify(await pending()),
      );
    },
  };
}
