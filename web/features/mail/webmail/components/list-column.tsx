import type { Mailbox, MailDomain, MessageSummary } from "@common/schemas/mail";
import type { FolderCount } from "@common/schemas/mail-compose";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { SquarePenIcon } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { MailPlace } from "../hooks/use-mail-place";
import { FOLDERS } from "../lib/folders";
import type { Conversation } from "../lib/threads";
import { ConversationList } from "./conversation-list";
import { FolderMenu } from "./folder-menu";
import { MailSearch } from "./mail-search";
import { MailboxSwitcher } from "./mailbox-switcher";

type Pages = InfiniteData<{ messages: MessageSummary[]; next_cursor: string | null }, unknown>;

type Props = {
  domain: MailDomain;
  mailbox: Mailbox;
  mailboxes: Mailbox[];
  place: MailPlace;
  counts: FolderCount[] | undefined;
  list: UseInfiniteQueryResult<Pages, Error>;
  conversations: Conversation[];
  isWide: boolean;
  searchBox: RefObject<HTMLInputElement | null>;
  onOpen: (messageId: string) => void;
  onGo: (place: Partial<MailPlace>, options?: { replace?: boolean }) => void;
  onCompose: () => void;
};

/** The folder's name and mailbox, its search box and its conversations; on phones, the folder menu and Compose above. */
export function ListColumn(props: Props) {
  const { mailbox, mailboxes, place, counts, list, conversations, isWide, onOpen, onGo } = props;
  const folder = FOLDERS[place.folder];
  return (
    <>
      <div className="grid gap-3 border-b p-3">
        {!isWide && (
          <div className="flex items-center justify-between gap-2">
            <FolderMenu mailboxId={mailbox.id} current={place.folder} counts={counts} />
            <Button onClick={props.onCompose}>
              <SquarePenIcon aria-hidden="true" />
              Compose
            </Button>
          </div>
        )}
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight">{folder.label}</h1>
          {mailboxes.length < 2 && <p className="truncate text-sm text-muted-foreground">{mailbox.address}</p>}
        </div>
        <MailboxSwitcher mailboxes={mailboxes} current={mailbox} onChoose={(mailboxId) => onGo({ mailboxId })} />
        <MailSearch
          ref={props.searchBox}
          folderLabel={folder.label}
          value={place.q}
          onSearch={(q) => onGo({ q }, { replace: true })}
        />
      </div>
      <div className={isWide ? "min-h-0 flex-1 overflow-y-auto" : undefined}>
        <ConversationList
          list={list}
          conversations={conversations}
          folder={place.folder}
          address={mailbox.address}
          search={place.q}
          openId={place.messageId}
          onOpen={onOpen}
          onClearSearch={() => onGo({ q: "" }, { replace: true })}
        />
      </div>
    </>
  );
}
