import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import pg from "pg";
import { createLru } from "../lru";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export type Db = {
  /** The Kysely query builder over the database: every query but the prepared hot paths goes through it. */
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Runs one statement of a hot path as a cached prepared statement (`?` placeholders), outside any
   * transaction. Everything else goes through Kysely; see docs/decisions/004-prepared-hot-paths.md.
   */
  prepared: <Row>(name: string, text: string, params: readonly unknown[]) => Promise<Row[]>;
  close: () => Promise<void>;
};

/** Opens SQLite (a file path after `sqlite:`) or PostgreSQL (a postgres:// URL). */
export function createDb(databaseUrl: string): Db {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return createPostgres(databaseUrl);
  return createSqlite(databaseUrl.replace(/^(sqlite|file):/, ""));
}

/** Only the server's own user may read the database, which holds every site and session token. */
const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Creates the database file owner-only before SQLite opens it (SQLite gives its -wal and -shm files
 * the database file's mode), and tightens files an earlier version left readable by others.
 */
function makePrivate(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE);
  }
}

/** The commerce tables' own file beside the main one (docs/decisions/027-commerce-schema.md). */
function commerceFileOf(file: string): string {
  return file === ":memory:" ? ":memory:" : join(dirname(file), "commerce.db");
}

function createSqlite(file: string): Db {
  const commerceFile = commerceFileOf(file);
  if (file !== ":memory:") {
    makePrivate(file);
    makePrivate(commerceFile);
  }
  const database = new SQLite(file);
  database.prepare("ATTACH DATABASE ? AS commerce").run(commerceFile);
  database.pragma("journal_mode = WAL");
  database.pragma("commerce.journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // Every commit reaches the disk: a saved edit survives a power cut, not just a crash.
  database.pragma("synchronous = FULL");
  // One cache of compiled statements, for Kysely's queries and the prepared hot paths alike.
  const statements = keepingStatements(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  async function prepared<Row>(_name: string, text: string, params: readonly unknown[]): Promise<Row[]> {
    // Holding Kysely's connection keeps the statement out of any transaction another request has open.
    return db.connection().execute(async () => statements.prepare(text).all(params) as Row[]);
  }
  return { kysely: db, dialect: "sqlite", prepared, close: () => db.destroy() };
}

/** Statements SQLite keeps compiled, by their text: the queries the app makes are a few hundred shapes. */
const KEPT_STATEMENTS = 1000;

/**
 * The database as Kysely sees it, keeping each statement it prepares for the next query of the same text.
 * Kysely prepares every query afresh, and on a busy server compiling took as long as running. Reusing one
 * is safe: Kysely runs one query at a time on its connection, and `all` and `run` finish before returning.
 */
function keepingStatements(database: SQLite.Database): SqliteDatabase {
  const kept = createLru<string, SQLite.Statement>({ maxEntries: KEPT_STATEMENTS });
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = kept.get(text);
      if (!statement) {
        statement = database.prepare(text);
        kept.set(text, statement);
      }
      return statement;
    },
  };
}

function createPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  let closing = false;
  // An idle connection the server drops (a restart, an administrator, a failover) is an 'error' on the
  // pool, which would end the process without a listener; the pool opens a new one when next asked.
  pool.on("error", (error) => {
    if (!closing) console.error(`[db] an idle PostgreSQL connection was lost: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const texts = new Map<string, string>();
  async function prepared<Row>(name: string, text: string, params: readonly unknown[]): Promise<Row[]> {
    let numbered = texts.get(name);
    if (!numbered) {
      let n = 0;
      numbered = text.replace(/\?/g, () => `$${++n}`);
      texts.set(name, numbered);
    }
    // A named statement is parsed and planned once per connection.
    const result = await pool.query({ name, text: numbered, values: params as unknown[] });
    return result.rows as Row[];
  }
  // The pool counts itself closed before its connections have finished closing: those are not lost.
  const close = () => {
    closing = true;
    return db.destroy();
  };
  return { kysely: db, dialect: "postgres", prepared, close };
}
