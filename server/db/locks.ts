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
