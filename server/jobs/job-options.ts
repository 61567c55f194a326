// What both backends share: queue names, the options a job ends up with, and how a failure is logged.
import type { JobOptions } from "./job-runner";

/** A run still going after this long counts as failed (and is retried): a hung request, a lost process. */
export const JOB_TIMEOUT_SECONDS = 15 * 60;

/** Jobs of one queue a process runs at once: one slow receiver or mail server does not hold up the rest. */
export const JOBS_PER_QUEUE = 2;

/** Finished jobs are kept this long for inspection, then deleted. */
export const FINISHED_JOB_DAYS = 7;

export type ResolvedJobOptions = {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  startAfterSeconds: number;
  singletonKey: string | null;
};

const QUEUE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The options a job of `queue` is stored with: send's over the queue's defaults over none. Throws on a
 * name no queue may have, or an option that is not a whole number.
 */
export function resolveJobOptions(
  queue: string,
  defaults: JobOptions = {},
  options: JobOptions = {},
): ResolvedJobOptions {
  if (!QUEUE_NAME.test(queue)) throw new Error(`Not a queue name: ${JSON.stringify(queue.slice(0, 120))}`);
  const merged = { ...defaults, ...options };
  const whole = (value: number | undefined, name: string) => {
    const number = value ?? 0;
    if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number ≥ 0, not ${value}`);
    return number;
  };
  const retryBackoff = merged.retryBackoff ?? false;
  const retryDelaySeconds = whole(merged.retryDelaySeconds, "retryDelaySeconds");
  return {
    retryLimit: whole(merged.retryLimit, "retryLimit"),
    // As pg-boss: doubling nothing would be no back-off at all.
    retryDelaySeconds: retryBackoff ? Math.max(1, retryDelaySeconds) : retryDelaySeconds,
    retryBackoff,
    startAfterSeconds: whole(merged.startAfterSeconds, "startAfterSeconds"),
    // A key belongs to the send that gives it, never to a queue's defaults.
    singletonKey: options.singletonKey ?? null,
  };
}

/** Seconds before the retry after `failedRuns` failures: pg-boss's formula, so both backends agree. */
export function retryDelaySecondsAfter(failedRuns: number, options: { delay: number; backoff: boolean }): number {
  if (!options.backoff) return options.delay;
  const base = options.delay * 2 ** Math.min(16, failedRuns - 1);
  return base + base * Math.random();
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The one line a failed run leaves in the log. */
export function failureLine(queue: string, id: string, attempt: number, isFinal: boolean, error: unknown): string {
  const outcome = isFinal ? "gave up" : "will retry";
  return `[jobs] ${queue} job ${id} attempt ${attempt} failed (${outcome}): ${errorText(error)}`;
}

/** Rejects when `promise` has not settled within `seconds`. */
export async function withinSeconds<T>(promise: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the run took longer than ${seconds} seconds`)), seconds * 1000);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `pending` until it lists nothing; what it still lists when `timeoutMs` runs out is thrown. */
export async function waitUntilIdle(pending: () => Promise<unknown[]>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await pending()).length > 0) {
    if (Date.now() > deadline) {
      throw new Error(`jobs still pending after ${timeoutMs} ms: ${JSON.stringify(await pending())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
