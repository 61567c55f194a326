import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { createDb, type Db } from "../db/create-db";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { freshDatabase, type TestDatabase, testDialects } from "../test/databases";
import { createJobRunner } from "./create-job-runner";
import type { JobInfo, JobRunner } from "./job-runner";

for (const dialect of testDialects()) {
  describe(`job runner [${dialect}]`, () => {
    let database: TestDatabase;
    const dbs: Db[] = [];
    let runners: JobRunner[] = [];
    const log: string[] = [];

    beforeAll(async () => {
      database = await freshDatabase(dialect);
      await migrateToLatest(newDb());
    });
    afterEach(async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
      runners = [];
    });
    afterAll(async () => {
      await Promise.all(dbs.map((db) => db.close()));
      await database?.drop();
    });

    /** A connection of its own, as another process would have. */
    function newDb() {
      const db = createDb(database.url);
      dbs.push(db);
      return db;
    }

    /** A runner as a process has it: on `db`, its database connection, else a connection of its own. */
    function newRunner(db = newDb()) {
      const env = loadEnv({
        NODE_ENV: "test",
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url,
        AUTH_SECRET: "x".repeat(32),
      });
      const runner = createJobRunner(env, db, (line) => log.push(line));
      runners.push(runner);
      return runner;
    }

    const queueName = () => `test-${randomBytes(4).toString("hex")}`;

    test("runs a job once, with its payload", async () => {
      const runner = newRunner();
      const queue = queueName();
      const runs: { payload: unknown; job: JobInfo }[] = [];
      await runner.work<{ n: number }>(queue, async (payload, job) => {
        runs.push({ payload, job });
      });
      await runner.start();
      const id = await runner.send(queue, { n: 7 });
      await runner.drain();
      expect(runs).toEqual([{ payload: { n: 7 }, job: { id, attempt: 1, isFinalAttempt: true } }]);
    });

    test("a job sent in the caller's transaction exists only once that commits", async () => {
      // The app's own connection, which the runner shares, as in the app.
      const app = newDb();
      const runner = newRunner(app);
      const queue = queueName();
      const runs: number[] = [];
      await runner.work<{ n: number }>(queue, async ({ n }) => {
        runs.push(n);
      });
      await runner.start();
      const db = app.kysely;
      const rolledBack = db.transaction().execute(async (transaction) => {
        await runner.send(queue, { n: 1 }, { transaction });
        await runner.send(queue, { n: 2 }, { transaction, singletonKey: "once" });
        throw new Error("rolled back");
      });
      await expect(rolledBack).rejects.toThrow("rolled back");
      await db.transaction().execute(async (transaction) => {
        await runner.send(queue, { n: 3 }, { transaction });
        // The rolled-back job left no key behind.
        expect(await runner.send(queue, { n: 4 }, { transaction, singletonKey: "once" })).not.toBeNull();
        expect(await runner.send(queue, { n: 5 }, { transaction, singletonKey: "once" })).toBeNull();
      });
      await runner.drain();
      expect(runs.sort()).toEqual([3, 4]);
    });

    test("a failed run is retried with growing delays, and succeeds", async () => {
      const runner = newRunner();
      const queue = queueName();
      const times: number[] = [];
      await runner.work(
        queue,
        async () => {
          times.push(Date.now());
          if (times.length < 3) throw new Error(`failure ${times.length}`);
        },
        { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
      );
      await runner.start();
      await runner.send(queue, {});
      await runner.drain({ includeDelayed: true, timeoutMs: 15_000 });
      expect(times).toHaveLength(3);
      const [first = 0, second = 0, third = 0] = times;
      // Retry n waits between delay·2^(n-1) and twice that: 1–2 s, then 2–4 s.
      expect(second - first).toBeGreaterThanOrEqual(950);
      expect(third - second).toBeGreaterThanOrEqual(1950);
      expect(log.filter((line) => line.includes(queue))).toEqual([
        expect.stringMatching(/attempt 1 failed \(will retry\): failure 1$/),
        expect.stringMatching(/attempt 2 failed \(will retry\): failure 2$/),
      ]);
    });

    test("gives up after the retry limit, telling the last run it is the last", async () => {
      const runner = newRunner();
      const queue = queueName();
      const runs: JobInfo[] = [];
      const payloads: unknown[] = [];
      await runner.work(queue, async (payload, job) => {
        runs.push(job);
        payloads.push(payload);
        throw new Error("always");
      });
      await runner.start();
      await runner.send(queue, "text payload", { retryLimit: 2 });
      await runner.drain({ includeDelayed: true });
      expect(runs.map(({ attempt, isFinalAttempt }) => ({ attempt, isFinalAttempt }))).toEqual([
        { attempt: 1, isFinalAttempt: false },
        { attempt: 2, isFinalAttempt: false },
        { attempt: 3, isFinalAttempt: true },
      ]);
      expect(new Set(payloads)).toEqual(new Set(["text payload"]));
      expect(log.filter((line) => line.includes(queue)).at(-1)).toMatch(/attempt 3 failed \(gave up\): always$/);
    });

    test("a delayed job waits for its time", async () => {
      const runner = newRunner();
      const queue = queueName();
      const ranAt: number[] = [];
      await runner.work(queue, async () => {
        ranAt.push(Date.now());
      });
      await runner.start();
      const sentAt = Date.now();
      await runner.send(queue, {}, { startAfterSeconds: 1 });
      await runner.drain();
      expect(ranAt).toEqual([]);
      await runner.drain({ includeDelayed: true });
      expect(ranAt).toHaveLength(1);
      expect((ranAt[0] ?? 0) - sentAt).toBeGreaterThanOrEqual(950);
    });

    test("a job sent before a restart runs after it", async () => {
      const queue = queueName();
      const before = newRunner();
      const ranBefore: unknown[] = [];
      await before.work(queue, async (payload) => {
        ranBefore.push(payload);
      });
      await before.start();
      await before.send(queue, { order: 1 }, { startAfterSeconds: 1 });
      await before.stop();

      const after = newRunner();
      const ranAfter: unknown[] = [];
      await after.work(queue, async (payload) => {
        ranAfter.push(payload);
      });
      await after.start();
      await after.drain({ includeDelayed: true });
      expect(ranBefore).toEqual([]);
      expect(ranAfter).toEqual([{ order: 1 }]);
    });

    test("two runners on one database never run a job twice", async () => {
      const queue = queueName();
      const ran: string[] = [];
      const [one, two] = [newRunner(), newRunner()];
      for (const runner of [one, two]) {
        await runner.work(queue, async (_payload, job) => {
          ran.push(job.id);
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
        await runner.start();
      }
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).send(queue, { i })));
      await one.drain({ timeoutMs: 20_000 });
      await two.drain();
      expect(ran.toSorted()).toEqual(ids.toSorted());
    });

    // pg-boss keeps its own leases; on SQLite they are ours.
    if (dialect === "sqlite") {
      test("a run whose process died is run again once its lease has run out", async () => {
        const db = newDb();
        const queue = queueName();
        const now = Date.now();
        // What a process that died mid-run leaves: the job active, its lease over.
        await db.kysely
          .insertInto("jobs")
          .values({
            ...{ id: "lost-run", queue, payload: JSON.stringify({ n: 1 }), state: "active", attempts: 1 },
            ...{ retry_limit: 2, retry_delay_seconds: 0, retry_backoff: 0, singleton_key: null },
            ...{ start_after: now - 60_000, locked_until: now - 1, created_at: now - 60_000 },
          })
          .execute();
        const runner = newRunner(db);
        const runs: JobInfo[] = [];
        await runner.work(queue, async (_payload, job) => {
          runs.push(job);
        });
        await runner.start();
        await runner.drain({ includeDelayed: true });
        expect(runs).toEqual([{ id: "lost-run", attempt: 2, isFinalAttempt: false }]);
      });
    }

    test("a singleton key allows one unfinished job per key", async () => {
      const runner = newRunner();
      const queue = queueName();
      const ran: unknown[] = [];
      await runner.work(queue, async (payload) => {
        ran.push(payload);
      });
      await runner.start();
      const first = await runner.send(queue, { v: 1 }, { singletonKey: "post-1", startAfterSeconds: 60 });
      expect(first).toEqual(expect.any(String));
      expect(await runner.send(queue, { v: 2 }, { singletonKey: "post-1" })).toBeNull();
      expect(await runner.send(queue, { v: 3 }, { singletonKey: "post-2" })).toEqual(expect.any(String));
      await runner.drain();
      expect(ran).toEqual([{ v: 3 }]);
      // Once a key's job has finished, the key is free again.
      expect(await runner.send(queue, { v: 4 }, { singletonKey: "post-2" })).toEqual(expect.any(String));
      await runner.drain();
      expect(ran).toEqual([{ v: 3 }, { v: 4 }]);
    });
  });
}
