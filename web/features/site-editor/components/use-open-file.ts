import type { SiteFile } from "@common/schemas/files";
import { useQuery } from "@tanstack/react-query";
import { fileQueryOptions, newerFile } from "@/features/code-editor";

/**
 * The open file at its newest known version. Switching to Code loads the file's content when none
 * is held; saves and restores write the single-file cache, so it is read even while not fetching.
 */
export function useOpenFile(siteId: string, listed: SiteFile | null, isCodeTab: boolean): SiteFile | null {
  const single = useQuery({
    ...fileQueryOptions(siteId, listed?.id ?? ""),
    enabled: Boolean(listed) && isCodeTab,
  });
  return listed ? newerFile(listed, single.data) : null;
}
