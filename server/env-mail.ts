// The environment of business mail: the host mail domains point their MX at, where the inbound SMTP
// server listens, its certificate for STARTTLS, what SPF includes, and how sent mail leaves (through
// SMTP_URL's relay, straight to each recipient's MX with MAIL_DIRECT=on, or into the outbox) with its
// retry schedule. Read with the rest of the environment by loadEnv.
import { existsSync } from "node:fs";
import { z } from "zod";

const hostName = z
  .string()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a host name, such as mail.example.net");

/** SPF names the record to include, which often starts with an underscore: `_spf.google.com`. */
const spfName = z
  .string()
  .toLowerCase()
  .regex(/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/, "must be a DNS name, such as _spf.example.net");

export const mailEnvSchema = z.object({
  MAIL_HOST: hostName.optional(),
  MAIL_SMTP_PORT: z.coerce
    .number()
    .int("must be a port number, such as 2525")
    .min(0, "must be a port number, such as 2525")
    .max(65_535, "must be a port number, such as 2525")
    .default(2525),
  MAIL_SMTP: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on"),
  MAIL_TLS_CERT: z.string().min(1).optional(),
  MAIL_TLS_KEY: z.string().min(1).optional(),
  MAIL_SPF_INCLUDE: spfName.optional(),
  MAIL_DIRECT: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("off"),
  MAIL_DIRECT_PORT: z.coerce
    .number()
    .int("must be a port number, such as 25")
    .min(1, "must be a port number, such as 25")
    .max(65_535, "must be a port number, such as 25")
    .default(25),
  MAIL_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, "must be whole numbers of seconds, comma-separated, such as 60,300,1800")
    .transform((value) => value.split(",").map(Number))
    .optional(),
});

/**
 * The waits before each new try of a message a receiving server put off (4xx) or could not be reached
 * for: 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h, 12 h, 24 h, about two days in all, as mail
 * servers keep trying before they give up and bounce.
 */
const MAIL_RETRY_SECONDS = [60, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 43_200, 86_400];

type RawMailEnv = z.infer<typeof mailEnvSchema>;

export type MailEnv = {
  /** The host mail domains' MX records name: `mail.example.net`. */
  host: string;
  /** The SPF record's `include:` name. */
  spfInclude: string;
  /** The inbound SMTP server's port (25 in production); null when MAIL_SMTP=off. */
  smtpPort: number | null;
  /** PEM files for STARTTLS; without them the server offers no TLS. */
  tls?: { certFile: string; keyFile: string };
  /**
   * Sent mail goes straight to each recipient domain's MX on this port (25; another only for tests and
   * development) when MAIL_DIRECT=on; null: through SMTP_URL, or into the outbox without it.
   */
  direct: { port: number } | null;
  /** The waits before each new try of a sent message put off; its length is the number of retries. */
  retrySeconds: number[];
};

/** The mail part of the environment, or the problems with it (each "NAME: message"). */
export function readMailEnv(raw: RawMailEnv, appOrigin: string) {
  const problems: string[] = [];
  if (Boolean(raw.MAIL_TLS_CERT) !== Boolean(raw.MAIL_TLS_KEY)) {
    problems.push("MAIL_TLS_KEY: MAIL_TLS_CERT and MAIL_TLS_KEY must be set together");
  }
  for (const [name, file] of [
    ["MAIL_TLS_CERT", raw.MAIL_TLS_CERT],
    ["MAIL_TLS_KEY", raw.MAIL_TLS_KEY],
  ] as const) {
    if (file && !existsSync(file)) problems.push(`${name}: no such file: ${file}`);
  }
  const host = raw.MAIL_HOST ?? `mail.${new URL(appOrigin).hostname}`;
  const env: MailEnv = {
    host,
    spfInclude: raw.MAIL_SPF_INCLUDE ?? `_spf.${host}`,
    smtpPort: raw.MAIL_SMTP === "off" ? null : raw.MAIL_SMTP_PORT,
    tls: raw.MAIL_TLS_CERT && raw.MAIL_TLS_KEY ? { certFile: raw.MAIL_TLS_CERT, keyFile: raw.MAIL_TLS_KEY } : undefined,
    direct: raw.MAIL_DIRECT === "on" ? { port: raw.MAIL_DIRECT_PORT } : null,
    retrySeconds: raw.MAIL_RETRY_SECONDS ?? MAIL_RETRY_SECONDS,
  };
  return { env, problems };
}
