import { fediverseApi } from "@common/api/fediverse";
import { callApi } from "@/lib/api-client";
import { cursorPagesOptions } from "@/lib/cursor-pages";
import { federatedKeys } from "./federated-keys";

export type DeliveryStatus = "queued" | "delivered" | "retrying" | "failed";

/** What the site sent to which inbox, newest first, of one status or every one (""). */
export function deliveriesQueryOptions(siteId: string, status: DeliveryStatus | "") {
  return cursorPagesOptions(federatedKeys.deliveries(siteId, status), (cursor, signal) =>
    callApi(
      fediverseApi.deliveries,
      { params: { siteId }, query: { status: status || undefined, cursor } },
      { signal },
    ),
  );
}
