import { siteKeys } from "@/features/site-list";

/** Query keys of publishing (the unpublished changes are the files' key: see `fileKeys`). */
export const deploymentKeys = {
  deployments: (siteId: string) => [...siteKeys.all, "deployments", siteId] as const,
};
