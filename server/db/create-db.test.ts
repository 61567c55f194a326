import { chmodSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase, testDialects } from "../test/databases";
import { allowConsoleError } from "../test/setup";
import { startTestApp } from "../test/test-app";
import { createDb } from "./create-db";
import { migrateToLatest } from "./migrate";

function modeOf(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

describe("the SQLite database file", () => {
  // The usual umask, under which files are created readable by everyone unless the code says otherwise.
  let umask: number;
  beforeEach(() => {
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it("is created readable by its owner only, and so are its -wal and -shm files", async () => {
    const database = await freshDatabase("sqlite");
    const app = await startTestApp(database);
    try {
      await app.signUp();
      const file = database.url.replace(/^sqlite:/, "");
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path), path).toBe("600");
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it("is tightened when an earlier start left it readable by others, and a new data folder is private", async () => {
    const database = await freshDatabase("sqlite");
    try {
      const loose = join(database.dataDir, "loose.db");
      writeFileSync(loose, "");
      chmodSync(loose, 0o644);
      const nested = join(database.dataDir, "new-folder", "fresh.db");
      for (const file of [loose, nested]) {
        const db = createDb(`sqlite:${file}`);
        await migrateToLatest(db);
        expect(modeOf(file), file).toBe("600");
        await db.close();
      }
      expect(modeOf(join(database.dataDir, "new-folder"))).toBe("700");
    } finally {
      await database.drop();
    }
  });
});

// Connections are a PostgreSQL matter (SQLite is a file): this runs wherever PostgreSQL does, as in CI.
for (const dialect of testDialects().filter((name) => name === "postgres")) {
  describe(`database connections [${dialect}]`, () => {
    it("lives through the server dropping its idle connections, and the next query connects again", async () => {
      allowConsoleError(/an idle PostgreSQL connection was lost/);
      const database = await freshDatabase(dialect);
      const { kysely: db, close } = createDb(database.url);
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
