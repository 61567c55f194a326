import type { Mailbox, MailDomain } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { aliasesQueryOptions } from "../api/aliases-api";
import { useRemoveMailDomain } from "../api/domains-api";

type Props = { domain: MailDomain; mailboxes: Mailbox[]; organizationId: string };

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Removes the domain after saying what goes with it: its mailboxes and their mail, its other addresses. */
export function RemoveDomainButton({ domain, mailboxes, organizationId }: Props) {
  const [asking, setAsking] = useState(false);
  const aliases = useQuery({ ...aliasesQueryOptions(domain.id), enabled: asking });
  const remove = useRemoveMailDomain(organizationId);
  const addresses = mailboxes.map((mailbox) => mailbox.address);
  const lost = [
    mailboxes.length > 0
      ? `${counted(mailboxes.length, "mailbox", "mailboxes")} (${addresses.join(", ")}) with every message in them`
      : null,
    aliases.data?.length ? counted(aliases.data.length, "alias or forward", "aliases and forwards") : null,
  ].filter(Boolean);

  return (
    <>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <Trash2Icon aria-hidden="true" />
        Remove domain
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Remove ${domain.domain}?`}
          description={
            lost.length > 0
              ? `This deletes ${lost.join(" and ")}. Mail to @${domain.domain} stops arriving here. This cannot be undone.`
              : `Mail to @${domain.domain} stops arriving here. You can add the domain again later, with new records to create.`
          }
          action="Remove domain"
          busyAction="Removing..."
          isBusy={remove.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(domain.id, {
              onSuccess: () => {
                toast({ title: "Domain removed", description: `${domain.domain} and its mail are gone` });
                setAsking(false);
              },
            })
          }
        />
      )}
    </>
  );
}
