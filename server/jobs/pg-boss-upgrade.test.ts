import pg from "pg";
import PgBoss10 from "pg-boss-10";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDb, type Db } from "../db/create-db";
import { migrateToLatest } from "../db/migrate";
import { loadEnv } from "../env";
import { freshDatabase, type TestDatabase, testDialects } from "../test/databases";
import { createJobRunner } from "./create-job-runner";
import type { JobInfo, JobRunner } from "./job-runner";

// A database that ran our releases on pg-boss 10 has that version's schema, jobs waiting in it, one of
// them mid-run when the old process stopped: the new release carries on with those jobs.
describe.skipIf(!testDialects().includes("postgres"))("a pg-boss 10 schema, upgraded at start", () => {
  let database: TestDatabase;
  let db: Db;
  let runner: JobRunner | undefined;
  const queue = "upgrade-test";
  const ids: Record<string, string | null> = {};

  beforeAll(async () => {
    database = await freshDatabase("postgres");
    db = createDb(database.url);
    await migrateToLatest(db);
    const old = new PgBoss10({ connectionString: database.url, schema: "pgboss", supervise: false, schedule: false });
    await old.start();
    await old.createQueue(queue);
    // As our pg-boss 10 runner sent: the payload as JSON text, for pg-boss to bind to a jsonb parameter.
    const send = (payload: unknown, options: PgBoss10.SendOptions = {}) =>
      old.send(queue, JSON.stringify(payload) as unknown as object, { retryLimit: 0, ...options });
    ids.running = await send({ n: 1 });
    ids.retrying = await send({ n: 2 }, { retryLimit: 2 });
    ids.done = await send({ n: 3 });
    expect(await old.fetch(queue, { batchSize: 3 })).toHaveLength(3);
    await old.fail(queue, ids.retrying ?? "", { reason: "first attempt" });
    await old.complete(queue, ids.done ?? "");
    ids.text = await send("text payload");
    ids.later = await send({ n: 4 }, { startAfter: 3600, singletonKey: "post-1" });
    await old.stop({ graceful: false, wait: true });
  });
  afterAll(async () => {
    await runner?.stop();
    await db?.close();
    await database?.drop();
  });

  test("runs the jobs left waiting, keeps their ids, payloads, attempts and keys, and drops the old schema", async () => {
    const env = loadEnv({
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: "x".repeat(32),
    });
    const log: string[] = [];
    runner = createJobRunner(env, db, (line) => log.push(line));
    const runs: { payload: unknown; job: JobInfo }[] = [];
    await runner.work(queue, async (payload, job) => {
      runs.push({ payload, job });
    });
    await runner.start();
    expect(log).toEqual(["[jobs] moved 4 unfinished jobs from pg-boss 10's schema, dropped it"]);
    await runner.drain();
    expect(runs).toHaveLength(3);
    expect(runs).toEqual(
      expect.arrayContaining([
        { payload: { n: 1 }, job: { id: ids.running, attempt: 1, isFinalAttempt: true } },
        { payload: { n: 2 }, job: { id: ids.retrying, attempt: 2, isFinalAttempt: false } },
        { payload: "text payload", job: { id: ids.text, attempt: 1, isFinalAttempt: true } },
      ]),
    );
    // The delayed job still holds its key.
    expect(await runner.send(queue, { n: 5 }, { singletonKey: "post-1" })).toBeNull();

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT to_regnamespace('pgboss_v10') IS NULL AS dropped, (SELECT version FROM pgboss.version) AS version",
      );
      expect(rows[0]).toEqual({ dropped: true, version: expect.any(Number) });
      expect(rows[0].version).toBeGreaterThan(24);
      const left = await client.query("SELECT id FROM pgboss.job WHERE name = $1 AND state < 'completed'", [queue]);
      expect(left.rows).toEqual([{ id: ids.later }]);
    } finally {
      await client.end();
    }
  });
});
