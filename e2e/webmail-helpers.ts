// What the webmail journeys and their accessibility checks share: an organization with a verified mail
// domain and a mailbox on it, and mail delivered to that mailbox over SMTP, as another server would.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Mailbox, MailDomain, MessageSummary } from "@common/schemas/mail";
import type { Page } from "@playwright/test";
import nodemailer from "nodemailer";
import { E2E_PORT } from "./data-dir";
import { addMxRecord, addTxtRecord } from "./dns-zone";
import { allowConsoleErrors, expect } from "./fixtures";
import {
  addMailDomainViaApi,
  createMailboxViaApi,
  mailDomainsViaApi,
  newMailDomain,
  verifyMailDomainViaApi,
} from "./mail-domain-helpers";
import { png } from "./media-helpers";

/**
 * Playwright's trace recorder puts its script into every frame, and a mail's reading frame runs none
 * (sandboxed without allow-scripts), so Chromium logs that it refused the recorder's.
 */
export const READING_FRAME_REFUSES_SCRIPTS =
  /^Blocked script execution in 'http:\/\/preview\.localhost:\d+\/_mail\/[^']*' because the document's frame is sandboxed/;

/** Lets the current test's reading frames refuse the trace recorder's script. */
export function allowReadingFrames(): void {
  allowConsoleErrors(READING_FRAME_REFUSES_SCRIPTS);
}

/** The e2e app's inbound SMTP server (playwright.config.ts). */
const SMTP_PORT = E2E_PORT + 22000;

export type TestMailbox = { domain: MailDomain; mailbox: Mailbox; address: string };

/**
 * A verified domain of the signed-in user's organization with the mailbox `info@` (both made once: a
 * second call finds them again).
 */
export async function verifiedMailbox(page: Page, name = "karoo"): Promise<TestMailbox> {
  const [known] = await mailDomainsViaApi(page);
  const domain = known ?? (await verifyMailDomainViaApi(page, await addMailDomainViaApi(page, newMailDomain(name))));
  const listed = await page.request.get(`/api/mail/domains/${domain.id}/mailboxes`);
  const [existing] = ((await listed.json()) as { mailboxes: Mailbox[] }).mailboxes;
  const mailbox =
    existing ?? (await createMailboxViaApi(page, domain.id, { local_part: "info", display_name: "Karoo Coffee" }));
  return { domain, mailbox, address: mailbox.address };
}

export type Delivery = {
  from: string;
  to: string;
  cc?: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
  /** Headers for threading: the Message-ID answered. */
  inReplyTo?: string;
};

/** Hands messages to our inbound server as another mail server would (plain SMTP, no login), one by one. */
export async function deliverMail(...mails: Delivery[]): Promise<void> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: SMTP_PORT,
    secure: false,
    ignoreTLS: true,
    name: "sender.test",
    pool: true,
    maxConnections: 1,
  });
  try {
    for (const mail of mails) {
      await transport.sendMail({
        ...mail,
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
      });
    }
  } finally {
    transport.close();
  }
}

/** A customer's domain, whose mail server is the suite's sink (e2e/mail-sink.ts): what is sent there arrives. */
export function customerDomain(): string {
  const domain = newMailDomain("customer");
  addMxRecord(domain, "localhost", 10);
  return domain;
}

/** A sender domain whose SPF record allows no server at all: its mail fails SPF and lands in Spam. */
export function spamSenderDomain(): string {
  const domain = newMailDomain("bulk-offers");
  addTxtRecord(domain, "v=spf1 -all");
  return domain;
}

/** The messages of a folder, as the API lists them, once `count` have arrived. */
export async function waitForMessages(page: Page, mailboxId: string, folder: string, count: number) {
  let messages: MessageSummary[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/mail/mailboxes/${mailboxId}/messages?folder=${folder}`);
      messages = ((await response.json()) as { messages: MessageSummary[] }).messages;
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/** Another server on the web with a picture a mail may show (`url`); close it at the end of the test. */
export async function pictureServer(): Promise<{ url: string; close: () => void }> {
  const picture = (await png("chart.png", "#2f7d4f", 120)).buffer;
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "image/png", "content-length": picture.length });
    response.end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/chart.png`, close: () => server.close() };
}
