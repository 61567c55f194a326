import type { ApiRoute } from "@common/api/route";
import type { BlobStore } from "../blobs/blob-store";
import type { JobRunner } from "../jobs/job-runner";
import { previewInputs } from "./build-inputs";
import { createSiteChanges } from "./changes";
import { contentChanged, registerContentJobs } from "./content-rebuild";
import { type DeployDeps, deployer } from "./deploy";
import { createSiteCache } from "./host/site-cache";
import { databaseSiteSource } from "./host/site-source";
import { announcedChanges } from "./route-changes";

type WingDeps = Omit<DeployDeps, "changes"> & { jobs: JobRunner; blobs: BlobStore };

/**
 * The site wing as the rest of the server reaches it (`deps.site`): deploy a site, take a preview's
 * inputs, say its posts changed, announce any other change to the caches of its published pages. It
 * makes this process's cache of live sites, which hears every change.
 */
export function createSiteWing(wing: WingDeps) {
  const cache = createSiteCache(databaseSiteSource(wing.db, wing.blobs, wing.parts.posts));
  const changes = createSiteChanges();
  changes.hear(cache.forgetSite);
  const deps = { ...wing, changes };
  return {
    /** Live deployments in memory, for this process's site hosts. */
    cache,
    deploy: deployer(deps),
    previewInputs: (site: Parameters<typeof previewInputs>[1], files: Parameters<typeof previewInputs>[2]) =>
      previewInputs(deps, site, files),
    contentChanged: (siteId: string) => contentChanged(deps.jobs, siteId),
    changes: deps.changes,
    parts: deps.parts,
    /** The middleware that announces what a declared route changes (its `x-changes`), for its guard to attach. */
    announced: (route: ApiRoute) => announcedChanges(deps, route),
    /** At boot, before the job runner starts. */
    registerJobs: () => registerContentJobs(deps.jobs, deps),
  };
}

export type SiteWing = ReturnType<typeof createSiteWing>;
