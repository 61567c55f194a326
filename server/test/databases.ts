import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export type TestDatabase = { name: "sqlite" | "postgres"; url: string; dataDir: string; drop: () => Promise<void> };

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

/** A brand-new, empty database of the given dialect, with its own data folder. */
export async function freshDatabase(name: "sqlite" | "postgres"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(SCRATCH, "webcraft-test-"));
  if (name === "sqlite") {
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
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  url.searchParams.set("options", ASYNC_COMMIT);
  return {
    name,
    url: url.toString(),
    dataDir,
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
