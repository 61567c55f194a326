// Forwards: a message to an address that forwards goes out again, unchanged but for a trace header of
// ours, through the app's SMTP transport (SMTP_URL), or into DATA_DIR/outbox without one. The envelope
// sender is rewritten to an address at the forwarding domain (SRS), so the receiving server's SPF check
// asks that domain, whose record names us, instead of the original sender's, whose record does not.
import { createHmac, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { AppDeps } from "../../../app-deps";
import type { Database } from "../../../db/schema";
import { LOOP_HEADER, prependHeaders } from "./raw-headers";

export const FORWARD_QUEUE = "mail-forward";

/** Where one received message goes out again: outside addresses, and the domain of the address that forwards. */
export type ForwardCopy = { domain: string; addresses: string[] };

/** A queued copy: its bytes travel in the job, which outlives the blob store's sweep of unreferenced bytes. */
type ForwardJob = { rawBase64: string; from: string; to: string[] };

/** With backoff from a minute: the last try some hours after the first, as mail servers keep trying. */
const FORWARD_RETRIES = 8;
const FORWARD_RETRY_DELAY_SECONDS = 60;

/** SRS's day stamp: days since 1970 in two base-32 digits (it repeats every 1024 days). */
function dayStamp(now: Date): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const day = Math.floor(now.getTime() / 86_400_000) % 1024;
  return `${alphabet[day >> 5]}${alphabet[day & 31]}`;
}

/**
 * The bounce address a forwarded copy is sent from: `SRS0=hash=TT=example.org=alice@our-domain`. The
 * hash, keyed by the app's secret, lets a bounce be told from a forgery when bounces are handled. A
 * null sender (a bounce itself) stays null: bounces are never bounced.
 */
export function srsAddress(sender: string, forwardingDomain: string, secret: string, now = new Date()): string {
  const at = sender.lastIndexOf("@");
  if (!sender || at <= 0) return "";
  const local = sender.slice(0, at);
  const domain = sender.slice(at + 1).toLowerCase();
  const stamp = dayStamp(now);
  const hash = createHmac("sha256", secret).update(`${stamp}${domain}${local}`.toLowerCase()).digest("base64url");
  return `SRS0=${hash.slice(0, 4)}=${stamp}=${domain}=${local}@${forwardingDomain}`;
}

/** Queues each copy in the caller's transaction, so it is sent if and only if the message was kept. */
export async function queueForwards(
  deps: Pick<AppDeps, "env" | "jobs">,
  raw: Buffer,
  mailFrom: string,
  copies: ForwardCopy[],
  transaction: Kysely<Database>,
): Promise<void> {
  if (copies.length === 0) return;
  const marked = prependHeaders(raw, [`${LOOP_HEADER}: ${deps.env.mail.host}`]).toString("base64");
  for (const copy of copies) {
    const job: ForwardJob = {
      rawBase64: marked,
      from: srsAddress(mailFrom, copy.domain, deps.env.authSecret),
      to: copy.addresses,
    };
    await deps.jobs.send<ForwardJob>(FORWARD_QUEUE, job, { transaction });
  }
}

type Sender = (job: ForwardJob, raw: Buffer) => Promise<void>;

function senderFor(env: AppDeps["env"], log: (line: string) => void): Sender {
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl);
    return async (job, raw) => {
      await transport.sendMail({ envelope: { from: job.from, to: job.to }, raw });
    };
  }
  const outboxDir = join(env.dataDir, "outbox");
  return async (job, raw) => {
    await mkdir(outboxDir, { recursive: true });
    const file = join(outboxDir, `${Date.now()}-${randomUUID()}.eml`);
    await writeFile(file, raw);
    log(`[mail] forwarded copy to ${job.to.join(", ")} written to ${file}`);
  };
}

/** Registers the queue that relays forwarded copies; at boot, before the runner starts. */
export async function registerForwardJobs(deps: Pick<AppDeps, "env" | "jobs">, log: (line: string) => void) {
  const send = senderFor(deps.env, log);
  await deps.jobs.work<ForwardJob>(
    FORWARD_QUEUE,
    async (job, run) => {
      try {
        await send(job, Buffer.from(job.rawBase64, "base64"));
      } catch (error) {
        if (run.isFinalAttempt) log(`[mail] gave up forwarding to ${job.to.join(", ")}: ${String(error)}`);
        throw error;
      }
    },
    { retryLimit: FORWARD_RETRIES, retryDelaySeconds: FORWARD_RETRY_DELAY_SECONDS, retryBackoff: true },
  );
}
