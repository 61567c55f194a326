import { type Kysely, sql } from "kysely";
import type { Dialect } from "./create-db";
import type { Database } from "./schema";

/**
 * Holds the lock named `key` until the transaction ends, so transactions that check a bound and then
 * write under the same key take turns instead of both passing the check. SQLite needs none: Kysely
 * runs one transaction at a time on its one connection, and the database has one writer.
 */
export async function lockUntilCommit(trx: Kysely<Database>, dialect: Dialect, key: string): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Runs `work` in a transaction that checks and then writes without another writer in between. SQLite
 * takes its write lock at `BEGIN IMMEDIATE`, before the first read, so a second process waits for the
 * lock (busy_timeout) instead of failing at its first write after reading stale rows. PostgreSQL runs a
 * plain transaction: what must not change under it, `work` reads `FOR UPDATE` (Kysely's `forUpdate()`).
 */
export async function writeTransaction<T>(
  db: { kysely: Kysely<Database>; dialect: Dialect },
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.dialect === "postgres") return db.kysely.transaction().execute(work);
  return db.kysely.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
