import type { Dialect } from "./create-db";

/** SQLite stores booleans as 0/1 and cannot bind `true`; PostgreSQL has a real boolean. */
export function dbBool(dialect: Dialect, value: boolean): boolean | number {
  return dialect === "sqlite" ? (value ? 1 : 0) : value;
}

/** Timestamps come back as Date (pg) or ISO text (SQLite); the API always answers ISO strings. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  // We write ISO strings ourselves, so SQLite's text needs no parsing.
  return value instanceof Date ? value.toISOString() : value;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** True for a unique-constraint failure on either database (two writers raced for one key). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
