import { previewApi } from "@common/api/preview";
import { PREVIEW_URL_REFRESH_MARGIN_MS } from "@common/constants";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { previewKeys } from "./keys";

/**
 * POST /api/sites/:siteId/preview-url: builds the page (a build error rejects with the problems in its
 * details) and answers a short-lived signed URL on the preview origin. `sources` only keys the cache:
 * when a saved file changes the page is built again. A URL is fresh until shortly before it expires.
 */
export function previewUrlQueryOptions(
  siteId: string,
  pagePath: string,
  sources: string,
  overrides: Readonly<Record<string, string>>,
) {
  return queryOptions({
    queryKey: previewKeys.preview(siteId, pagePath, sources, overrides),
    queryFn: ({ signal }) =>
      callApi(
        previewApi.previewUrl,
        {
          params: { siteId },
          json: Object.keys(overrides).length > 0 ? { page_path: pagePath, overrides } : { page_path: pagePath },
        },
        { signal },
      ),
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expires_at) : 0;
      return Math.max(0, expiresAt - Date.now() - PREVIEW_URL_REFRESH_MARGIN_MS);
    },
    // Build errors are shown in the preview itself, never as a toast.
    meta: { silent: true },
  });
}
