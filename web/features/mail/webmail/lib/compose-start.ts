import type { OpenedMessage } from "@common/schemas/mail-compose";
import { joinAddresses } from "./addresses";
import { type ComposeKind, forwardedText, prefixedSubject, quotedReply, replyRecipients } from "./reply-text";

/** What the compose form opens on: a new message, an answer to one, or a draft resumed. */
export type ComposeStart =
  | { kind: "new" }
  | { kind: Exclude<ComposeKind, "new">; original: OpenedMessage }
  | { kind: "draft"; draft: OpenedMessage };

/** The form's fields as typed: recipients as text, one field each. */
export type ComposeFields = { to: string; cc: string; bcc: string; subject: string; text: string };

/** A file of a message, as the server lists it. */
export type Attachment = OpenedMessage["attachments"][number];

export type ComposeSeed = {
  fields: ComposeFields;
  replyTo: string | null;
  forwardOf: string | null;
  draftId: string | null;
  attachments: Attachment[];
};

const addresses = (people: { address: string }[]) => joinAddresses(people.map((person) => person.address));

/** The fields a compose form starts with, from `ownAddress`'s mailbox. */
export function composeSeed(start: ComposeStart, ownAddress: string): ComposeSeed {
  const empty = { to: "", cc: "", bcc: "", subject: "", text: "" };
  const none = { replyTo: null, forwardOf: null, draftId: null, attachments: [] };
  switch (start.kind) {
    case "new":
      return { fields: empty, ...none };
    case "draft": {
      const { draft } = start;
      return {
        fields: {
          to: addresses(draft.to),
          cc: addresses(draft.cc),
          bcc: addresses(draft.bcc),
          subject: draft.subject,
          text: draft.text,
        },
        replyTo: draft.reply_to_message_id,
        forwardOf: draft.forward_of_message_id,
        draftId: draft.id,
        attachments: draft.attachments,
      };
    }
    case "forward": {
      const { original } = start;
      return {
        fields: { ...empty, subject: prefixedSubject("forward", original.subject), text: forwardedText(original) },
        ...none,
        forwardOf: original.id,
      };
    }
    default: {
      const { original } = start;
      const { to, cc } = replyRecipients(start.kind, original, ownAddress);
      return {
        fields: {
          ...empty,
          to: joinAddresses(to),
          cc: joinAddresses(cc),
          subject: prefixedSubject("reply", original.subject),
          text: quotedReply(original),
        },
        ...none,
        replyTo: original.id,
      };
    }
  }
}

/** The compose form's title: "New message", "Reply", "Forward", or the draft's subject. */
export function composeTitle(start: ComposeStart): string {
  switch (start.kind) {
    case "new":
      return "New message";
    case "reply":
      return "Reply";
    case "replyAll":
      return "Reply all";
    case "forward":
      return "Forward";
    case "draft":
      return "Draft";
  }
}
