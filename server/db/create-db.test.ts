import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freshDatabase, testDialects } from "../test/databases";
import { allowConsoleError } from "../test/setup";
import { createDb } from "./create-db";

// Connections are a PostgreSQL matter (SQLite is a file): this runs wherever PostgreSQL does, as in CI.
for (const dialect of testDialects().filter((name) => name === "postgres")) {
  describe(`database connections [${dialect}]`, () => {
    it("lives through the server dropping its idle connections, and the next query connects again", async () => {
      allowConsoleError(/an idle PostgreSQL connection was lost/);
      const database = await freshDatabase(dialect);
      const { db, close } = createDb(database.url);
      try {
        const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        const pid = before.rows[0]?.pid;
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query("select pg_terminate_backend($1)", [pid]);
        await admin.end();
        // Without a listener on the pool, the dropped connection's error would end this process here.
        await expect
          .poll(async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid)
          .not.toBe(pid);
      } finally {
        await close();
        await database.drop();
      }
    });
  });
}
