import type pg from "pg";

/**
 * Runs `run` in one transaction that holds a PostgreSQL advisory lock named `key` until it commits or rolls
 * back: of several processes, one at a time goes through, and a crash releases the lock with the connection.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: string,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
    const result = await run(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}
