// Several app processes starting at once on one new PostgreSQL database each migrate it at boot. They
// must take turns: each migration applied once, by one of them, and none failing because another
// created a table first. (SQLite is one file on one machine: one process at a time writes it anyway.)
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { freshDatabase, testDialects } from "../test/databases";
import { createDb } from "./create-db";
import { migrateToLatest, pendingMigrations } from "./migrate";

for (const dialect of testDialects().filter((name) => name === "postgres")) {
  describe(`migrations started together [${dialect}]`, () => {
    it("apply each migration once when three connections migrate a new database at the same moment", async () => {
      const database = await freshDatabase(dialect);
      const first = createDb(database.url);
      const dbs = [first, createDb(database.url), createDb(database.url)];
      try {
        const known = await pendingMigrations(first);
        expect(known.length).toBeGreaterThan(20);
        const applied = await Promise.all(dbs.map((db) => migrateToLatest(db)));
        // Whoever got the lock first applied everything; the others found nothing left.
        expect(applied.flat().sort()).toEqual([...known].sort());
        expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
        const rows = await sql<{ name: string; times: string }>`
          select name, count(*) as times from kysely_migration group by name`.execute(first.kysely);
        expect(rows.rows).toHaveLength(known.length);
        expect(rows.rows.every((row) => Number(row.times) === 1)).toBe(true);
        for (const db of dbs) expect(await pendingMigrations(db)).toEqual([]);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        await database.drop();
      }
    });
  });
}
