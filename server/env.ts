import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { parseS3Url, type S3Location, S3UrlError } from "./blobs/s3-url";
import { type BillingEnv, billingEnvSchema, readBillingEnv } from "./env-billing";
import { type FediverseEnv, fediverseEnvSchema, readFediverseEnv } from "./env-fediverse";
import { type MailEnv, mailEnvSchema, readMailEnv } from "./env-mail";

const origin = z
  .string()
  .url("must be a URL such as http://localhost:3000")
  .transform((value) => new URL(value).origin);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .refine((value) => /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(value), {
        message: "must be a postgres:// URL, or sqlite:<path> for SQLite",
      })
      .optional(),
    APP_ORIGIN: origin.optional(),
    PREVIEW_ORIGIN: origin.optional(),
    SITE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, "must be a host name with an optional port, such as localhost:3000")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Webcraft <no-reply@webcraft.local>"),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    TRUST_PROXY_HOPS: z.coerce
      .number()
      .int("must be a whole number of proxies, such as 1")
      .min(1, "must be at least 1")
      .max(10, "must be at most 10")
      .default(1),
    WEB_DIST: z.string().default("dist/web"),
    SITE_FRONT: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on"),
    BILLING: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("off"),
    DNS_SERVERS: z
      .string()
      .transform((value) => value.split(",").map((server) => server.trim()))
      .refine((servers) => servers.every(isDnsServer), {
        message: "must be IP addresses with an optional port, comma-separated, such as 1.1.1.1,127.0.0.1:5353,[::1]:53",
      })
      .optional(),
    S3_URL: z
      .string()
      .transform((value, context): S3Location => {
        try {
          return parseS3Url(value);
        } catch (error) {
          if (!(error instanceof S3UrlError)) throw error;
          context.addIssue({ code: "custom", message: error.message });
          return z.NEVER;
        }
      })
      .optional(),
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .regex(/^\d+(,\d+)*$/, "must be whole numbers of seconds, comma-separated, such as 60,300,1800")
      .transform((value) => value.split(",").map(Number))
      .optional(),
    WEBHOOK_ALLOW_PRIVATE: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).optional(),
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^(G|AW)-[A-Z0-9]{4,20}$/, "must be a Google tag ID such as G-ABC123XYZ9 or AW-123456789")
      .optional(),
    AI_BASE_URL: z
      .string()
      .url("must be the address of an OpenAI-compatible API, such as https://api.openai.com/v1")
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    METRICS_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters, such as the output of openssl rand -hex 32")
      .optional(),
    AI_TIMEOUT_SECONDS: z.coerce
      .number()
      .positive("must be a number of seconds above 0, such as 45")
      .max(600, "must be at most 600 seconds")
      .default(45),
  })
  .merge(billingEnvSchema)
  .merge(mailEnvSchema)
  .merge(fediverseEnvSchema);

/** "1.1.1.1", "1.1.1.1:53", "::1" or "[::1]:53": what `dns.Resolver#setServers` takes. */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  const withPort = /^([^:]+):(\d{1,5})$/.exec(server);
  const [address, port] = bracketed
    ? [bracketed[1] ?? "", bracketed[2]]
    : withPort
      ? [withPort[1] ?? "", withPort[2]]
      : [server, undefined];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return bracketed ? isIP(address) === 6 : isIP(address) !== 0;
}

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  dataDir: string;
  databaseUrl: string;
  appOrigin: string;
  previewOrigin: string;
  siteDomain: string;
  smtpUrl?: string;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string };
  authSecret: string;
  trustProxy: boolean;
  /** How many proxies of ours append to X-Forwarded-For; the client's address is that many entries from the end. */
  trustProxyHops: number;
  webDist: string;
  /** Whether published sites are answered by the site front process (decision 008) or by the server's node:http. */
  siteFront: boolean;
  /** Whether organizations have paid plans with limits (BILLING=on); off, each has the Self-hosted plan. */
  billing: boolean;
  /** PayFast, the invoices' issuer, the EFT account and the installation's operators. */
  payments: BillingEnv;
  /** Business mail: its MX host, the inbound SMTP server's port and certificate. */
  mail: MailEnv;
  /** A site's actor on the fediverse: its delivery retries, and whether private addresses are reachable. */
  fediverse: FediverseEnv;
  /** The name servers custom domains are checked with ("host:port"); the system's when undefined. */
  dnsServers?: string[];
  /** The S3-compatible bucket uploads are kept in (S3_URL); files under DATA_DIR/blobs when undefined. */
  s3?: S3Location;
  /** The waits before each retry of a failed webhook delivery; its length is the number of retries. */
  webhookRetrySeconds: number[];
  /** Whether webhooks may go to loopback and private addresses (on under NODE_ENV=test, else off). */
  webhookAllowPrivate: boolean;
  /** The Google tag the admin app loads for its page views and conversions; none when undefined. */
  gaMeasurementId?: string;
  /** The chat-completions service the creator's copy is written with; AI copy is off when undefined. */
  ai?: AiService;
  /** The bearer token `GET /api/metrics` asks of its scraper; the route is off when undefined. */
  metricsToken?: string;
};

export type AiService = {
  /** Where `/chat/completions` lives, without a trailing slash. */
  baseUrl: string;
  /** Sent as a bearer token; never logged. Local services may need none. */
  apiKey?: string;
  model: string;
  /** The whole answer's limit; the first byte must come within a third of it. */
  timeoutMs: number;
};

/** 1 min, 5 min, 30 min, 2 h, 8 h: a receiver down for an afternoon still gets the event. */
const WEBHOOK_RETRY_SECONDS = [60, 300, 1800, 7200, 28800];

export class EnvError extends Error {}

/** Reads and validates the environment once; every other module receives the result. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError(
      "Invalid environment:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  if (Boolean(raw.AI_BASE_URL) !== Boolean(raw.AI_MODEL)) {
    throw new EnvError(
      "Invalid environment:\n  AI_MODEL: AI_BASE_URL and AI_MODEL must be set together (AI_API_KEY too, if the service asks for one)",
    );
  }
  const payments = readBillingEnv(raw, { production: raw.NODE_ENV === "production", billing: raw.BILLING === "on" });
  if (payments.problems.length > 0) {
    throw new EnvError(`Invalid environment:\n${payments.problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  const dataDir = resolve(raw.DATA_DIR);
  const host = `localhost:${raw.PORT}`;
  const appOrigin = raw.APP_ORIGIN ?? `http://${host}`;
  const mail = readMailEnv(raw, appOrigin);
  if (mail.problems.length > 0) {
    throw new EnvError(`Invalid environment:\n${mail.problems.map((problem) => `  ${problem}`).join("\n")}`);
  }
  const siteDomain = raw.SITE_DOMAIN?.toLowerCase() ?? host;
  if (raw.NODE_ENV === "production" && appOrigin.startsWith("https:")) refuseAppUnderSiteDomain(appOrigin, siteDomain);
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    dataDir,
    databaseUrl: raw.DATABASE_URL ?? `sqlite:${join(dataDir, "webcraft.db")}`,
    appOrigin,
    previewOrigin: raw.PREVIEW_ORIGIN ?? `http://preview.${host}`,
    siteDomain,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET }
        : undefined,
    authSecret: raw.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: raw.TRUST_PROXY,
    trustProxyHops: raw.TRUST_PROXY_HOPS,
    webDist: resolve(raw.WEB_DIST),
    siteFront: raw.SITE_FRONT === "on",
    billing: raw.BILLING === "on",
    payments: payments.env,
    mail: mail.env,
    fediverse: readFediverseEnv(raw),
    dnsServers: raw.DNS_SERVERS,
    s3: raw.S3_URL,
    webhookRetrySeconds: raw.WEBHOOK_RETRY_SECONDS ?? WEBHOOK_RETRY_SECONDS,
    webhookAllowPrivate: (raw.WEBHOOK_ALLOW_PRIVATE ?? (raw.NODE_ENV === "test" ? "on" : "off")) === "on",
    gaMeasurementId: raw.GA_MEASUREMENT_ID,
    ai:
      raw.AI_BASE_URL && raw.AI_MODEL
        ? {
            baseUrl: raw.AI_BASE_URL,
            apiKey: raw.AI_API_KEY,
            model: raw.AI_MODEL,
            timeoutMs: raw.AI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    metricsToken: raw.METRICS_TOKEN,
  };
}

/**
 * Published sites run their owners' code. In production they must live on a registrable domain of
 * their own (as github.io is to github.com): were the app a subdomain of SITE_DOMAIN, or the sites
 * subdomains of the app, a site could set cookies for the app and its requests would count as
 * same-site. (Two siblings such as app.example.com and sites.example.com share a registrable domain
 * too; telling that apart needs the public suffix list, so the README asks for it instead.)
 */
function refuseAppUnderSiteDomain(appOrigin: string, siteDomain: string) {
  const appHost = new URL(appOrigin).hostname;
  const sitesHost = siteDomain.replace(/:\d+$/, "");
  const nested = appHost === sitesHost || appHost.endsWith(`.${sitesHost}`) || sitesHost.endsWith(`.${appHost}`);
  if (!nested) return;
  throw new EnvError(
    `Invalid environment:\n  SITE_DOMAIN: in production published sites need a registrable domain of their own; ${sitesHost} and the app's host ${appHost} are the same or nested (use for example SITE_DOMAIN=example-sites.com for APP_ORIGIN=https://app.example.com)`,
  );
}

/** The generated secret survives restarts so sessions stay valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // The data folder holds the secret, the database and the outbox's reset links: its owner's alone.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
