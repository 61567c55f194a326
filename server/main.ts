import { bootApp } from "./boot";
import { EnvError, loadEnv } from "./env";
import { createProcessServer } from "./hosting/process-server";

async function main() {
  const env = loadEnv();
  const { app, deps, applied, close } = await bootApp(env);
  if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(", ")}`);
  // Published sites are answered from memory before any HTTP framework; the rest by the app.
  const server = createProcessServer(deps, app.fetch);
  server.listen(env.port, () => {
    console.info(`[webcraft] serving ${env.appOrigin} (database: ${env.databaseUrl.split(":")[0]})`);
    console.info(`[webcraft] preview origin ${env.previewOrigin}, sites at {slug}.${env.siteDomain}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[webcraft] ${signal}: finishing open requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
