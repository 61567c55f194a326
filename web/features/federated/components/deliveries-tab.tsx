import type { Delivery } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { useInfiniteQuery } from "@tanstack/react-query";
import { RefreshCwIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListSelect } from "@/components/list-screen/list-select";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { LoadMore } from "@/components/list-screen/load-more";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type DeliveryStatus, deliveriesQueryOptions } from "../api/deliveries-api";
import { counted, DELIVERY_STATUS, DELIVERY_STATUS_OPTIONS, hostOf } from "../lib/federated-words";
import { When } from "./when";

/** The delivery log: each activity the site sent, to which inbox, and how it went. */
export function DeliveriesTab({ site }: { site: Site }) {
  const [status, setStatus] = useState<DeliveryStatus | "">("");
  const list = useInfiniteQuery(deliveriesQueryOptions(site.id, status));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <ListSelect
          label="Status"
          value={status}
          allLabel="Every delivery"
          options={DELIVERY_STATUS_OPTIONS}
          onChange={(value) => setStatus(value in DELIVERY_STATUS ? (value as DeliveryStatus) : "")}
        />
        <Button variant="ghost" size="sm" disabled={list.isFetching} onClick={() => void list.refetch()}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <ListStates
        query={list}
        loading={<ListLoading label="Loading deliveries…" count={3} itemClassName="h-16" />}
        errorTitle="Error loading deliveries"
      >
        {(data) => {
          const deliveries = data.pages.flatMap((page) => page.deliveries);
          if (deliveries.length === 0) {
            return (
              <ListEmpty
                icon={SendIcon}
                title={status ? `No ${DELIVERY_STATUS[status].label.toLowerCase()} deliveries` : "Nothing sent yet"}
                description={`Each post ${site.name} publishes, changes or deletes, and each answer it sends, goes to every follower's server; each of those deliveries shows here.`}
              />
            );
          }
          return (
            <>
              <ul aria-label="Deliveries" className="divide-y rounded-lg border">
                {deliveries.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} />
                ))}
              </ul>
              <LoadMore more={list} things="deliveries" />
            </>
          );
        }}
      </ListStates>
    </div>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const status = DELIVERY_STATUS[delivery.status];
  return (
    <li aria-label={`${delivery.activity_type} to ${hostOf(delivery.inbox)}`} className="grid gap-1 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{delivery.activity_type}</span>
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="text-muted-foreground">{counted(delivery.attempts, "attempt")}</span>
        <span className="text-muted-foreground">
          <When iso={delivery.updated_at} />
        </span>
      </div>
      <p className="font-mono text-xs break-all text-muted-foreground">{delivery.inbox}</p>
      {delivery.last_error && <p className="text-xs break-words text-destructive">Last error: {delivery.last_error}</p>}
    </li>
  );
}
