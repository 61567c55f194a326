import { z } from "zod";
import { DOMAIN_MESSAGES } from "../domains";

/** The most a mailbox holds by default, and the most it may be given. */
export const DEFAULT_QUOTA_BYTES = 5 * 1024 ** 3;
export const MAX_QUOTA_BYTES = 100 * 1024 ** 3;
/** The largest message the inbound server takes, whole. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export const MAIL_FOLDERS = ["inbox", "sent", "drafts", "spam", "archive", "trash"] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

export const RECORD_STATUSES = ["found", "missing", "different"] as const;

/** A DNS record a mail domain needs, and what the last check found. */
export const mailRecordSchema = z.object({
  type: z.enum(["MX", "TXT"]),
  /** The full DNS name: `example.co.za`, `_dmarc.example.co.za`, `wc1._domainkey.example.co.za`. */
  name: z.string(),
  /** What to create: `10 mail.example.net` for MX, the text for TXT. */
  value: z.string(),
  /** What it is for, in a few words: "Receiving", "SPF", "DKIM", "DMARC". */
  purpose: z.string(),
  /** Until the first check: "missing". */
  status: z.enum(RECORD_STATUSES),
  /** What was found when it differs from `value`. */
  found: z.string().nullable(),
});

export const mailDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  verified: z.boolean(),
  records: z.array(mailRecordSchema),
  checked_at: z.string().nullable(),
  created_at: z.string(),
});

export const addMailDomainSchema = z.object({
  /** Checked by the server with custom domains' rules and words (common/domains.ts). */
  domain: z.string().max(1000, DOMAIN_MESSAGES.tooLong),
});

const localPart = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter the part before the @")
  .max(64, "The part before the @ is at most 64 characters")
  .regex(/^[a-z0-9](?:[a-z0-9._+-]*[a-z0-9])?$/, "Use letters, digits and . _ + - (not at the start or end)");

const displayName = z.string().trim().min(1, "Enter the name mail is sent under").max(100);
/** Members who read the mailbox (their user ids). */
const memberIds = z.array(z.string()).max(50);
const quotaBytes = z
  .number()
  .int()
  .min(10 * 1024 * 1024, "A mailbox holds at least 10 MB")
  .max(MAX_QUOTA_BYTES, "A mailbox holds at most 100 GB");

export const createMailboxSchema = z.object({
  local_part: localPart,
  display_name: displayName,
  member_ids: memberIds.default([]),
  quota_bytes: quotaBytes.default(DEFAULT_QUOTA_BYTES),
});
/** Without defaults: what a change leaves out stays as it was. */
export const updateMailboxSchema = z
  .object({ display_name: displayName, member_ids: memberIds, quota_bytes: quotaBytes })
  .partial();

export const mailboxSchema = z.object({
  id: z.string(),
  domain_id: z.string(),
  address: z.string(),
  local_part: z.string(),
  display_name: z.string(),
  member_ids: z.array(z.string()),
  quota_bytes: z.number().int(),
  used_bytes: z.number().int(),
  unread: z.number().int(),
  created_at: z.string(),
});

/** An alias delivers to mailboxes of the domain; a forward to outside addresses; `*` catches every other address. */
export const createAliasSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("alias"), local_part: localPart, mailbox_ids: z.array(z.string()).min(1).max(50) }),
  z.object({
    kind: z.literal("forward"),
    local_part: localPart,
    addresses: z.array(z.string().trim().toLowerCase().email("Enter a valid email address")).min(1).max(20),
  }),
  z.object({ kind: z.literal("catch_all"), mailbox_ids: z.array(z.string()).min(1).max(50) }),
]);

export const aliasSchema = z.object({
  id: z.string(),
  domain_id: z.string(),
  kind: z.enum(["alias", "forward", "catch_all"]),
  /** `info@example.co.za`; `*@example.co.za` for the catch-all. */
  address: z.string(),
  mailbox_ids: z.array(z.string()),
  addresses: z.array(z.string()),
  created_at: z.string(),
});

const authResult = z.enum(["pass", "fail", "softfail", "neutral", "none", "temperror", "permerror", "policy"]);
export const mailAuthSchema = z.object({ spf: authResult, dkim: authResult, dmarc: authResult });

const person = z.object({ address: z.string(), name: z.string() });

export const messageSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  from: person,
  to: z.array(person),
  date: z.string(),
  unread: z.boolean(),
  thread_id: z.string(),
  folder: z.enum(MAIL_FOLDERS),
  snippet: z.string(),
  has_attachments: z.boolean(),
  auth: mailAuthSchema,
});

export const attachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});

export const messageSchema = messageSummarySchema.extend({
  cc: z.array(person),
  message_id: z.string(),
  in_reply_to: z.string().nullable(),
  text: z.string(),
  /** The HTML part, sanitised, for the reading frame; null for a text-only message. */
  html: z.string().nullable(),
  /** Whether the HTML names pictures on other servers, which stay blocked until the reader allows them. */
  has_remote_images: z.boolean(),
  spam_reason: z.string().nullable(),
  attachments: z.array(attachmentSchema),
});

export const messageListQuerySchema = z.object({
  folder: z.enum(MAIL_FOLDERS).default("inbox"),
  q: z.string().max(200).optional(),
  /** From the last page's `next_cursor`. */
  cursor: z.string().max(200).optional(),
});

export const messageListSchema = z.object({
  messages: z.array(messageSummarySchema),
  next_cursor: z.string().nullable(),
});

export const updateMessageSchema = z
  .object({ unread: z.boolean(), folder: z.enum(MAIL_FOLDERS) })
  .partial()
  .refine((change) => change.unread !== undefined || change.folder !== undefined, {
    message: "Say what changes: unread or folder",
  });

export type MailRecord = z.infer<typeof mailRecordSchema>;
export type MailDomain = z.infer<typeof mailDomainSchema>;
export type AddMailDomainInput = z.infer<typeof addMailDomainSchema>;
export type Mailbox = z.infer<typeof mailboxSchema>;
export type CreateMailboxInput = z.infer<typeof createMailboxSchema>;
export type UpdateMailboxInput = z.infer<typeof updateMailboxSchema>;
export type MailAlias = z.infer<typeof aliasSchema>;
export type CreateAliasInput = z.infer<typeof createAliasSchema>;
export type MailAuth = z.infer<typeof mailAuthSchema>;
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export type Message = z.infer<typeof messageSchema>;
