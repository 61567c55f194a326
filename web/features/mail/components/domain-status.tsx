import type { MailDomain } from "@common/schemas/mail";
import { CircleCheckIcon, ClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";

/** Verified, or still waiting for its records, with when they were last looked up. */
export function DomainStatus({ domain }: { domain: MailDomain }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      {domain.verified ? (
        <Badge variant="success">
          <CircleCheckIcon aria-hidden="true" />
          Verified
        </Badge>
      ) : (
        <Badge variant="outline">
          <ClockIcon aria-hidden="true" />
          Waiting for DNS records
        </Badge>
      )}
      <span>
        {domain.checked_at ? (
          <>
            Last checked{" "}
            <time dateTime={domain.checked_at} title={formatFullTime(domain.checked_at)}>
              {formatRelativeTime(domain.checked_at)}
            </time>
          </>
        ) : (
          "Not checked yet"
        )}
      </span>
    </div>
  );
}
