import { createDb } from "./db/create-db";
import { migrateToLatest } from "./db/migrate";
import { EnvError, loadEnv } from "./env";
import { checkRuntime } from "./runtime-check";

async function main() {
  checkRuntime();
  const env = loadEnv();
  const db = createDb(env.databaseUrl);
  try {
    const applied = await migrateToLatest(db);
    console.info(applied.length > 0 ? `[db] applied: ${applied.join(", ")}` : "[db] already up to date");
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
