// A delivery status notification (a "bounce", RFC 3464) for a sent message some recipients will never
// get: a multipart/report with a sentence for people, a machine-readable part per recipient and the
// message's headers. It lands in the sender's Inbox through the inbound store, so the mailbox's quota
// and the blob store treat it as any received message, and its References put it in the conversation of
// the message it reports on.
import { randomUUID } from "node:crypto";
import MimeNode from "nodemailer/lib/mime-node";
import { MailboxFullError, type StoreDeps, storeMessage } from "../inbound/store-message";
import type { RecipientResult } from "./smtp-handover";

export const MAILER_DAEMON_NAME = "Mail Delivery System";

export type BouncedMessage = {
  mailboxId: string;
  /** The sender's address, the bounce's To. */
  from: string;
  subject: string;
  messageId: string;
  references: string[];
  raw: Buffer;
};

/** The header section of a raw message, without the blank line that ends it. */
function headersOf(raw: Buffer): string {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  return end < 0 ? text : text.slice(0, end + 2);
}

/** The enhanced status code in a reply (`550 5.1.1 …` gives 5.1.1), else one from its class. */
function statusOf(failure: RecipientResult): string {
  const enhanced = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(failure.reply ?? "");
  if (enhanced?.[1]) return enhanced[1];
  // A server that kept putting the message off until we gave up: "delivery time expired".
  return failure.outcome === "bounced" ? "5.0.0" : "4.4.7";
}

/** One line, as a header field's value must be. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function deliveryStatus(host: string, arrival: Date, failures: RecipientResult[]): string {
  const perMessage = [`Reporting-MTA: dns; ${host}`, `Arrival-Date: ${arrival.toUTCString()}`];
  const perRecipient = failures.map((failure) =>
    [
      `Final-Recipient: rfc822; ${failure.address}`,
      "Action: failed",
      `Status: ${statusOf(failure)}`,
      ...(failure.remote ? [`Remote-MTA: dns; ${failure.remote}`] : []),
      `Diagnostic-Code: smtp; ${oneLine(failure.reply ?? "no answer")}`,
    ].join("\r\n"),
  );
  return `${[perMessage.join("\r\n"), ...perRecipient].join("\r\n\r\n")}\r\n`;
}

function explanation(message: BouncedMessage, failures: RecipientResult[]): string {
  const lines = failures.map((failure) => `${failure.address}: ${oneLine(failure.reply ?? "no answer")}`);
  return [
    `Your message "${message.subject}" could not be delivered to ${failures.length === 1 ? "this recipient" : "these recipients"}:`,
    "",
    ...lines,
    "",
    "The receiving server's words are above. Check the address, or try again later if the server said it was busy.",
  ].join("\r\n");
}

/** The notification's bytes. */
export async function composeBounce(
  host: string,
  message: BouncedMessage,
  failures: RecipientResult[],
  now: Date,
): Promise<Buffer> {
  const root = new MimeNode("multipart/report; report-type=delivery-status");
  root.setHeader({
    From: `${MAILER_DAEMON_NAME} <mailer-daemon@${host}>`,
    To: message.from,
    Subject: `Undelivered: ${message.subject}`,
    Date: now.toUTCString(),
    "Message-ID": `<${randomUUID()}@${host}>`,
    "In-Reply-To": `<${message.messageId}>`,
    References: [...message.references, message.messageId].map((id) => `<${id}>`).join(" "),
    "Auto-Submitted": "auto-replied",
  });
  root.createChild("text/plain; charset=utf-8").setContent(explanation(message, failures));
  root.createChild("message/delivery-status").setContent(deliveryStatus(host, now, failures));
  // Our own headers, ASCII and folded as nodemailer writes them: kept as they are, never re-encoded.
  const headersPart = `Content-Type: text/rfc822-headers\r\nContent-Transfer-Encoding: 7bit\r\n\r\n${headersOf(message.raw)}`;
  root.createChild("text/rfc822-headers").setRaw(headersPart);
  return root.build();
}

/** Puts the notification in the sender's Inbox; a full mailbox goes without it (the Sent row says why). */
export async function storeBounce(
  deps: StoreDeps,
  message: BouncedMessage,
  failures: RecipientResult[],
  log: (line: string) => void,
): Promise<void> {
  const now = new Date();
  const raw = await composeBounce(deps.env.mail.host, message, failures, now);
  try {
    await storeMessage(deps, {
      raw,
      mailboxIds: [message.mailboxId],
      forwards: [],
      auth: { results: { spf: "none", dkim: "none", dmarc: "none" }, failedDmarcPolicy: null, dkimPassed: false },
      receivedAt: now,
      mailFrom: "",
    });
  } catch (error) {
    if (!(error instanceof MailboxFullError)) throw error;
    log(`[mail] no room for the bounce of ${message.messageId} in mailbox ${message.mailboxId}`);
  }
}
