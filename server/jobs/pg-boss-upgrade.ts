// Our releases before pg-boss 12 ran pg-boss 10, whose `pgboss` schema pg-boss 12 cannot migrate: its
// migrations start from the schema pg-boss 11 created, and pg-boss 11 came with no way up from 10's
// (its notes say to move the jobs by hand). So, once per database: before pg-boss starts, an old
// schema is renamed aside and pg-boss creates a new one; after it has started, the jobs still to run
// are copied into the new one and the old schema is dropped. Finished jobs (kept for inspection only)
// go with it. Every process of the old release must be stopped first: it would go on reading the
// renamed tables' new namesakes. Both steps hold one advisory lock, so processes starting together do
// each step once. This file and its test can go once no database of ours can still hold a pg-boss 10
// schema.
import type pg from "pg";
import type { JobInsert, PgBoss, SendOptions } from "pg-boss";
import { withAdvisoryLock } from "./advisory-lock";

/** The schema version pg-boss 10 writes in its `version` table. */
const V10_SCHEMA_VERSION = 24;
const LOCK_KEY = "webcraft-pgboss-v10-upgrade";

const asideSchema = (schema: string) => `${schema}_v10`;

type V10Job = {
  id: string;
  name: string;
  data: unknown;
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
};

async function exists(client: pg.PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>("SELECT to_regclass($1) IS NOT NULL AS found", [table]);
  return rows[0]?.found === true;
}

/** Renames a pg-boss 10 schema to `<schema>_v10`; anything else (none yet, or a newer one) is left alone. */
export async function setAsideV10Schema(pool: pg.Pool, schema: string): Promise<void> {
  await withAdvisoryLock(pool, LOCK_KEY, async (client) => {
    if (!(await exists(client, `${schema}.version`))) return;
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${schema}.version`);
    const version = Number(rows[0]?.version);
    if (version > V10_SCHEMA_VERSION) return;
    if (version < V10_SCHEMA_VERSION) {
      throw new Error(`the ${schema} schema is at version ${version}, older than any pg-boss this app ran`);
    }
    if (await exists(client, `${asideSchema(schema)}.version`)) {
      throw new Error(`both ${schema} and ${asideSchema(schema)} hold a pg-boss 10 schema: drop one`);
    }
    await client.query(`ALTER SCHEMA ${schema} RENAME TO ${asideSchema(schema)}`);
  });
}

/**
 * Copies the unfinished jobs of a schema set aside into the started pg-boss (same ids, payloads, keys,
 * due times, retry settings and attempts), then drops that schema; returns how many were copied, or
 * null when there was no such schema. A job that was running when its process stopped runs that
 * attempt again.
 */
export async function copyV10Jobs(
  pool: pg.Pool,
  boss: PgBoss,
  schema: string,
  lifetime: Pick<SendOptions, "expireInSeconds" | "deleteAfterSeconds">,
): Promise<number | null> {
  const old = asideSchema(schema);
  return withAdvisoryLock(pool, LOCK_KEY, async (client) => {
    if (!(await exists(client, `${old}.job`))) return null;
    const { rows } = await client.query<V10Job>(
      `SELECT id, name, data, retry_limit, retry_count, retry_delay, retry_backoff, start_after, singleton_key
         FROM ${old}.job WHERE state < 'completed' ORDER BY created_on`,
    );
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    for (const name of new Set(rows.map((row) => row.name))) {
      await boss.createQueue(name);
      const jobs: JobInsert[] = rows
        .filter((row) => row.name === name)
        .map((row) => ({
          ...lifetime,
          id: row.id,
          data: row.data as object,
          retryLimit: row.retry_limit,
          retryDelay: row.retry_delay,
          retryBackoff: row.retry_backoff,
          startAfter: row.start_after,
          ...(row.singleton_key === null ? {} : { singletonKey: row.singleton_key }),
        }));
      await boss.insert(name, jobs, { db });
    }
    // The attempts carry over. pg-boss counts a retry when it claims a job that has run before, which a
    // copied job has not: a job waiting for its retry gets that count now, and a cut-off run keeps its.
    await client.query(
      `UPDATE ${schema}.job AS job SET retry_count = old.retry_count + CASE WHEN old.state = 'retry' THEN 1 ELSE 0 END
         FROM ${old}.job AS old WHERE job.id = old.id AND old.state IN ('retry', 'active')`,
    );
    await client.query(`DROP SCHEMA ${old} CASCADE`);
    return rows.length;
  });
}
