import type { Mailbox } from "@common/schemas/mail";
import { PencilIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useRemoveMailbox } from "../api/mailboxes-api";
import { formatMailBytes } from "../lib/mail-words";
import { MailboxDialog } from "./mailbox-dialog";
import { UsageMeter } from "./usage-meter";

type Props = {
  mailbox: Mailbox;
  domain: string;
  /** A member's name by their user id. */
  nameOf: (userId: string) => string;
  canManage: boolean;
};

/** One mailbox: its address and name, who reads it, how full it is, and (for admins) Edit and Delete. */
export function MailboxRow({ mailbox, domain, nameOf, canManage }: Props) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useRemoveMailbox(mailbox.domain_id);
  const readers = mailbox.member_ids.map(nameOf);

  return (
    <li
      aria-label={mailbox.address}
      className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_11rem_auto] sm:items-center sm:gap-4"
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{mailbox.address}</span>
          {mailbox.unread > 0 && <Badge variant="secondary">{mailbox.unread} unread</Badge>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{mailbox.display_name}</p>
      </div>
      <p className="flex min-w-0 items-start gap-2 text-sm">
        <UsersIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0">
          <span className="sr-only">Read by: </span>
          {readers.length > 0 ? (
            readers.join(", ")
          ) : (
            <span className="text-muted-foreground">Admins and owners only</span>
          )}
        </span>
      </p>
      <UsageMeter used={mailbox.used_bytes} quota={mailbox.quota_bytes} />
      {canManage && (
        <div className="flex gap-1 max-sm:justify-end">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit<span className="sr-only"> {mailbox.address}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete<span className="sr-only"> {mailbox.address}</span>
          </Button>
        </div>
      )}
      {editing && (
        <MailboxDialog
          domain={domain}
          domainId={mailbox.domain_id}
          mailbox={mailbox}
          onClose={() => setEditing(false)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${mailbox.address}?`}
          description={`Every message in it is deleted for good (${formatMailBytes(mailbox.used_bytes)}), and mail to ${mailbox.address} is no longer taken unless a catch-all takes it. Aliases to it keep their other mailboxes. This cannot be undone.`}
          action="Delete mailbox"
          busyAction="Deleting..."
          isBusy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(mailbox.id, {
              onSuccess: () => toast({ title: "Mailbox deleted", description: mailbox.address }),
            })
          }
        />
      )}
    </li>
  );
}
