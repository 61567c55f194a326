import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDb } from "../db/create-db";
import { migrateToLatest } from "../db/migrate";
import { createJobRunner } from "../jobs/create-job-runner";

export type TestDatabase = { name: "sqlite" | "postgres"; url: string; dataDir: string; drop: () => Promise<void> };

/**
 * Databases migrated once per run (by global-setup.ts) that a test app's database starts as a copy of:
 * migrating a new database took a second or more per app on each dialect, and a run boots hundreds.
 * `sqliteDir` holds the database files; `postgres` names a database to use as a template.
 */
export type MigratedTemplates = { sqliteDir: string; postgres: string | null };

/** The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export function testDialects(): ("sqlite" | "postgres")[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/**
 * Where test data folders go: in memory (/dev/shm) where the machine has it. SQLite commits with a sync to
 * the disk, which on a slow disk cost more than the rest of a test; a test's data never needs to outlive it.
 */
const SCRATCH = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/**
 * A test database's commits need not wait for PostgreSQL's disk either: the database is dropped after
 * its tests, and a crash of the server loses nothing a test needs (libpq's `options`, per connection).
 */
const ASYNC_COMMIT = "-c synchronous_commit=off";

/**
 * A brand-new database of the given dialect, with its own data folder: empty, or a copy of the migrated
 * `templates` (the migrations then find nothing left to do).
 */
export async function freshDatabase(name: "sqlite" | "postgres", templates?: MigratedTemplates): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(SCRATCH, "webcraft-test-"));
  if (name === "sqlite") {
    if (templates) cpSync(templates.sqliteDir, dataDir, { recursive: true });
    return {
      name,
      url: `sqlite:${join(dataDir, "test.db")}`,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const database = `webcraft_t_${randomBytes(6).toString("hex")}`;
  const template = templates?.postgres ? ` TEMPLATE ${templates.postgres}` : "";
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}${template}`));
  const url = databaseUrl(adminUrl, database);
  return {
    name,
    url,
    dataDir,
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The URL of `database` on the server of `adminUrl`, committing without waiting for the disk. */
function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  url.searchParams.set("options", ASYNC_COMMIT);
  return url.toString();
}

/** Migrates the database of `url`, and on PostgreSQL has pg-boss make its schema there too (at its start). */
async function migrateOnce(url: string) {
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    if (db.dialect === "postgres") {
      const jobs = createJobRunner({ nodeEnv: "test", databaseUrl: url }, db, (line) => console.warn(line));
      await jobs.start();
      await jobs.stop();
    }
  } finally {
    // Closed, SQLite folds its write-ahead log into the files, and PostgreSQL lets the database be copied.
    await db.close();
  }
}

/** Migrates a SQLite database, and a PostgreSQL one when TEST_DATABASE_URL is set, for freshDatabase to copy. */
export async function makeMigratedTemplates(): Promise<MigratedTemplates> {
  const sqliteDir = mkdtempSync(join(SCRATCH, "webcraft-template-"));
  await migrateOnce(`sqlite:${join(sqliteDir, "test.db")}`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { sqliteDir, postgres: null };
  const postgres = `webcraft_template_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${postgres}`));
  await migrateOnce(databaseUrl(adminUrl, postgres));
  return { sqliteDir, postgres };
}

export async function dropMigratedTemplates(templates: MigratedTemplates) {
  rmSync(templates.sqliteDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && templates.postgres) {
    const { postgres } = templates;
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`));
  }
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
