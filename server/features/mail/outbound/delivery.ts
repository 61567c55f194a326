// Delivering a sent message, on the job runner. Each try hands the message over for the recipients still
// waiting and records how it went on the Sent row: delivered recipients are done; those a server put off
// (4xx) or that could not be reached are tried again after the next wait of MAIL_RETRY_SECONDS, by a new
// job that names only them, so nobody gets the message twice; those refused for good (5xx), and those
// still put off when the waits run out, get a bounce in the sender's Inbox. The row ends "sent" when
// every recipient took it, "failed" otherwise, with the last server's words.
import type { Kysely } from "kysely";
import type { AppDeps } from "../../../app-deps";
import type { Database } from "../../../db/schema";
import { storeBounce } from "./bounce";
import { type HandOver, handOverFor, type RecipientResult } from "./smtp-handover";

export const SEND_QUEUE = "mail-send";

type SendJob = {
  messageId: string;
  /** The recipients still waiting. */
  recipients: string[];
  /** Whether an earlier try already gave up on some recipient. */
  failed: boolean;
};

/** What a try says when the message's bytes are gone from the blob store: nothing is left to send. */
const MISSING_BYTES = "The message's stored bytes are missing, so it cannot be sent";

type DeliveryDeps = Pick<AppDeps, "env" | "db" | "blobs" | "jobs">;

/** Queues the first try, in the transaction that stores the sent message. */
export async function queueDelivery(
  deps: Pick<AppDeps, "jobs">,
  transaction: Kysely<Database>,
  messageId: string,
  recipients: string[],
): Promise<void> {
  await deps.jobs.send<SendJob>(SEND_QUEUE, { messageId, recipients, failed: false }, { transaction });
}

/** The last words a server said about this try, the refusals first. */
function lastWords(results: RecipientResult[]): string | null {
  const refused = results.filter((result) => result.outcome !== "delivered" && result.reply);
  const bounced = refused.filter((result) => result.outcome === "bounced");
  return (bounced.at(-1) ?? refused.at(-1))?.reply ?? null;
}

async function attemptDelivery(deps: DeliveryDeps, handOver: HandOver, job: SendJob, log: (line: string) => void) {
  const db = deps.db.kysely;
  const row = await db
    .selectFrom("mail_messages")
    .select([
      "id",
      "mailbox_id",
      "from_address",
      "subject",
      "message_id",
      "references_ids",
      "raw_key",
      "delivery_status",
      "delivery_error",
      "delivery_attempts",
    ])
    .where("id", "=", job.messageId)
    .executeTakeFirst();
  // Deleted since, or finished by an earlier run of this job (a run repeated after a crash).
  if (row?.delivery_status !== "queued") return;
  const raw = await deps.blobs.get(row.raw_key);
  const results: RecipientResult[] = raw
    ? await handOver({ from: row.from_address, to: job.recipients }, raw)
    : job.recipients.map((address) => ({ address, outcome: "bounced", reply: MISSING_BYTES, remote: null }));
  const attempts = Number(row.delivery_attempts) + 1;
  const deferred = results.filter((result) => result.outcome === "deferred");
  const wait = deferred.length > 0 ? deps.env.mail.retrySeconds[attempts - 1] : undefined;
  const givenUp = results.filter(
    (result) => result.outcome === "bounced" || (wait === undefined && result.outcome === "deferred"),
  );
  const failed = job.failed || givenUp.length > 0;
  const status = wait !== undefined ? "queued" : failed ? "failed" : "sent";
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("mail_messages")
      .set({
        delivery_status: status,
        delivery_attempts: attempts,
        delivery_error: status === "sent" ? null : (lastWords(results) ?? row.delivery_error),
      })
      .where("id", "=", row.id)
      .execute();
    if (wait !== undefined) {
      const next: SendJob = { messageId: row.id, recipients: deferred.map((result) => result.address), failed };
      await deps.jobs.send<SendJob>(SEND_QUEUE, next, { transaction: trx, startAfterSeconds: wait });
    }
  });
  if (givenUp.length === 0 || !raw) return;
  const report = {
    mailboxId: row.mailbox_id,
    from: row.from_address,
    subject: row.subject,
    messageId: row.message_id,
    references: JSON.parse(row.references_ids) as string[],
    raw,
  };
  await storeBounce(deps, report, givenUp, log);
}

/** Registers the queue that delivers sent mail; at boot, before the runner starts. */
export async function registerDeliveryJobs(deps: DeliveryDeps, log: (line: string) => void): Promise<void> {
  const handOver = handOverFor(deps.env, log);
  // The runner's own retries are for what is not the receiving server's doing (the database or the blob
  // store failing mid-try); what servers answer is retried on MAIL_RETRY_SECONDS's schedule above.
  await deps.jobs.work<SendJob>(SEND_QUEUE, (job) => attemptDelivery(deps, handOver, job, log), {
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
  });
}
