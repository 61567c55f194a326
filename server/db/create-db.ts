import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export type Db = {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
};

/** Opens SQLite (a file path after `sqlite:`) or PostgreSQL (a postgres:// URL). */
export function createDb(databaseUrl: string): Db {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return createPostgres(databaseUrl);
  return createSqlite(databaseUrl.replace(/^(sqlite|file):/, ""));
}

function createSqlite(file: string): Db {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // Every commit reaches the disk: a saved edit survives a power cut, not just a crash.
  database.pragma("synchronous = FULL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

function createPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
