import type { Mailbox } from "@common/schemas/mail";
import type { ComposeInput, OpenedMessage } from "@common/schemas/mail-compose";
import { COMPOSE_MESSAGES } from "@common/schemas/mail-compose";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { errorText, showErrorToast } from "@/lib/error-toast";
import { discardDraft, useSendMail } from "../api/compose-api";
import { useMailboxChanged } from "../api/message-mutations";
import { addressProblem, parseAddresses } from "../lib/addresses";
import { type ComposeFields, type ComposeStart, composeSeed } from "../lib/compose-start";
import { useComposeAttachments } from "./use-compose-attachments";
import { useDraftAutosave } from "./use-draft-autosave";

/**
 * The compose form's state and what it does: the fields, the draft kept as they change, the files, and
 * Send or Discard, each of which ends the form through `onDone`.
 */
export function useCompose(mailbox: Mailbox, start: ComposeStart, onDone: () => void) {
  const [seed] = useState(() => composeSeed(start, mailbox.address));
  const [fields, setFields] = useState<ComposeFields>(seed.fields);
  const [isDirty, setIsDirty] = useState(false);
  const [triedSend, setTriedSend] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useSendMail(mailbox.id);
  const changed = useMailboxChanged(mailbox.id);

  const parsed = useMemo(
    () => ({ to: parseAddresses(fields.to), cc: parseAddresses(fields.cc), bcc: parseAddresses(fields.bcc) }),
    [fields.to, fields.cc, fields.bcc],
  );
  const input: ComposeInput = {
    to: parsed.to.valid,
    cc: parsed.cc.valid,
    bcc: parsed.bcc.valid,
    subject: fields.subject,
    text: fields.text,
    reply_to_message_id: seed.replyTo,
    forward_of_message_id: seed.forwardOf,
  };
  const startedRef = useRef<(draft: OpenedMessage) => void>(() => undefined);
  const draft = useDraftAutosave(mailbox.id, seed.draftId, input, isDirty, (started) => startedRef.current(started));
  const files = useComposeAttachments(seed.attachments, draft.saveNow);
  startedRef.current = (started) => files.started(started.attachments);

  // A forward carries the original's files: the draft starts at once, so they show and can be taken off.
  const forwardsFiles = start.kind === "forward" && start.original.attachments.length > 0;
  const { saveNow } = draft;
  useEffect(() => {
    if (forwardsFiles) void saveNow().catch(() => undefined);
  }, [forwardsFiles, saveNow]);

  const recipients = input.to.length + input.cc.length + input.bcc.length;
  const errors = {
    to: addressProblem(parsed.to) ?? (triedSend && recipients === 0 ? COMPOSE_MESSAGES.noRecipient : null),
    cc: addressProblem(parsed.cc),
    bcc: addressProblem(parsed.bcc),
  };

  const change = (patch: Partial<ComposeFields>) => {
    setFields((old) => ({ ...old, ...patch }));
    setIsDirty(true);
  };

  const submit = async () => {
    setTriedSend(true);
    setSendError(null);
    if (recipients === 0 || errors.to || errors.cc || errors.bcc || files.isUploading) return;
    const draftId = await draft.settle();
    send.mutate(
      { ...input, draft_id: draftId },
      {
        onSuccess: () => {
          toast({ title: "Message sent", description: `To ${[...input.to, ...input.cc, ...input.bcc].join(", ")}` });
          onDone();
        },
        onError: (error) => {
          draft.resume();
          setSendError(errorText(error));
        },
      },
    );
  };

  const discard = async () => {
    const draftId = await draft.settle();
    if (draftId) {
      try {
        await discardDraft(draftId);
        void changed();
      } catch (error) {
        draft.resume();
        showErrorToast("Error discarding draft", errorText(error), error);
        return;
      }
    }
    toast({ title: "Draft discarded" });
    onDone();
  };

  return { seed, fields, change, errors, draft, files, submit, discard, isSending: send.isPending, sendError };
}
