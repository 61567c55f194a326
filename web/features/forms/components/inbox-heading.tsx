import type { FormSummary } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { BellIcon, DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { exportCsvName, exportCsvUrl } from "../api/forms-api";
import type { InboxPlace } from "../hooks/use-inbox-place";
import { NotificationsDialog } from "./notifications-dialog";

type Props = { site: Site; forms: FormSummary[]; place: InboxPlace };

/** What the list shows ("contact · Spam"), and the chosen form's CSV export and notifications. */
export function InboxHeading({ site, forms, place }: Props) {
  const [notifying, setNotifying] = useState(false);
  const form = forms.find((each) => each.name === place.form) ?? null;
  const folder = place.folder === "spam" ? "Spam" : "Inbox";
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h2 className="truncate text-lg font-semibold">
          {place.form ?? "All forms"} <span className="font-normal text-muted-foreground">· {folder}</span>
        </h2>
        {form?.last_submitted_at && (
          <p className="text-sm text-muted-foreground">
            Last submission{" "}
            <time dateTime={form.last_submitted_at} title={formatFullTime(form.last_submitted_at)}>
              {formatRelativeTime(form.last_submitted_at)}
            </time>
          </p>
        )}
      </div>
      {form && (
        <div className="flex flex-wrap gap-2">
          <Tooltip label="Every submission of its inbox (spam left out), oldest first">
            <Button asChild variant="outline" size="sm">
              <a href={exportCsvUrl(site.id, form.name)} download={exportCsvName(site.slug, form.name)}>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </Tooltip>
          <Button variant="outline" size="sm" onClick={() => setNotifying(true)}>
            <BellIcon aria-hidden="true" />
            Notifications
          </Button>
        </div>
      )}
      {form && notifying && <NotificationsDialog site={site} form={form} onClose={() => setNotifying(false)} />}
    </div>
  );
}
