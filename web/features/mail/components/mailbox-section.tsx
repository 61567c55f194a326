import type { Mailbox, MailDomain } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { InboxIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { CardSection } from "@/components/card-section";
import type { ListQuery } from "@/components/list-screen/list-states";
import { ListError, ListLoading } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { membersQueryOptions } from "@/features/members";
import { MailboxDialog } from "./mailbox-dialog";
import { MailboxRow } from "./mailbox-row";

type Props = {
  domain: MailDomain;
  organizationId: string;
  mailboxes: ListQuery<Mailbox[]>;
  canManage: boolean;
};

/** The domain's mailboxes (only the reader's own for members who do not manage mail), and New mailbox. */
export function MailboxSection({ domain, organizationId, mailboxes, canManage }: Props) {
  const [creating, setCreating] = useState(false);
  const members = useQuery(membersQueryOptions(organizationId));
  const nameOf = (userId: string) => {
    const member = members.data?.find((one) => one.user_id === userId);
    return member ? member.name || member.email : "A former member";
  };

  return (
    <CardSection
      title={canManage ? "Mailboxes" : "Your mailboxes"}
      description={
        canManage
          ? "Each address that keeps its own mail, and the members who read it."
          : `The addresses at ${domain.domain} given to you.`
      }
      actions={
        canManage && (
          <Button variant="outline" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            New mailbox
          </Button>
        )
      }
    >
      {mailboxes.isPending ? (
        <ListLoading label="Loading mailboxes…" count={1} itemClassName="h-16" />
      ) : mailboxes.data === undefined ? (
        <ListError title="Error loading mailboxes" error={mailboxes.error} onRetry={() => void mailboxes.refetch()} />
      ) : mailboxes.data.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <InboxIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>
            {canManage
              ? `No mailboxes yet. Create info@${domain.domain} or one for each person who answers mail.`
              : `No mailbox at ${domain.domain} is given to you yet: an admin or owner can give you one.`}
          </p>
        </div>
      ) : (
        <ul aria-label={`Mailboxes at ${domain.domain}`} className="divide-y rounded-lg border">
          {mailboxes.data.map((mailbox) => (
            <MailboxRow
              key={mailbox.id}
              mailbox={mailbox}
              domain={domain.domain}
              nameOf={nameOf}
              canManage={canManage}
            />
          ))}
        </ul>
      )}
      {creating && (
        <MailboxDialog domain={domain.domain} domainId={domain.id} mailbox={null} onClose={() => setCreating(false)} />
      )}
    </CardSection>
  );
}
