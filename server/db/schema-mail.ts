// The tables of business mail: domains with their DKIM keys, mailboxes and who reads them, aliases and
// forwards, and messages with their attachments (whose bytes are in the blob store).
import type { Generated } from "kysely";
import type { Timestamp } from "./schema";

export type MailDomainTable = {
  id: string;
  organization_id: string;
  /** Lower-case, as typed without a trailing dot: `example.co.za`. */
  domain: string;
  /** The DKIM key's selector: its public half is published at `{selector}._domainkey.{domain}`. */
  dkim_selector: string;
  /** PEM, PKCS#8: signs what the domain sends. Never leaves the server. */
  dkim_private_key: string;
  /** The public half as DKIM's `p=` value (base64 of the SubjectPublicKeyInfo). */
  dkim_public_key: string;
  /** JSON: the records as the last check found them, `[{type, name, value, status, found}]`. */
  checked_records: string;
  checked_at: Timestamp | null;
  /** When every record the domain needs was found as expected; null: it neither receives nor sends. */
  verified_at: Timestamp | null;
  created_at: Timestamp;
};

export type MailboxTable = {
  id: string;
  organization_id: string;
  domain_id: string;
  /** Lower-case: `info` of info@example.co.za. */
  local_part: string;
  display_name: string;
  /** bigint: a string from PostgreSQL, a number from SQLite; read with Number(). */
  quota_bytes: number | string | bigint;
  used_bytes: number | string | bigint;
  created_at: Timestamp;
};

export type MailboxMemberTable = { mailbox_id: string; user_id: string };

export type MailAliasTable = {
  id: string;
  organization_id: string;
  domain_id: string;
  /** Lower-case; `*` is the domain's catch-all. */
  local_part: string;
  /** "alias" (to mailboxes of the domain), "forward" (to outside addresses) or "catch_all". */
  kind: string;
  /** JSON: mailbox ids for an alias or the catch-all, addresses for a forward. */
  targets: string;
  created_at: Timestamp;
};

export type MailMessageTable = {
  id: string;
  organization_id: string;
  mailbox_id: string;
  /** "inbox", "sent", "drafts", "spam", "archive" or "trash". */
  folder: string;
  /** The conversation: the first message's Message-ID among those it answers, else its own. */
  thread_id: string;
  /** Its Message-ID header, without the angle brackets. */
  message_id: string;
  in_reply_to: string | null;
  /** JSON: the References header's ids, oldest first. */
  references_ids: string;
  subject: string;
  from_address: string;
  from_name: string;
  /** JSON: `[{address, name}]`. */
  to_addresses: string;
  cc_addresses: string;
  /** The first words of the text, for lists. */
  snippet: string;
  text_body: string;
  /** As it came; sanitised only when it is shown. */
  html_body: string | null;
  /** The blob store's key of the message's raw bytes, as received or sent. */
  raw_key: string;
  size_bytes: number | string | bigint;
  unread: boolean | number;
  /** JSON: `{spf, dkim, dmarc}`, each "pass", "fail", "softfail", "neutral", "none", "temperror" or "permerror". */
  auth: string;
  /** Why it went to Spam; null when it did not. */
  spam_reason: string | null;
  /** Its Date header (the time received when it had none). */
  sent_at: Timestamp;
  received_at: Timestamp;
  /** JSON like `to_addresses`: kept on drafts and messages this product sent, never on received ones. */
  bcc_addresses: Generated<string>;
  /** A draft's or sent message's answered message (an id of mail_messages), for threading. */
  reply_to_message_id: string | null;
  /** The message a draft or sent message passes on, whose attachments go with it. */
  forward_of_message_id: string | null;
  /** For messages this product sends: "queued", "sent" or "failed"; null for received ones and drafts. */
  delivery_status: string | null;
  /** The last refusal or error in delivering it. */
  delivery_error: string | null;
  delivery_attempts: Generated<number>;
};

/** One message a mailbox sent, for its hourly limit. */
export type MailSendTable = { id: string; mailbox_id: string; sent_at: Timestamp };

export type MailAttachmentTable = {
  id: string;
  message_id: string;
  position: number;
  filename: string;
  content_type: string;
  content_id: string | null;
  size_bytes: number | string | bigint;
  blob_key: string;
};
