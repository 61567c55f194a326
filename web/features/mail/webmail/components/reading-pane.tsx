import type { OpenedMessage } from "@common/schemas/mail-compose";
import type { UseQueryResult } from "@tanstack/react-query";
import { ForwardIcon, ReplyAllIcon, ReplyIcon, ShieldAlertIcon } from "lucide-react";
import { useId } from "react";
import { NotFoundText } from "@/components/not-found-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { MessageActions } from "../hooks/use-message-actions";
import type { ComposeKind } from "../lib/reply-text";
import { AttachmentList } from "./attachment-list";
import { DeliveryState } from "./delivery-state";
import { MessageBody } from "./message-body";
import { AuthBadges, MessageMeta } from "./message-meta";
import { MessageToolbar } from "./message-toolbar";
import { ThreadList } from "./thread-list";

type Props = {
  query: UseQueryResult<OpenedMessage>;
  message: OpenedMessage | undefined;
  actions: MessageActions;
  fullScreen: boolean;
  onClose: () => void;
  onOpen: (messageId: string) => void;
  onCompose: (kind: Exclude<ComposeKind, "new">, original: OpenedMessage) => void;
};

/** The open message: its tools, who and when, the sender checks, what it says, its files and its conversation. */
export function ReadingPane({ query, message, actions, fullScreen, onClose, onOpen, onCompose }: Props) {
  const titleId = useId();
  const Heading = fullScreen ? "h1" : "h2";
  if (!message) {
    return (
      <section aria-labelledby={titleId} className="grid content-start gap-4 p-4">
        <Heading id={titleId} className="sr-only">
          {query.isError ? "Message not found" : "Loading the message"}
        </Heading>
        {query.isError ? (
          <NotFoundText
            error={query.error}
            notFound="This message was deleted, or it is in a mailbox you do not read."
          />
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-16" />
            <Skeleton className="h-64" />
          </div>
        )}
      </section>
    );
  }
  const isReceived = message.delivery === null && message.folder !== "sent" && message.folder !== "drafts";
  return (
    <article aria-labelledby={titleId} className="grid content-start gap-4 p-4">
      <MessageToolbar folder={message.folder} actions={actions} fullScreen={fullScreen} onClose={onClose} />
      <Heading id={titleId} className="text-xl font-semibold tracking-tight break-words">
        {message.subject || "(no subject)"}
      </Heading>
      <MessageMeta message={message} />
      {isReceived && <AuthBadges auth={message.auth} />}
      {message.folder === "spam" && message.spam_reason && (
        <Alert variant="warning">
          <ShieldAlertIcon />
          <AlertTitle>Why this is in Spam</AlertTitle>
          <AlertDescription>{message.spam_reason}</AlertDescription>
        </Alert>
      )}
      {message.delivery && <DeliveryState delivery={message.delivery} />}
      <MessageBody key={message.id} message={message} />
      <AttachmentList message={message} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onCompose("reply", message)}>
          <ReplyIcon aria-hidden="true" />
          Reply
        </Button>
        <Button variant="outline" onClick={() => onCompose("replyAll", message)}>
          <ReplyAllIcon aria-hidden="true" />
          Reply all
        </Button>
        <Button variant="outline" onClick={() => onCompose("forward", message)}>
          <ForwardIcon aria-hidden="true" />
          Forward
        </Button>
      </div>
      <ThreadList message={message} onOpen={onOpen} />
    </article>
  );
}
