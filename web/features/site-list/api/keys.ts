/**
 * Query keys of the sites list and of each site. Every site-scoped key of the other features (files,
 * previews, deployments) starts with `siteKeys.all`, so creating a site refreshes them all.
 */
export const siteKeys = {
  all: ["sites"] as const,
  /** Every organization's list at once. */
  lists: () => [...siteKeys.all, "list"] as const,
  list: (organizationId: string | null) => [...siteKeys.lists(), organizationId] as const,
  detail: (siteId: string) => [...siteKeys.all, "detail", siteId] as const,
};
