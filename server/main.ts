import { bootApp } from "./boot";
import { EnvError, loadEnv } from "./env";
import { startInboundSmtp } from "./features/mail/inbound/inbound-smtp";
import { checkRuntime } from "./runtime-check";
import { FrontStartError } from "./site/host/front-process";
import { ListenError, startProcessServer } from "./site/host/process-server";

/**
 * How long a stop may take before the process exits anyway (status 1). Enough for a publish that began
 * just before it (a build may take 10 s, then its files are stored) and then for running jobs (8 s);
 * deploy/compose.yaml gives the container a little longer before it is killed.
 */
const SHUTDOWN_LIMIT_MS = 30_000;

async function main() {
  checkRuntime();
  const env = loadEnv();
  const { app, deps, applied, close } = await bootApp(env);
  if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(", ")}`);
  // Mail for the organizations' domains arrives beside the app (MX → MAIL_HOST), unless MAIL_SMTP=off.
  // Its port is taken first: a port in use stops the start before the site front is forked.
  const smtp = env.mail.smtpPort === null ? null : await startInboundSmtp(deps, { port: env.mail.smtpPort });
  // Published sites are answered from memory by the site front process (unless SITE_FRONT=off); the rest
  // by the app, here.
  const server = startProcessServer(deps, app.fetch, { port: env.port });
  await server.ready;
  console.info(
    `[webcraft] serving ${env.appOrigin} (database: ${env.databaseUrl.split(":")[0]}, Node ${process.version})`,
  );
  console.info(`[webcraft] preview origin ${env.previewOrigin}, sites at {slug}.${env.siteDomain}`);
  console.info(`[webcraft] uploads kept in ${deps.blobs.description}`);
  if (smtp) console.info(`[webcraft] receiving mail for ${env.mail.host} on SMTP port ${smtp.port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[webcraft] ${signal}: finishing open requests`);
    const force = setTimeout(() => {
      console.error(`[webcraft] still stopping after ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    await Promise.all([server.close(), smtp?.close()]);
    await close();
    console.info("[webcraft] stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  const expected = error instanceof EnvError || error instanceof FrontStartError || error instanceof ListenError;
  console.error(expected ? `[webcraft] ${error.message}` : error);
  process.exit(1);
});
