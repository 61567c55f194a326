import { mailMessageApi } from "@common/api/mail";
import { mailSendApi } from "@common/api/mail-sending";
import type { ComposeInput, OpenedMessage } from "@common/schemas/mail-compose";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi, type UploadOptions, uploadToApi } from "@/lib/api-client";
import { useMailboxChanged } from "./message-mutations";
import { webmailKeys } from "./webmail-keys";

/** A draft as it stands: started in the mailbox's Drafts the first time, saved over after. */
export function saveDraft(mailboxId: string, draftId: string | null, mail: ComposeInput): Promise<OpenedMessage> {
  return draftId
    ? callApi(mailSendApi.saveDraft, { params: { messageId: draftId }, json: mail })
    : callApi(mailSendApi.createDraft, { params: { mailboxId }, json: mail });
}

export function uploadAttachment(draftId: string, file: File, options: UploadOptions) {
  return uploadToApi(
    mailSendApi.addAttachment,
    { params: { messageId: draftId }, query: { filename: file.name }, body: file },
    options,
  );
}

export function removeAttachment(draftId: string, attachmentId: string) {
  return callApi(mailSendApi.removeAttachment, { params: { messageId: draftId, attachmentId } });
}

export function discardDraft(draftId: string) {
  return callApi(mailMessageApi.remove, { params: { messageId: draftId } });
}

/** Sends the message (the draft and its attachments, when there is one); a refusal is said in the compose form. */
export function useSendMail(mailboxId: string) {
  const queryClient = useQueryClient();
  const changed = useMailboxChanged(mailboxId);
  return useMutation({
    mutationFn: (mail: ComposeInput & { draft_id: string | null }) =>
      callApi(mailSendApi.send, { params: { mailboxId }, json: mail }),
    meta: { silent: true },
    onSuccess: (sent, mail) => {
      queryClient.setQueryData(webmailKeys.message(sent.id), sent);
      // The message answered has one more in its conversation.
      if (mail.reply_to_message_id) {
        void queryClient.invalidateQueries({ queryKey: webmailKeys.message(mail.reply_to_message_id) });
      }
      return changed();
    },
  });
}
