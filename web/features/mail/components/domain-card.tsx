import type { MailDomain } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { MailOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { ItemCard } from "@/components/item-card";
import { Button } from "@/components/ui/button";
import { mailboxesQueryOptions } from "../api/mailboxes-api";
import { AliasSection } from "./alias-section";
import { DnsRecords } from "./dns-records";
import { DomainStatus } from "./domain-status";
import { MailboxSection } from "./mailbox-section";
import { RemoveDomainButton } from "./remove-domain-button";

type Props = { domain: MailDomain; organizationId: string; canManage: boolean };

/**
 * One mail domain. Those who manage mail see its records, every mailbox and the other addresses, and
 * change them; everyone else sees whether it works and the mailboxes given to them.
 */
export function DomainCard({ domain, organizationId, canManage }: Props) {
  const mailboxes = useQuery(mailboxesQueryOptions(domain.id));
  const hasMailboxes = (mailboxes.data?.length ?? 0) > 0;
  return (
    <ItemCard
      title={domain.domain}
      subtitle={<DomainStatus domain={domain} />}
      isRoomy
      actions={
        <div className="flex flex-wrap gap-2">
          {domain.verified && (canManage || hasMailboxes) && (
            <Button asChild>
              <Link to={`/admin/mail/${domain.id}`}>
                <MailOpenIcon aria-hidden="true" />
                Open mail
              </Link>
            </Button>
          )}
          {canManage && (
            <RemoveDomainButton domain={domain} mailboxes={mailboxes.data ?? []} organizationId={organizationId} />
          )}
        </div>
      }
    >
      {canManage && <DnsRecords domain={domain} organizationId={organizationId} />}
      {!canManage && !domain.verified && (
        <p className="text-sm text-muted-foreground">
          Mail to {domain.domain} does not arrive yet: an admin or owner is setting up its DNS records.
        </p>
      )}
      <MailboxSection domain={domain} organizationId={organizationId} mailboxes={mailboxes} canManage={canManage} />
      {canManage && <AliasSection domain={domain} mailboxes={mailboxes.data ?? []} />}
    </ItemCard>
  );
}
