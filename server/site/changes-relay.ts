import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/create-db";
import type { ChangesRelay } from "./changes";

/**
 * Site changes between the processes that share one PostgreSQL database, by LISTEN/NOTIFY: a publish
 * answered by one process is forgotten by every other's caches within milliseconds, instead of at their
 * next revalidation (which stays as the safety net for a notice lost while a listener reconnects).
 * SQLite is one process's database: it has no relay.
 */
export const SITE_CHANGES_CHANNEL = "webcraft_site_changes";

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; site ids are sent in batches well under it. */
const PAYLOAD_BYTES = 7_000;
const RECONNECT_MS = 1_000;

/** Splits the ids into payloads `{sender} {id},{id},…` that fit one notice each. */
export function changePayloads(sender: string, siteIds: readonly string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = sender.length + 1;
  for (const id of siteIds) {
    if (batch.length > 0 && bytes + id.length + 1 > PAYLOAD_BYTES) {
      payloads.push(`${sender} ${batch.join(",")}`);
      batch = [];
      bytes = sender.length + 1;
    }
    batch.push(id);
    bytes += id.length + 1;
  }
  if (batch.length > 0) payloads.push(`${sender} ${batch.join(",")}`);
  return payloads;
}

export function postgresChangesRelay(db: Db, connectionString: string, log: (line: string) => void): ChangesRelay {
  // Each process knows its own notices by this, and does not forget twice what it already forgot.
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(heard: (siteIds: readonly string[]) => Promise<void>): Promise<void> {
    const listener = new pg.Client({ connectionString });
    listener.on("notification", (notice) => {
      const [sender, ids] = (notice.payload ?? "").split(" ");
      if (sender === self || !ids) return;
      heard(ids.split(",")).catch((error: unknown) => log(`[site] a change from another process failed: ${error}`));
    });
    const lost = (error?: Error) => {
      if (client !== listener) return;
      client = null;
      listener.end().catch(() => {});
      if (closed) return;
      log(`[site] lost the site-change channel${error ? ` (${error.message})` : ""}; listening again in 1 s`);
      retry = setTimeout(() => listen(heard).catch(() => lost()), RECONNECT_MS);
    };
    listener.on("error", lost);
    listener.on("end", () => lost());
    client = listener;
    await listener.connect();
    await listener.query(`LISTEN ${SITE_CHANGES_CHANNEL}`);
  }

  return {
    async send(siteIds) {
      for (const payload of changePayloads(self, siteIds)) {
        await sql`select pg_notify(${SITE_CHANGES_CHANNEL}, ${payload})`.execute(db.kysely);
      }
    },
    start: (heard) => listen(heard),
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}
