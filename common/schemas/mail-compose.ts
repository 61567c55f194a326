import { z } from "zod";
import { MAX_MESSAGE_BYTES, messageSchema, messageSummarySchema } from "./mail";

/** The most recipients one message goes to, over To, Cc and Bcc together. */
export const MAX_RECIPIENTS = 50;
/** The most messages one mailbox sends in an hour, so that a stolen account cannot spam. */
export const SENDS_PER_HOUR = 200;
/** What a sent message may weigh as it travels: 25 MB, less room for its headers. */
export const MESSAGE_ROOM_BYTES = MAX_MESSAGE_BYTES - 64 * 1024;

/**
 * What files weigh once written into a message: base64 turns each 57 bytes into a line of 76 characters
 * and its line break. A 25 MB message holds about 18 MB of files, as with every mail service.
 */
export function encodedBytes(fileBytes: number): number {
  return Math.ceil(fileBytes / 57) * 78;
}

/** The most files one message being written may carry, so that it still fits in 25 MB as sent. */
export const MAX_ATTACHMENT_BYTES = Math.floor(MESSAGE_ROOM_BYTES / 78) * 57;

export const COMPOSE_MESSAGES = {
  noRecipient: "Add at least one recipient",
  tooManyRecipients: `A message goes to at most ${MAX_RECIPIENTS} recipients`,
  badAddress: "Enter a valid email address",
  tooLarge: "A message with its attachments is at most 25 MB as sent (about 18 MB of files)",
  rateLimited: `This mailbox has sent ${SENDS_PER_HOUR} messages in the last hour: try again later`,
  domainNotVerified: "This mailbox's domain is not verified yet, so it cannot send",
  notDraft: "Only a draft can change",
};

const addresses = z.array(z.string().trim().toLowerCase().email(COMPOSE_MESSAGES.badAddress)).max(MAX_RECIPIENTS);

/** A message being written: what a draft holds, and what is sent. */
export const composeSchema = z.object({
  to: addresses.default([]),
  cc: addresses.default([]),
  bcc: addresses.default([]),
  subject: z.string().max(998, "A subject is at most 998 characters").default(""),
  text: z.string().max(1_000_000, "A message's text is at most a million characters").default(""),
  /** The message answered: the reply joins its conversation (In-Reply-To, References). */
  reply_to_message_id: z.string().nullable().default(null),
  /** The message passed on: its attachments go with the new one. */
  forward_of_message_id: z.string().nullable().default(null),
});

/** Sends a message now; with `draft_id`, the draft (and its attachments) is what is sent, and leaves Drafts. */
export const sendMailSchema = composeSchema
  .extend({ draft_id: z.string().nullable().default(null) })
  .refine((mail) => mail.to.length + mail.cc.length + mail.bcc.length > 0, {
    message: COMPOSE_MESSAGES.noRecipient,
    path: ["to"],
  })
  .refine((mail) => mail.to.length + mail.cc.length + mail.bcc.length <= MAX_RECIPIENTS, {
    message: COMPOSE_MESSAGES.tooManyRecipients,
    path: ["to"],
  });

export const DELIVERY_STATES = ["queued", "sent", "failed"] as const;

/** How a sent message is getting on: queued (tried again with back-off), sent, or failed with the reason. */
export const deliverySchema = z.object({
  status: z.enum(DELIVERY_STATES),
  /** The last refusal or error, in the receiving server's words. */
  error: z.string().nullable(),
  attempts: z.number().int(),
});

/** A message as the reader opens it, with what the webmail needs around it. */
export const openedMessageSchema = messageSchema.extend({
  bcc: z.array(z.object({ address: z.string(), name: z.string() })),
  /** For drafts: what the draft answers or passes on. */
  reply_to_message_id: z.string().nullable(),
  forward_of_message_id: z.string().nullable(),
  /** For messages this product sent: how delivery is going; null for received ones. */
  delivery: deliverySchema.nullable(),
  /**
   * The HTML in its reading frame: a short-lived signed address on the preview origin, never the app's;
   * remote pictures blocked. Null for a text-only message.
   */
  reading_url: z.string().nullable(),
  /** The same frame with the message's remote pictures allowed; null when it names none. */
  reading_url_with_images: z.string().nullable(),
  /** The conversation in this mailbox, oldest first, this message included (not from Trash). */
  thread: z.array(messageSummarySchema),
});

export const folderCountSchema = z.object({
  folder: messageSummarySchema.shape.folder,
  total: z.number().int(),
  unread: z.number().int(),
});

export type ComposeInput = z.infer<typeof composeSchema>;
export type SendMailInput = z.infer<typeof sendMailSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
export type OpenedMessage = z.infer<typeof openedMessageSchema>;
export type FolderCount = z.infer<typeof folderCountSchema>;
