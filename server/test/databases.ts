import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export type TestDatabase = { name: "sqlite" | "postgres"; url: string; dataDir: string; drop: () => Promise<void> };

/** The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export function testDialects(): ("sqlite" | "postgres")[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

/** A brand-new, empty database of the given dialect, with its own data folder. */
export async function freshDatabase(name: "sqlite" | "postgres"): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "webcraft-test-"));
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
