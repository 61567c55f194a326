import type { MailDomain } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { MailOpenIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
  const titleId = useId();
  const mailboxes = useQuery(mailboxesQueryOptions(domain.id));
  const hasMailboxes = (mailboxes.data?.length ?? 0) > 0;
  return (
    <Card role="region" aria-labelledby={titleId} className="gap-6">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 max-sm:px-4">
        <div className="grid min-w-0 gap-2">
          <CardTitle className="text-lg leading-normal">
            <h2 id={titleId} className="break-all">
              {domain.domain}
            </h2>
          </CardTitle>
          <DomainStatus domain={domain} />
        </div>
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
      </CardHeader>
      <CardContent className="grid gap-8 max-sm:px-4">
        {canManage && <DnsRecords domain={domain} organizationId={organizationId} />}
        {!canManage && !domain.verified && (
          <p className="text-sm text-muted-foreground">
            Mail to {domain.domain} does not arrive yet: an admin or owner is setting up its DNS records.
          </p>
        )}
        <MailboxSection domain={domain} organizationId={organizationId} mailboxes={mailboxes} canManage={canManage} />
        {canManage && <AliasSection domain={domain} mailboxes={mailboxes.data ?? []} />}
      </CardContent>
    </Card>
  );
}
