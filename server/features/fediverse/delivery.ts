// What the site sends: each activity is kept (its outbox, when it is about posts), and each inbox it goes
// to is a delivery on the job runner, tried again on the retry schedule (FEDIVERSE_RETRY_SECONDS) while the
// server does not take it. A server that answers 410, or has not taken anything for 7 days, loses its
// followers. Every try leaves its state and last error on the delivery, which the admin's log shows.
import { randomUUID } from "node:crypto";
import type { Activity } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { dbBool, nowIso } from "../../db/values";
import { errorText } from "../../jobs/job-options";
import { postSigned } from "./signed-activity";
import { loadSiteActor } from "./site-actors";

export const DELIVERY_QUEUE = "fediverse-delivery";
/** A follower whose server has taken nothing for this long is dropped. */
export const UNREACHABLE_DAYS = 7;
type DeliveryJob = { deliveryId: string };

/** The address of a new activity of the site. */
export const activityUri = (origin: string, siteId: string) =>
  new URL(`/_fediverse/${siteId}/activities/${randomUUID()}`, origin);

/**
 * Keeps `activity` (which has its id) and queues one delivery per inbox; returns how many. `public`: it is
 * about the site's posts and listed in its outbox.
 */
export async function sendActivity(
  deps: AppDeps,
  actor: { site_id: string },
  activity: Activity,
  inboxes: readonly string[],
  options: { public: boolean; postId?: string | null },
): Promise<number> {
  const now = nowIso();
  const activityId = randomUUID();
  const json = JSON.stringify(await activity.toJsonLd({ format: "compact" }));
  const unique = [...new Set(inboxes)];
  await deps.db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto("fediverse_activities")
      .values({
        id: activityId,
        site_id: actor.site_id,
        type: activity.constructor.name,
        post_id: options.postId ?? null,
        json,
        public: dbBool(deps.db.dialect, options.public),
        published_at: now,
      })
      .execute();
    for (const inbox of unique) {
      const id = randomUUID();
      await trx
        .insertInto("fediverse_deliveries")
        .values({
          id,
          site_id: actor.site_id,
          activity_id: activityId,
          inbox,
          status: "queued",
          created_at: now,
          updated_at: now,
        })
        .execute();
      await deps.jobs.send<DeliveryJob>(DELIVERY_QUEUE, { deliveryId: id }, { transaction: trx });
    }
  });
  return unique.length;
}

/** Every inbox of the site's accepted followers: a server's shared inbox once, where it has one. */
export async function followerInboxes(deps: AppDeps, siteId: string): Promise<string[]> {
  const rows = await deps.db.kysely
    .selectFrom("fediverse_followers")
    .select(["inbox", "shared_inbox"])
    .where("site_id", "=", siteId)
    .where("status", "=", "accepted")
    .execute();
  return [...new Set(rows.map((row) => row.shared_inbox ?? row.inbox))];
}

/** An error a later try cannot mend: the server refused the activity itself (4xx other than 408 and 429). */
function isPermanent(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function deliver(deps: AppDeps, deliveryId: string): Promise<void> {
  const db = deps.db.kysely;
  const delivery = await db
    .selectFrom("fediverse_deliveries")
    .innerJoin("fediverse_activities", "fediverse_activities.id", "fediverse_deliveries.activity_id")
    .select([
      "fediverse_deliveries.id",
      "fediverse_deliveries.inbox",
      "fediverse_deliveries.attempts",
      "fediverse_deliveries.status",
    ])
    .select(["fediverse_activities.json", "fediverse_activities.site_id", "fediverse_deliveries.activity_id"])
    .where("fediverse_deliveries.id", "=", deliveryId)
    .executeTakeFirst();
  if (!delivery || delivery.status === "delivered" || delivery.status === "failed") return;
  const actor = await loadSiteActor(deps.db, delivery.site_id);
  if (!actor) return;
  const attempts = delivery.attempts + 1;
  try {
    await postSigned(deps, actor, { id: delivery.activity_id, json: delivery.json }, delivery.inbox);
    await db
      .updateTable("fediverse_deliveries")
      .set({ status: "delivered", attempts, last_error: null, updated_at: nowIso() })
      .where("id", "=", deliveryId)
      .execute();
    await reachable(deps, delivery.site_id, delivery.inbox, null);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const retries = deps.env.fediverse.retrySeconds;
    const givenUp = isPermanent(status) || attempts > retries.length;
    await db
      .updateTable("fediverse_deliveries")
      .set({
        status: givenUp ? "failed" : "retrying",
        attempts,
        last_error: errorText(error).slice(0, 500),
        updated_at: nowIso(),
      })
      .where("id", "=", deliveryId)
      .execute();
    await reachable(deps, delivery.site_id, delivery.inbox, status === 410 ? "gone" : "failing");
    if (!givenUp) {
      await deps.jobs.send<DeliveryJob>(DELIVERY_QUEUE, { deliveryId }, { startAfterSeconds: retries[attempts - 1] });
    }
  }
}

/**
 * What a delivery says of the followers behind an inbox: they are reachable again (null), failing since
 * now unless already, or gone. Followers failing for UNREACHABLE_DAYS, or gone, are dropped.
 */
async function reachable(deps: AppDeps, siteId: string, inbox: string, state: "failing" | "gone" | null) {
  const db = deps.db.kysely;
  const behind = db
    .updateTable("fediverse_followers")
    .where("site_id", "=", siteId)
    .where((eb) => eb.or([eb("inbox", "=", inbox), eb("shared_inbox", "=", inbox)]));
  if (state === null) {
    await behind.set({ unreachable_since: null }).execute();
    return;
  }
  const now = deps.clock.now();
  await behind.set({ unreachable_since: now.toISOString() }).where("unreachable_since", "is", null).execute();
  const cutoff = new Date(now.getTime() - UNREACHABLE_DAYS * 86_400_000).toISOString();
  let dropped = db
    .deleteFrom("fediverse_followers")
    .where("site_id", "=", siteId)
    .where((eb) => eb.or([eb("inbox", "=", inbox), eb("shared_inbox", "=", inbox)]));
  if (state === "failing") dropped = dropped.where("unreachable_since", "<=", cutoff);
  await dropped.execute();
}

export async function registerDeliveryJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<DeliveryJob>(DELIVERY_QUEUE, (job) => deliver(deps, job.deliveryId));
}
