import { siteKeys } from "@/features/site-list";

/** Query keys of the preview: every query and invalidation goes through these. */
export const previewKeys = {
  /** Every preview URL of a site; `sources` names the saved files it was built from, `overrides` the unsaved ones. */
  previews: (siteId: string) => [...siteKeys.all, "preview", siteId] as const,
  preview: (siteId: string, pagePath: string, sources: string, overrides: Readonly<Record<string, string>>) =>
    [...previewKeys.previews(siteId), pagePath, sources, overrides] as const,
};
