import type { ApiRoute } from "@common/api/route";
import type { Kysely } from "kysely";
import type { BlobStore } from "../blobs/blob-store";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import type { JobRunner } from "../jobs/job-runner";
import { previewInputs } from "./build-inputs";
import { createSiteChanges } from "./changes";
import { postgresChangesRelay } from "./changes-relay";
import { contentChanged, registerContentJobs } from "./content-rebuild";
import { type DeployDeps, deployer } from "./deploy";
import { moveBytesToBlobs } from "./deployment-bytes";
import { createSiteCache } from "./host/site-cache";
import { databaseSiteSource } from "./host/site-source";
import { announcedChanges } from "./route-changes";

/** The one job that moves the bytes of deployments stored in the database into the blob store. */
export const MOVE_BYTES_QUEUE = "deployment-bytes-to-blobs";

type WingDeps = Omit<DeployDeps, "changes" | "env" | "bytesHome"> & {
  env: DeployDeps["env"] & Pick<Env, "databaseUrl" | "s3">;
  jobs: JobRunner;
  blobs: BlobStore;
  log?: (line: string) => void;
};

/**
 * The site wing as the rest of the server reaches it (`deps.site`): deploy a site, take a preview's
 * inputs, say its posts changed, announce any other change to the caches of its published pages. It
 * makes this process's cache of live sites, which hears every change, this process's and, on PostgreSQL,
 * every other process's on the same database.
 */
export function createSiteWing(wing: WingDeps) {
  const cache = createSiteCache(databaseSiteSource(wing.db, wing.blobs, wing.parts.posts));
  const log = wing.log ?? ((line: string) => console.warn(line));
  const relay = wing.db.dialect === "postgres" ? postgresChangesRelay(wing.db, wing.env.databaseUrl, log) : undefined;
  const changes = createSiteChanges(relay);
  changes.hear(cache.forgetSite);
  // With a bucket, deployments' bytes go where every process finds them and the database stays small.
  const deps = { ...wing, changes, bytesHome: wing.env.s3 ? wing.blobs : null };
  return {
    /** Live deployments in memory, for this process's site hosts. */
    cache,
    deploy: deployer(deps),
    previewInputs: (site: Parameters<typeof previewInputs>[1], files: Parameters<typeof previewInputs>[2]) =>
      previewInputs(deps, site, files),
    /** Tells the site to follow a change visitors see; given the change's transaction, kept with it or not at all. */
    contentChanged: (siteId: string, transaction?: Kysely<Database>) => contentChanged(deps.jobs, siteId, transaction),
    changes: deps.changes,
    parts: deps.parts,
    /** The middleware that announces what a declared route changes (its `x-changes`), for its guard to attach. */
    announced: (route: ApiRoute) => announcedChanges(deps, route),
    /** At boot, before the job runner starts. */
    registerJobs: async () => {
      await registerContentJobs(deps.jobs, deps);
      const { bytesHome } = deps;
      if (bytesHome) {
        await deps.jobs.work(MOVE_BYTES_QUEUE, () => moveBytesToBlobs(deps.db.kysely, bytesHome).then(() => {}), {
          retryLimit: 5,
          retryBackoff: true,
        });
      }
    },
    /**
     * Once the job runner runs: the other processes' changes are heard from then on, and deployments
     * stored before the bucket was their bytes' home move into it.
     */
    start: async () => {
      await changes.start();
      if (deps.bytesHome) await deps.jobs.send(MOVE_BYTES_QUEUE, {}, { singletonKey: "all" });
    },
    /** Stops hearing the other processes. */
    close: () => changes.close(),
  };
}

export type SiteWing = ReturnType<typeof createSiteWing>;
