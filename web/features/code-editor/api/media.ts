import { mediaApi } from "@common/api/media";
import { queryOptions } from "@tanstack/react-query";
import { siteKeys } from "@/features/site-list";
import { callApi } from "@/lib/api-client";

/** The site's whole media library for the Insert media picker, under the site's media keys. */
export function mediaPickerQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: [...siteKeys.all, "media", siteId, "picker"] as const,
    queryFn: async () => (await callApi(mediaApi.list, { params: { siteId } })).media,
    meta: { errorTitle: "Error loading media" },
  });
}
