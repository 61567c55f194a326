// What the app is built from: the services boot.ts creates and every route is given.
import type { Auth } from "./auth/auth";
import type { BlobStore } from "./blobs/blob-store";
import type { Builder } from "./builder/builder";
import type { PreviewCache } from "./builder/preview-cache";
import type { Clock } from "./clock";
import type { Db } from "./db/create-db";
import type { Env } from "./env";
import type { JobRunner } from "./jobs/job-runner";
import type { Mailer } from "./mail/mailer";
import type { Metrics } from "./metrics/metrics";
import type { SiteWing } from "./site/site-wing";
import type { VisitRecorder } from "./site/visits/visit-recorder";

export type AppDeps = {
  env: Env;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** Site builds in worker processes; one per app, closed with it. */
  builder: Builder;
  /** The published site's one home (server/site/): deploys, build inputs, and the changes every cache hears. */
  site: SiteWing;
  /** Built preview pages behind signed preview URLs. */
  previews: PreviewCache;
  /** Uploaded bytes (media, form attachments) by content key: DATA_DIR/blobs, or the bucket of S3_URL. */
  blobs: BlobStore;
  /** Work after the response, kept in the database and retried (webhooks, mails): docs/decisions/015. */
  jobs: JobRunner;
  /** What time it is, for scheduled posts: the system's, or a test's movable one. */
  clock: Clock;
  /** Page views of published sites, counted in memory and added to the database every few seconds. */
  visits: VisitRecorder;
  /** This process's counters for its operators (`GET /api/metrics`). */
  metrics: Metrics;
};
