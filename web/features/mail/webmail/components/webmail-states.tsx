import type { MailDomain, MailFolder } from "@common/schemas/mail";
import { MailIcon, MailOpenIcon, SearchXIcon } from "lucide-react";
import { BackLink } from "@/components/back-link";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListLoading } from "@/components/list-screen/list-states";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { usePermission } from "@/features/auth";
import { FOLDERS } from "../lib/folders";

/** The reader has no mailbox of this domain: admins and owners make one, others ask for one. */
export function NoMailbox({ domain }: { domain: MailDomain }) {
  const { allowed: canManage } = usePermission("mail:manage");
  return (
    <PageContainer>
      <PageHeader title="Mail" icon={MailIcon} description={domain.domain} />
      <ListEmpty
        icon={MailIcon}
        isHeading
        title={canManage ? `${domain.domain} has no mailboxes yet` : `You have no mailbox on ${domain.domain}`}
        description={
          canManage
            ? `Add a mailbox such as info@${domain.domain} under Mail, and choose who reads it. Its mail shows here.`
            : `Mail here is read by the people each mailbox is given to. Ask an admin or owner of your organization to give you a mailbox of ${domain.domain}, such as info@${domain.domain}.`
        }
      >
        <BackLink to="/admin/mail">Back to Mail</BackLink>
      </ListEmpty>
    </PageContainer>
  );
}

type FolderEmptyProps = { folder: MailFolder; address: string; search: string; onClearSearch: () => void };

/** An empty folder says what will appear there; an empty search says where it looked. */
export function FolderEmpty({ folder, address, search, onClearSearch }: FolderEmptyProps) {
  const { label, icon, empty } = FOLDERS[folder];
  if (search) {
    return (
      <ListEmpty
        icon={SearchXIcon}
        title={`No messages match “${search}”`}
        description={`The search looks in the senders, subjects and text of ${label}.`}
      >
        <Button variant="outline" onClick={onClearSearch}>
          Clear search
        </Button>
      </ListEmpty>
    );
  }
  return <ListEmpty icon={icon} title={empty.title} description={empty.description(address)} />;
}

/** The reading pane with nothing open. */
export function NothingOpen({ count }: { count: number }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
      <MailOpenIcon className="size-10" aria-hidden="true" />
      <p className="text-sm">{count > 0 ? "Choose a message to read it here." : "Nothing to read in this folder."}</p>
      <p className="text-xs">
        Press <kbd className="rounded border bg-muted px-1">?</kbd> for keyboard shortcuts.
      </p>
    </div>
  );
}

export function LoadingMessages() {
  return <ListLoading label="Loading messages…" count={8} itemClassName="h-16" className="grid gap-2 p-3" />;
}
