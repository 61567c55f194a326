import { templateApi } from "@common/api/templates";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export type { Template } from "@common/schemas/templates";

/** The templates a site can start from; they change only with a new release, so they are kept a while. */
export const templatesQueryOptions = queryOptions({
  queryKey: ["templates"],
  queryFn: async () => (await callApi(templateApi.list)).templates,
  staleTime: 5 * 60_000,
});

/** Where the site creator opens with `templateId` already chosen. */
export function creatorPathFor(templateId?: string): string {
  return templateId ? `/admin/creator?template=${encodeURIComponent(templateId)}` : "/admin/creator";
}
