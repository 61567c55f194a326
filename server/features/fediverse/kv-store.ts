// The federation library's key-value store (remote actors' keys, activities already taken, its circuit
// breakers) in our own database, so that every process shares it and it outlives a restart.
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { sql } from "kysely";
import type { Db } from "../../db/create-db";

/** Between a key's parts: a character no URL or identifier the library uses holds. */
const SEPARATOR = "\u001f";

const joined = (key: KvKey) => key.join(SEPARATOR);

function expiry(now: number, options?: KvStoreSetOptions): string | null {
  return options?.ttl ? new Date(now + options.ttl.total("millisecond")).toISOString() : null;
}

const isLive = (row: { expires_at: Date | string | null }, now: number) =>
  row.expires_at === null || new Date(row.expires_at).getTime() > now;

export function databaseKvStore(db: Db, now: () => number = Date.now): KvStore {
  const kysely = db.kysely;
  async function write(key: string, value: unknown, options?: KvStoreSetOptions) {
    const row = { key, value: JSON.stringify(value), expires_at: expiry(now(), options) };
    await kysely
      .insertInto("fediverse_kv")
      .values(row)
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: row.value, expires_at: row.expires_at }))
      .execute();
  }
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const row = await kysely.selectFrom("fediverse_kv").selectAll().where("key", "=", joined(key)).executeTakeFirst();
      return row && isLive(row, now()) ? (JSON.parse(row.value) as T) : undefined;
    },
    set: (key, value, options) => write(joined(key), value, options),
    async delete(key) {
      await kysely.deleteFrom("fediverse_kv").where("key", "=", joined(key)).execute();
    },
    async cas(key, expected, value, options) {
      return kysely.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("fediverse_kv").selectAll().where("key", "=", joined(key)).executeTakeFirst();
        const current = row && isLive(row, now()) ? row.value : undefined;
        if (current !== (expected === undefined ? undefined : JSON.stringify(expected))) return false;
        const next = { key: joined(key), value: JSON.stringify(value), expires_at: expiry(now(), options) };
        await trx
          .insertInto("fediverse_kv")
          .values(next)
          .onConflict((conflict) =>
            conflict.column("key").doUpdateSet({ value: next.value, expires_at: next.expires_at }),
          )
          .execute();
        return true;
      });
    },
    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      const start = prefix ? joined(prefix) : "";
      const escaped = start.replace(/[\\%_]/g, (character) => `\\${character}`);
      const rows = await kysely
        .selectFrom("fediverse_kv")
        .selectAll()
        .where(sql<boolean>`key like ${`${escaped}%`} escape '\\'`)
        .orderBy("key")
        .execute();
      for (const row of rows) {
        // SQLite's LIKE ignores case: the prefix is compared again as it is.
        if (!row.key.startsWith(start) || !isLive(row, now())) continue;
        if (prefix && row.key !== start && !row.key.startsWith(start + SEPARATOR)) continue;
        yield { key: row.key.split(SEPARATOR) as unknown as KvKey, value: JSON.parse(row.value) };
      }
    },
  };
}
