import { join } from "node:path";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { createDb } from "./db/create-db";
import { migrateToLatest } from "./db/migrate";
import type { Env } from "./env";
import type { AppDeps } from "./http/types";
import { createMailer } from "./mail/mailer";

/** Opens the database, migrates it and wires the app: shared by main.ts and the tests. */
export async function bootApp(env: Env, options: { log?: (line: string) => void } = {}) {
  const db = createDb(env.databaseUrl);
  const applied = await migrateToLatest(db);
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    outboxDir: join(env.dataDir, "outbox"),
    log: options.log,
  });
  const auth = createAuth({ env, db, mailer });
  const deps: AppDeps = { env, db, auth, mailer };
  const app = createApp(deps);
  async function close() {
    mailer.close();
    await db.close();
  }
  return { app, deps, applied, close };
}
