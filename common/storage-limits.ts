// How much one organization may store, and how a refusal says so. One shape for every organization
// today; a plan can later hand out its own figures without any caller changing.

const KB = 1024;
const MB = 1024 * KB;

/** The storage bounds of one organization; each is checked where the thing is stored or created. */
export type StorageLimits = {
  /** Published output (HTML, scripts, styles, images) of one deployment, in bytes. */
  deploymentBytes: number;
  /** Deployments kept per site for rollback, the live one included; older ones go after a publish. */
  deploymentsKeptPerSite: number;
  /** Published output of all the organization's kept deployments together, in bytes. */
  organizationPublishedBytes: number;
  /** Sites one organization may have. */
  sitesPerOrganization: number;
};

/**
 * Every organization's limits until plans set their own. A small business site publishes a few MB;
 * 25 MB leaves room for a large one well under the builder's own 64 MB cap. Twenty deployments
 * are weeks of rollback for a site published daily. 500 MB is twenty full-size deployments, or
 * dozens of typical sites; the database holds up to about three times that (gzip and brotli forms).
 */
export const DEFAULT_STORAGE_LIMITS: Readonly<StorageLimits> = Object.freeze({
  deploymentBytes: 25 * MB,
  deploymentsKeptPerSite: 20,
  organizationPublishedBytes: 500 * MB,
  sitesPerOrganization: 100,
});

/** A size as people read it ('900 KB', '25 MB', '25.1 MB'), rounded up so a size past a limit never reads as the limit. */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.ceil(bytes / KB)} KB`;
  const tenths = Math.ceil((bytes * 10) / MB) / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} MB`;
}

/** Why a publish or a new site was refused, with the figures. */
export const STORAGE_LIMIT_MESSAGES = {
  deploymentTooLarge: (bytes: number, limit: number) =>
    `This site's published files come to ${formatBytes(bytes)}; one deployment may hold at most ${formatBytes(limit)}. Make pages or assets smaller and publish again.`,
  organizationFull: (usedBytes: number, afterBytes: number, limit: number) =>
    `This organization's published sites use ${formatBytes(usedBytes)} of its ${formatBytes(limit)}; this publish would bring them to ${formatBytes(afterBytes)}. Delete a site you no longer need, or make this one smaller.`,
  tooManySites: (limit: number) =>
    `This organization already has ${limit} sites, the most it may have. Delete a site you no longer need to create another.`,
} as const;
