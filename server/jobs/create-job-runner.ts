import type { Db } from "../db/create-db";
import type { JobRunner } from "./job-runner";
import { createPgBossJobRunner } from "./pg-boss-job-runner";
import { createSqliteJobRunner } from "./sqlite-job-runner";

/** How often idle workers look for jobs other processes sent (their own sends wake them at once). */
const POLL_INTERVAL_MS = { production: 2000, test: 500 };

/** pg-boss on PostgreSQL, the `jobs` table on SQLite: the same database as everything else. */
export function createJobRunner(
  env: { nodeEnv: string; databaseUrl: string },
  db: Db,
  log: (line: string) => void,
): JobRunner {
  const isTest = env.nodeEnv === "test";
  const pollIntervalMs = isTest ? POLL_INTERVAL_MS.test : POLL_INTERVAL_MS.production;
  if (db.dialect === "postgres") {
    return createPgBossJobRunner({ databaseUrl: env.databaseUrl, pollIntervalMs, maintenance: !isTest, log });
  }
  return createSqliteJobRunner(db.kysely, { pollIntervalMs, log });
}
