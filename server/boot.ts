import { join } from "node:path";
import { createApp } from "./app";
import type { AppDeps } from "./app-deps";
import { createAuth } from "./auth/auth";
import { registerBlobSweepJob, scheduleBlobSweep } from "./blobs/blob-sweep-job";
import { createBlobStore } from "./blobs/create-blob-store";
import { createBuilder } from "./builder/builder";
import { createPreviewCache } from "./builder/preview-cache";
import { type Clock, systemClock } from "./clock";
import { createDb } from "./db/create-db";
import { migrateToLatest } from "./db/migrate";
import type { Env } from "./env";
import { badgeMark } from "./features/analytics/made-with-badge";
import { registerBillingJobs } from "./features/billing/billing-jobs";
import { previewBannerMark } from "./features/claims/preview-banner";
import { registerOrderJobs } from "./features/commerce/order-jobs";
import { shopData } from "./features/commerce/shop-data";
import { registerFediverseJobs } from "./features/fediverse/fediverse-jobs";
import { fediverseReplies } from "./features/fediverse/post-replies";
import { registerFormJobs } from "./features/forms/form-notify";
import { registerSpamNoteJobs, scheduleSpamNote } from "./features/forms/spam-note";
import { registerForwardJobs } from "./features/mail/inbound/forward-mail";
import { registerDeliveryJobs } from "./features/mail/outbound/delivery";
import { organizationSender } from "./features/mail/outbound/organization-sender";
import { mediaManifest } from "./features/media/media-manifest";
import { registerPostJobs, sweepDuePostsSoon } from "./features/posts/post-publishing";
import { listPublishedPosts } from "./features/posts/published-posts";
import { createJobRunner } from "./jobs/create-job-runner";
import { queuedMailer, registerMailJobs } from "./mail/mail-queue";
import { createMailer } from "./mail/mailer";
import { measuredBuilder } from "./metrics/measured-builder";
import { createMetrics } from "./metrics/metrics";
import type { SiteParts } from "./site/parts";
import { createSiteWing } from "./site/site-wing";
import { createVisitRecorder } from "./site/visits/visit-recorder";
import { registerWebhookJobs } from "./webhooks/deliver-webhook";

/** Opens the database, migrates it and wires the app: shared by main.ts and the tests. */
export async function bootApp(env: Env, options: { log?: (line: string) => void; clock?: Clock } = {}) {
  const db = createDb(env.databaseUrl);
  const applied = await migrateToLatest(db);
  const log = options.log ?? ((line: string) => console.warn(line));
  const jobs = createJobRunner(env, db, log);
  const transport = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    outboxDir: join(env.dataDir, "outbox"),
    log: options.log,
    senderOf: (organizationId) => organizationSender(db.kysely, organizationId),
  });
  const mailer = queuedMailer(jobs, transport);
  const auth = createAuth({ env, db, mailer });
  const metrics = createMetrics();
  metrics.watchJobs(() => jobs.counts());
  const builder = measuredBuilder(createBuilder(), metrics);
  const blobs = await createBlobStore(env);
  // What the features give the published site, as app.ts gives the routes (server/site/parts.ts).
  const parts: SiteParts = {
    posts: listPublishedPosts,
    replies: fediverseReplies,
    media: mediaManifest,
    shop: shopData,
    marks: [badgeMark(env), previewBannerMark],
  };
  const site = createSiteWing({ db, env, builder, jobs, blobs, parts, log });
  const deps: AppDeps = {
    env,
    db,
    auth,
    mailer,
    builder,
    site,
    previews: createPreviewCache(),
    blobs,
    jobs,
    clock: options.clock ?? systemClock,
    visits: createVisitRecorder(db),
    metrics,
  };
  await deps.visits.start();
  const app = createApp(deps);
  // Every queue is registered before the runner starts, so jobs left from before a restart find their handler.
  await registerMailJobs(jobs, transport, log);
  await registerWebhookJobs(deps);
  await registerFormJobs(deps);
  await registerSpamNoteJobs(deps);
  await registerBlobSweepJob(deps);
  await registerPostJobs(deps);
  const billing = await registerBillingJobs(deps);
  await registerOrderJobs(deps);
  await registerForwardJobs(deps, log);
  await registerDeliveryJobs(deps, log);
  await registerFediverseJobs(deps);
  await site.registerJobs();
  await jobs.start();
  await site.start();
  await scheduleBlobSweep(deps);
  await scheduleSpamNote(deps);
  await sweepDuePostsSoon(deps);
  await billing.scheduleSweep();
  async function close() {
    await jobs.stop();
    await site.close();
    await deps.visits.close();
    await builder.close();
    await blobs.close();
    mailer.close();
    await db.close();
  }
  return { app, deps, applied, close };
}
