import type { MailFolder, MessageSummary } from "@common/schemas/mail";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ListStates } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FOLDERS } from "../lib/folders";
import type { Conversation } from "../lib/threads";
import { ConversationRow } from "./conversation-row";
import { FolderEmpty, LoadingMessages } from "./webmail-states";

type Pages = InfiniteData<{ messages: MessageSummary[]; next_cursor: string | null }, unknown>;

type Props = {
  list: UseInfiniteQueryResult<Pages, Error>;
  conversations: Conversation[];
  folder: MailFolder;
  address: string;
  search: string;
  openId: string | null;
  onOpen: (messageId: string) => void;
  onClearSearch: () => void;
};

/** The folder's conversations, newest first; older ones load at the bottom, by scrolling or with Load more. */
export function ConversationList(props: Props) {
  const { list, conversations, folder, address, search, openId, onOpen, onClearSearch } = props;
  return (
    <ListStates query={list} loading={<LoadingMessages />} errorTitle="Error loading messages">
      {() =>
        conversations.length === 0 ? (
          <div className="p-3">
            <FolderEmpty folder={folder} address={address} search={search} onClearSearch={onClearSearch} />
          </div>
        ) : (
          <div className="grid gap-3 pb-4">
            <ul
              aria-label={`Messages in ${FOLDERS[folder].label}`}
              className={cn("divide-y border-b", list.isPlaceholderData && "opacity-60")}
            >
              {conversations.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  showRecipients={folder === "sent" || folder === "drafts"}
                  isOpen={conversation.messages.some((message) => message.id === openId)}
                  onOpen={() => onOpen(conversation.latest.id)}
                />
              ))}
            </ul>
            <MorePages list={list} />
          </div>
        )
      }
    </ListStates>
  );
}

/** Older messages: read as the bottom of the list comes into view, or with the button. */
function MorePages({ list }: { list: Props["list"] }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <>
      {isFetchNextPageError && (
        <p role="alert" className="justify-self-center px-3 text-sm text-destructive">
          Older messages could not be loaded: {list.error?.message}
        </p>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="justify-self-center">
          <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </>
  );
}
