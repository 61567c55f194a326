// Sending a webhook: a row per delivery (what the admin sees) and a job per attempt. The retry
// schedule is fixed (1 min, 5 min, 30 min, 2 h, 8 h; WEBHOOK_RETRY_SECONDS), which pg-boss's
// doubling delays cannot express, so a failed attempt records itself and sends the next attempt's job
// with a start delay; the job itself only retries if recording fails (the database was away).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/create-db";
import type { Database } from "../db/schema";
import { nowIso } from "../db/values";
import type { Env } from "../env";
import { AppError } from "../errors";
import type { JobRunner } from "../jobs/job-runner";
import { postWebhook } from "./post-webhook";
import { SIGNATURE_HEADER, signWebhook } from "./webhook-signature";
import { webhookUrlProblem } from "./webhook-url";

export const WEBHOOK_QUEUE = "webhook-delivery";

type Deps = { db: Db; jobs: JobRunner; env: Pick<Env, "webhookAllowPrivate" | "webhookRetrySeconds"> };

/** What a webhook belongs to: deliveries are listed per owner. */
export type WebhookOwner = { kind: string; id: string };

export type WebhookInput = {
  organizationId: string;
  owner: WebhookOwner;
  url: string;
  secret: string;
  /** Such as `form.submitted`; sent in `Webcraft-Event` and in the body. */
  event: string;
  /** Any JSON value: the body's `data`. */
  payload: unknown;
};

/**
 * Stores the delivery and queues its first attempt; returns the delivery's id. The body is
 * `{ id, event, created_at, data }`, fixed now so every attempt posts the same bytes. Given the
 * caller's `transaction`, both are written in it, to commit or roll back with the caller's writes.
 */
export async function deliverWebhook(deps: Deps, input: WebhookInput, transaction?: Kysely<Database>): Promise<string> {
  const problem = webhookUrlProblem(input.url, { allowPrivate: deps.env.webhookAllowPrivate });
  if (problem) throw new AppError("VALIDATION_FAILED", problem);
  const id = randomUUID();
  const createdAt = nowIso();
  const body = JSON.stringify({ id, event: input.event, created_at: createdAt, data: input.payload ?? null });
  await (transaction ?? deps.db.kysely)
    .insertInto("webhook_deliveries")
    .values({
      id,
      organization_id: input.organizationId,
      owner_kind: input.owner.kind,
      owner_id: input.owner.id,
      url: input.url,
      secret: input.secret,
      event: input.event,
      body,
      created_at: createdAt,
      next_attempt_at: createdAt,
    })
    .execute();
  await deps.jobs.send(WEBHOOK_QUEUE, { deliveryId: id }, { transaction });
  return id;
}

/** Registers the delivery queue's handler; boot calls it before the job runner starts. */
export async function registerWebhookJobs(deps: Deps): Promise<void> {
  await deps.jobs.work<{ deliveryId: string }>(WEBHOOK_QUEUE, ({ deliveryId }) => attemptDelivery(deps, deliveryId), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
  });
}

async function attemptDelivery(deps: Deps, deliveryId: string): Promise<void> {
  const db = deps.db.kysely;
  const delivery = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("id", "=", deliveryId)
    .executeTakeFirst();
  // Already finished: this job ran before and was repeated (a crash after its work).
  if (delivery?.status !== "pending") return;
  const attempts = delivery.attempts + 1;
  const outcome = await post(deps, delivery);
  const now = new Date();
  const succeeded = "status" in outcome && outcome.status >= 200 && outcome.status < 300;
  const wait = succeeded || "refused" in outcome ? undefined : deps.env.webhookRetrySeconds[attempts - 1];
  const next = wait === undefined ? null : new Date(now.getTime() + wait * 1000).toISOString();
  await db
    .updateTable("webhook_deliveries")
    .set({
      status: succeeded ? "succeeded" : wait === undefined ? "failed" : "pending",
      attempts,
      last_http_status: "status" in outcome ? outcome.status : null,
      last_error: "error" in outcome ? outcome.error : null,
      last_attempt_at: now.toISOString(),
      next_attempt_at: next,
    })
    .where("id", "=", deliveryId)
    .execute();
  if (wait !== undefined) await deps.jobs.send(WEBHOOK_QUEUE, { deliveryId }, { startAfterSeconds: wait });
}

type Outcome = { status: number } | { error: string } | { error: string; refused: true };

async function post(deps: Deps, delivery: { id: string; url: string; secret: string; event: string; body: string }) {
  const allowPrivate = deps.env.webhookAllowPrivate;
  // Checked again at each attempt: the rule may have tightened since the delivery was queued.
  const problem = webhookUrlProblem(delivery.url, { allowPrivate });
  if (problem) return { error: problem, refused: true } satisfies Outcome;
  const headers = {
    "Content-Type": "application/json",
    "User-Agent": "Webcraft-Webhooks/1",
    "Webcraft-Event": delivery.event,
    "Webcraft-Delivery": delivery.id,
    [SIGNATURE_HEADER]: signWebhook(delivery.secret, delivery.body),
  };
  return (await postWebhook(delivery.url, headers, delivery.body, { allowPrivate })) as Outcome;
}
