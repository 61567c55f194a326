/** Query keys of the sites feature: every query and invalidation goes through these. */
export const siteKeys = {
  all: ["sites"] as const,
  list: (organizationId: string | null) => [...siteKeys.all, "list", organizationId] as const,
  detail: (siteId: string) => [...siteKeys.all, "detail", siteId] as const,
  files: (siteId: string) => [...siteKeys.all, "files", siteId] as const,
  file: (siteId: string, fileId: string) => [...siteKeys.all, "file", siteId, fileId] as const,
  versions: (siteId: string, fileId: string) => [...siteKeys.all, "versions", siteId, fileId] as const,
  /** Every preview URL of a site; `sources` names the saved files it was built from, `overrides` the unsaved ones. */
  previews: (siteId: string) => [...siteKeys.all, "preview", siteId] as const,
  preview: (siteId: string, pagePath: string, sources: string, overrides: Readonly<Record<string, string>>) =>
    [...siteKeys.previews(siteId), pagePath, sources, overrides] as const,
  deployments: (siteId: string) => [...siteKeys.all, "deployments", siteId] as const,
  unpublishedChanges: (siteId: string) => [...siteKeys.all, "unpublished-changes", siteId] as const,
};
