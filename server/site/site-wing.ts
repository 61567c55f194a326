import type { ApiRoute } from "@common/api/route";
import type { JobRunner } from "../jobs/job-runner";
import { previewInputs } from "./build-inputs";
import { contentChanged, registerContentJobs } from "./content-rebuild";
import { type DeployDeps, type DeployedSite, type DeployReason, deploy } from "./deploy";
import { announcedChanges } from "./route-changes";

/**
 * The site wing as the rest of the server reaches it (`deps.site`): deploy a site, take a preview's
 * inputs, say its posts changed, announce any other change to the caches of its published pages.
 */
export function createSiteWing(deps: DeployDeps & { jobs: JobRunner }) {
  return {
    deploy: (site: DeployedSite, reason: DeployReason) => deploy(deps, site, reason),
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
