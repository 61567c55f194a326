import type { Mailbox, MailDomain } from "@common/schemas/mail";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { useMediaQuery } from "@/lib/use-media-query";
import { foldersQueryOptions, messagesQueryOptions } from "../api/mail-queries";
import { useComposer } from "../hooks/use-composer";
import { useMailPlace } from "../hooks/use-mail-place";
import { useMailShortcuts } from "../hooks/use-mail-shortcuts";
import { useMessageActions } from "../hooks/use-message-actions";
import { useOpenMessage } from "../hooks/use-open-message";
import { conversationOf, groupConversations } from "../lib/threads";
import { ComposePanel } from "./compose-panel";
import { DraftComposer } from "./draft-composer";
import { ListColumn } from "./list-column";
import { ReadingPane } from "./reading-pane";
import { NothingOpen } from "./webmail-states";
import { WideLayout } from "./wide-layout";

type Props = { domain: MailDomain; mailbox: Mailbox; mailboxes: Mailbox[] };

/** The mail client of one mailbox: folders, the folder's conversations, and the message open or being written. */
export function Webmail({ domain, mailbox, mailboxes }: Props) {
  const { place, open, close, go } = useMailPlace();
  const isWide = useMediaQuery("(min-width: 1024px)");
  const searchBox = useRef<HTMLInputElement>(null);
  const folders = useQuery(foldersQueryOptions(mailbox.id));
  const filter = useMemo(
    () => ({ mailboxId: mailbox.id, folder: place.folder, ...(place.q ? { q: place.q } : {}) }),
    [mailbox.id, place.folder, place.q],
  );
  const list = useInfiniteQuery(messagesQueryOptions(filter));
  const conversations = useMemo(
    () => groupConversations(list.data?.pages.flatMap((page) => page.messages) ?? []),
    [list.data],
  );
  const composer = useComposer();
  const fromList = conversations.flatMap((each) => each.messages).find((message) => message.id === place.messageId);
  const isDraftOpen = place.folder === "drafts" && place.messageId !== null;
  const opened = useOpenMessage(mailbox.id, isDraftOpen ? null : place.messageId, fromList);
  const actions = useMessageActions({
    mailboxId: mailbox.id,
    folder: place.folder,
    conversations,
    openId: place.messageId,
    open,
    close,
  });

  const step = (by: 1 | -1) => {
    const index = conversationOf(conversations, place.messageId);
    const next = conversations[index < 0 ? 0 : index + by];
    if (next) open(next.latest.id);
  };
  const answer = (kind: "reply" | "replyAll" | "forward") => {
    if (opened.message) composer.start({ kind, original: opened.message });
  };
  useMailShortcuts(
    {
      next: () => step(1),
      previous: () => step(-1),
      reply: () => answer("reply"),
      replyAll: () => answer("replyAll"),
      forward: () => answer("forward"),
      archive: () => place.messageId && actions.archive(),
      remove: () => place.messageId && actions.trash(),
      markUnread: actions.markUnread,
      compose: () => composer.start({ kind: "new" }),
      search: () => searchBox.current?.focus(),
      close: () => place.messageId && close(),
    },
    composer.composing === null,
  );

  const listColumn = (
    <ListColumn
      domain={domain}
      mailbox={mailbox}
      mailboxes={mailboxes}
      place={place}
      counts={folders.data}
      list={list}
      conversations={conversations}
      isWide={isWide}
      searchBox={searchBox}
      onOpen={open}
      onGo={go}
      onCompose={() => composer.start({ kind: "new" })}
    />
  );

  const composing = composer.composing && (
    <ComposePanel
      key={composer.composing.key}
      mailbox={mailbox}
      start={composer.composing.start}
      fullScreen={!isWide}
      onClose={composer.close}
    />
  );
  const reading = isDraftOpen ? (
    <DraftComposer
      key={place.messageId}
      mailbox={mailbox}
      draftId={place.messageId ?? ""}
      fullScreen={!isWide}
      onClose={close}
    />
  ) : place.messageId ? (
    <ReadingPane
      query={opened.query}
      message={opened.message}
      actions={actions}
      fullScreen={!isWide}
      onClose={close}
      onOpen={open}
      onCompose={(kind, original) => composer.start({ kind, original })}
    />
  ) : null;

  return (
    <>
      {isWide ? (
        <WideLayout
          mailbox={mailbox}
          place={place}
          counts={folders.data}
          list={listColumn}
          pane={composing || reading || <NothingOpen count={conversations.length} />}
          onCompose={() => composer.start({ kind: "new" })}
        />
      ) : (
        <div className="min-h-[calc(100svh-4rem)]">{composing || reading || listColumn}</div>
      )}
      {actions.dialog}
    </>
  );
}
