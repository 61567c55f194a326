import { PREVIEW_LIVE_DELAY_MS } from "@common/constants";
import type { SiteFile } from "@common/schemas/files";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { previewUrlQueryOptions } from "../api/preview";
import { previewPageOf, sourcesStampOf } from "../lib/preview-page";

type Options = {
  siteId: string;
  files: readonly SiteFile[];
  selectedPath: string | null;
  /** Unsaved drafts by path: the preview builds them instead of the saved files. */
  overrides: Readonly<Record<string, string>>;
};

/**
 * The preview of the page the editor shows (docs/product.md#preview): rebuilt when the page or a saved
 * file changes, and from the unsaved drafts once typing has paused. The last URL stays on screen while the
 * next one builds.
 */
export function usePreview({ siteId, files, selectedPath, overrides }: Options) {
  const [lastPagePath, setLastPagePath] = useState<string | null>(null);
  const pagePath = previewPageOf(files, selectedPath, lastPagePath);
  useEffect(() => {
    if (pagePath) setLastPagePath(pagePath);
  }, [pagePath]);

  const sources = useMemo(() => sourcesStampOf(files), [files]);
  const live = useLiveOverrides(overrides);
  const query = useQuery({
    ...previewUrlQueryOptions(siteId, pagePath ?? "", sources, live),
    enabled: pagePath !== null,
    placeholderData: keepPreviousData,
  });
  return { pagePath, isSelectedPage: pagePath === selectedPath, query };
}

export type Preview = ReturnType<typeof usePreview>;

/** The drafts once typing has paused; with no drafts left (everything saved) at once. */
function useLiveOverrides(overrides: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const text = JSON.stringify(overrides);
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === "{}") {
      setSettled(text);
      return;
    }
    const timer = setTimeout(() => setSettled(text), PREVIEW_LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useMemo(() => JSON.parse(settled) as Record<string, string>, [settled]);
}
