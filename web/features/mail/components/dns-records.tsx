import type { MailDomain } from "@common/schemas/mail";
import { ChevronDownIcon, RefreshCwIcon } from "lucide-react";
import { useId, useState } from "react";
import { CardSection } from "@/components/card-section";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useVerifyMailDomain } from "../api/domains-api";
import { recordsSummary } from "../lib/mail-words";
import { DnsRecordsTable } from "./dns-records-table";

type Props = { domain: MailDomain; organizationId: string };

const allFound = (domain: MailDomain) => domain.records.every((record) => record.status === "found");

/**
 * The domain's DNS records, what the last check found, and the button that checks them again. Once the
 * domain works and every record is found, the records fold away until asked for.
 */
export function DnsRecords({ domain, organizationId }: Props) {
  const tableId = useId();
  const verify = useVerifyMailDomain(organizationId);
  const [isShown, setShown] = useState(() => !(domain.verified && allFound(domain)));

  function check() {
    verify.mutate(domain.id, {
      onSuccess: (checked) => {
        if (checked.verified && !domain.verified) {
          toast({ title: `${checked.domain} is verified`, description: "Mail to its addresses now arrives here." });
        }
      },
    });
  }

  return (
    <CardSection
      title="DNS records"
      description={
        domain.verified
          ? "Keep these records where your domain's DNS is managed: mail stops arriving if the MX record goes."
          : "Create these four records where your domain's DNS is managed (often the company you bought it from), then check them. New records can take up to an hour to show."
      }
      actions={
        <div className="flex flex-wrap gap-2">
          {domain.verified && (
            <Button
              variant="ghost"
              aria-expanded={isShown}
              aria-controls={isShown ? tableId : undefined}
              onClick={() => setShown(!isShown)}
            >
              <ChevronDownIcon aria-hidden="true" className={cn("transition-transform", isShown && "rotate-180")} />
              {isShown ? "Hide records" : "Show records"}
            </Button>
          )}
          <Button variant="outline" onClick={check} disabled={verify.isPending}>
            <RefreshCwIcon aria-hidden="true" className={cn(verify.isPending && "animate-spin")} />
            {verify.isPending ? "Checking records..." : "Check records"}
          </Button>
        </div>
      }
    >
      <p role="status" className="text-sm font-medium">
        {verify.isPending ? "Looking the records up..." : domain.checked_at ? checkResult(domain) : ""}
      </p>
      {isShown && <DnsRecordsTable domain={domain} id={tableId} />}
    </CardSection>
  );
}

function checkResult(domain: MailDomain): string {
  const summary = recordsSummary(domain);
  if (allFound(domain)) return `${summary}.`;
  return domain.verified
    ? `${summary}. Mail still arrives; fix the others so mail you send is trusted.`
    : `${summary}. Create the missing ones and check again.`;
}
