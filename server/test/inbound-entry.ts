// A process that boots the app on DATA_DIR and DATABASE_URL and receives mail on MAIL_SMTP_PORT (0: a
// free port), telling its parent the port over IPC. The crash test kills it with SIGKILL mid-flight
// and boots the app again on the same data, to find what a 250 promised.
import { bootApp } from "../boot";
import { loadEnv } from "../env";
import { startInboundSmtp } from "../features/mail/inbound/inbound-smtp";

const env = loadEnv();
const { deps } = await bootApp(env, { log: (line) => process.stderr.write(`${line}\n`) });
const smtp = await startInboundSmtp(deps, { port: env.mail.smtpPort ?? 0, host: "127.0.0.1" });
process.send?.({ port: smtp.port });
