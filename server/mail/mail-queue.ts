// Every mail the app sends goes through the job runner: a request that mails (sign-up's password reset,
// an invitation, a claim link, a form's notification) stores the mail with its own work and answers at
// once, and the mail job hands it to SMTP or the outbox. A slow or unreachable SMTP server never holds a
// request, and a mail it refused is tried again with growing waits instead of being lost.
import type { JobRunner } from "../jobs/job-runner";
import type { Mail, Mailer } from "./mailer";

export const MAIL_QUEUE = "mail";

/** Tries after the first: with backoff from 30 s, the last about half an hour after the first. */
const MAIL_RETRIES = 6;
const MAIL_RETRY_DELAY_SECONDS = 30;

/** The app's mailer: `send` stores the mail as a job and returns; the job runner delivers it. */
export function queuedMailer(jobs: JobRunner, transport: Mailer): Mailer {
  return {
    async send(mail: Mail) {
      await jobs.send<Mail>(MAIL_QUEUE, mail);
    },
    close: () => transport.close(),
  };
}

/** Registers the job that hands a stored mail to `transport`; call at boot before the runner starts. */
export async function registerMailJobs(jobs: JobRunner, transport: Mailer, log: (line: string) => void) {
  await jobs.work<Mail>(
    MAIL_QUEUE,
    async (mail, job) => {
      try {
        await transport.send(mail);
      } catch (error) {
        if (job.isFinalAttempt) log(`[mail] gave up on "${mail.subject}" to ${mail.to}: ${String(error)}`);
        throw error;
      }
    },
    { retryLimit: MAIL_RETRIES, retryDelaySeconds: MAIL_RETRY_DELAY_SECONDS, retryBackoff: true },
  );
}
