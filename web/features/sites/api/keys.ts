/** Query keys of the sites feature: every query and invalidation goes through these. */
export const siteKeys = {
  all: ["sites"] as const,
  list: (organizationId: string | null) => [...siteKeys.all, "list", organizationId] as const,
  detail: (siteId: string) => [...siteKeys.all, "detail", siteId] as const,
  files: (siteId: string) => [...siteKeys.all, "files", siteId] as const,
  file: (siteId: string, fileId: string) => [...siteKeys.all, "file", siteId, fileId] as const,
  versions: (siteId: string, fileId: string) => [...siteKeys.all, "versions", siteId, fileId] as const,
};
