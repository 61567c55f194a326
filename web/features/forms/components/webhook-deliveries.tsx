import type { FormSummary } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { useId } from "react";
import { ColumnHeads } from "@/components/column-heads";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePermission } from "@/features/auth";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { deliveriesQueryOptions } from "../api/forms-api";

type Props = { site: Site; form: FormSummary };

const STATUS = {
  pending: { label: "Pending", variant: "outline" },
  succeeded: { label: "Delivered", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
} as const;

function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted-foreground">—</span>;
  return (
    <time dateTime={iso} title={formatFullTime(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/** The form's last webhook deliveries, newest first: status, the receiver's HTTP code, attempts, next try. */
export function WebhookDeliveries({ site, form }: Props) {
  const titleId = useId();
  const { allowed, reason } = usePermission("form:update");
  const deliveries = useQuery({ ...deliveriesQueryOptions(site.id, form.name), enabled: allowed });
  const list = deliveries.data ?? [];

  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium">
          Recent deliveries
        </h3>
        {allowed && (
          <Button variant="ghost" size="sm" disabled={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            Refresh
          </Button>
        )}
      </div>
      {!allowed ? (
        <p className="text-sm text-muted-foreground">{reason}, so the deliveries are not shown.</p>
      ) : deliveries.isPending ? (
        <p className="text-sm text-muted-foreground">Loading deliveries...</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {form.notify.webhook_url
            ? "None yet: the next submission sends the first."
            : "None: set a webhook URL and each new submission is sent to it."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Webhook deliveries of {form.name}, newest first</caption>
            <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
              <ColumnHeads
                columns={["Status", "HTTP", "Attempts", "Sent", "Next attempt"]}
                cellClassName="px-3 py-2 font-medium"
              />
            </thead>
            <tbody className="divide-y">
              {list.map((delivery) => (
                <tr key={delivery.id} className="align-top">
                  <td className="px-3 py-2">
                    <Badge variant={STATUS[delivery.status].variant}>{STATUS[delivery.status].label}</Badge>
                    {delivery.last_error && (
                      <p className="mt-1 max-w-56 text-xs break-words text-muted-foreground">{delivery.last_error}</p>
                    )}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{delivery.last_http_status ?? "—"}</td>
                  <td className="px-3 py-2 tabular-nums">{delivery.attempts}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <When iso={delivery.last_attempt_at ?? delivery.created_at} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <When iso={delivery.status === "pending" ? delivery.next_attempt_at : null} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
