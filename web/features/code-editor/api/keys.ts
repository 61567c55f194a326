import { siteKeys } from "@/features/site-list";

/** Query keys of a site's files and their versions: every query and invalidation goes through these. */
export const fileKeys = {
  files: (siteId: string) => [...siteKeys.all, "files", siteId] as const,
  file: (siteId: string, fileId: string) => [...siteKeys.all, "file", siteId, fileId] as const,
  versions: (siteId: string, fileId: string) => [...siteKeys.all, "versions", siteId, fileId] as const,
  /**
   * The saved files that differ from the live deployment. The publish feature reads it; it is kept with
   * the files because every file change must refresh it.
   */
  unpublishedChanges: (siteId: string) => [...siteKeys.all, "unpublished-changes", siteId] as const,
};
