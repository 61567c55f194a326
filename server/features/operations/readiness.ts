// Whether this process should take traffic: a load balancer or orchestrator asks `GET /api/ready` and
// sends requests only while it answers 200. Liveness (`/api/health`) only says the process answers.
import type { Readiness } from "@common/api/app";
import { sql } from "kysely";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import { pendingMigrations } from "../../db/migrate";

/** A check that has not answered by then has failed: a probe must not hang behind a stuck database. */
export const CHECK_TIMEOUT_MS = 3_000;

type Check = Readiness["checks"]["database"];

/**
 * Why `error` failed, in a few public words: its code (ECONNREFUSED, NotFound, 57P03…) or its kind,
 * never its message or stack, which can name hosts, users and paths. The whole error goes to the log.
 */
function reasonOf(error: unknown): string {
  if (error instanceof CheckTimeout) return error.message;
  const code = (error as { code?: unknown; name?: unknown } | null)?.code;
  if (typeof code === "string" && /^[\w.-]{1,40}$/.test(code)) return `failed (${code})`;
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === "string" && /^\w{1,40}$/.test(name) && name !== "Error" ? `failed (${name})` : "failed";
}

class CheckTimeout extends Error {}

/** Runs `work`; its string, if any, is why the check fails. Errors and time-outs fail it too. */
async function check(name: string, work: () => Promise<string | undefined>, timeoutMs: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const problem = await Promise.race([work(), late]);
    return problem === undefined ? { ok: true } : { ok: false, detail: problem };
  } catch (error) {
    console.error(`[ready] the ${name} check failed:`, error);
    return { ok: false, detail: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query, every migration this code knows is applied, and the blob store answers. */
export async function readiness(
  { db, blobs }: { db: Db; blobs: Pick<BlobStore, "check"> },
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const [database, migrations, blobStore] = await Promise.all([
    check(
      "database",
      async () => {
        await sql`select 1`.execute(db.kysely);
        return undefined;
      },
      timeoutMs,
    ),
    check(
      "migrations",
      async () => {
        const pending = await pendingMigrations(db);
        return pending.length === 0 ? undefined : `${pending.length} not applied yet, from ${pending[0]}`;
      },
      timeoutMs,
    ),
    check(
      "blob store",
      async () => {
        await blobs.check();
        return undefined;
      },
      timeoutMs,
    ),
  ]);
  const checks = { database, migrations, blobs: blobStore };
  return { ok: database.ok && migrations.ok && blobStore.ok, checks };
}
