import type { Mailbox } from "@common/schemas/mail";
import { AlertCircleIcon, SendIcon, Trash2Icon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Tooltip } from "@/components/ui/tooltip";
import { useCompose } from "../hooks/use-compose";
import { type ComposeStart, composeTitle } from "../lib/compose-start";
import { ComposeAttachments } from "./compose-attachments";
import { DraftStatus } from "./draft-status";
import { RecipientField } from "./recipient-field";

type Props = {
  mailbox: Mailbox;
  start: ComposeStart;
  /** Phones: the form fills the screen. */
  fullScreen: boolean;
  /** Sent, discarded, or closed with the draft kept. */
  onClose: () => void;
};

/** Writing a message: recipients, subject, text and files, kept in Drafts as it is typed, then sent. */
export function ComposePanel({ mailbox, start, fullScreen, onClose }: Props) {
  const id = useId();
  const compose = useCompose(mailbox, start, onClose);
  const { fields, change, errors, files } = compose;
  const [showCc, setShowCc] = useState(fields.cc !== "");
  const [showBcc, setShowBcc] = useState(fields.bcc !== "");
  const Heading = fullScreen ? "h1" : "h2";
  const extraButtons = (
    <span className="flex shrink-0 gap-1">
      {!showCc && (
        <Button type="button" variant="ghost" size="sm" aria-label="Add Cc" onClick={() => setShowCc(true)}>
          Cc
        </Button>
      )}
      {!showBcc && (
        <Button type="button" variant="ghost" size="sm" aria-label="Add Bcc" onClick={() => setShowBcc(true)}>
          Bcc
        </Button>
      )}
    </span>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex min-h-full flex-col gap-3 p-4">
      <div className="flex items-center gap-2">
        <Heading id={`${id}-title`} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {composeTitle(start)}
        </Heading>
        <DraftStatus state={compose.draft.state} />
        <Tooltip label="Close (the draft is kept)">
          <Button variant="ghost" size="icon" aria-label="Close, keep the draft" onClick={onClose}>
            <XIcon aria-hidden="true" />
          </Button>
        </Tooltip>
      </div>
      <form
        className="flex flex-1 flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void compose.submit();
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void compose.submit();
          }
        }}
      >
        <p className="flex items-center gap-2 text-sm">
          <span className="w-14 shrink-0 text-muted-foreground">From</span>
          <span className="min-w-0 truncate">
            {mailbox.display_name} &lt;{mailbox.address}&gt;
          </span>
        </p>
        <RecipientField
          id={`${id}-to`}
          label="To"
          value={fields.to}
          error={compose.errors.to}
          autoFocus={start.kind === "new" || start.kind === "forward"}
          aside={extraButtons}
          onChange={(to) => change({ to })}
        />
        {showCc && (
          <RecipientField
            id={`${id}-cc`}
            label="Cc"
            value={fields.cc}
            error={errors.cc}
            onChange={(cc) => change({ cc })}
          />
        )}
        {showBcc && (
          <RecipientField
            id={`${id}-bcc`}
            label="Bcc"
            value={fields.bcc}
            error={errors.bcc}
            onChange={(bcc) => change({ bcc })}
          />
        )}
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-subject`} className="w-14 shrink-0 text-sm text-muted-foreground">
            Subject
          </label>
          <Input
            id={`${id}-subject`}
            value={fields.subject}
            maxLength={998}
            onChange={(event) => change({ subject: event.target.value })}
          />
        </div>
        <Textarea
          aria-label="Message"
          value={fields.text}
          autoFocus={start.kind === "reply" || start.kind === "replyAll" || start.kind === "draft"}
          onFocus={(event) => {
            // A reply's cursor waits above the quoted original.
            if (start.kind === "reply" || start.kind === "replyAll") event.currentTarget.setSelectionRange(0, 0);
          }}
          onChange={(event) => change({ text: event.target.value })}
          className={fullScreen ? "min-h-64 flex-1" : "min-h-72 flex-1"}
        />
        <ComposeAttachments
          attachments={files.attachments}
          uploads={files.uploads}
          onAdd={files.add}
          onRemove={(attachment) => void files.remove(attachment)}
          onCancel={files.cancel}
        />
        {compose.sendError && (
          <Alert variant="destructive">
            <AlertCircleIcon />
            <AlertTitle>Message not sent</AlertTitle>
            <AlertDescription>{compose.sendError}</AlertDescription>
          </Alert>
        )}
        <div className="flex items-center gap-2">
          <Button type="submit" disabled={compose.isSending || files.isUploading}>
            <SendIcon aria-hidden="true" />
            {compose.isSending ? "Sending..." : "Send"}
          </Button>
          {files.isUploading && <span className="text-xs text-muted-foreground">Waiting for the files…</span>}
          <Button type="button" variant="ghost" className="ml-auto" onClick={() => void compose.discard()}>
            <Trash2Icon aria-hidden="true" />
            Discard
          </Button>
        </div>
      </form>
    </section>
  );
}
