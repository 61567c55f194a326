// What the mail API tests share: an owner with the mail routes at hand, DNS records published as a
// domain's owner would at their provider, and messages stored as the inbound server stores them.
import { randomBytes, randomUUID } from "node:crypto";
import type { MailAlias, Mailbox, MailDomain } from "@common/schemas/mail";
import { expect } from "vitest";
import { dbBool, nowIso } from "../../db/values";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import type { TestDnsServer } from "../../test/dns-server";
import type { TestApp } from "../../test/test-app";

/** The mail host and SPF include the tests run with. */
export const MAIL_ENV = { MAIL_HOST: "mx.webcraft.test", MAIL_SPF_INCLUDE: "_spf.webcraft.test" };

/** A domain name no other test uses. */
export const freshDomain = (prefix = "biz") => `${prefix}-${randomBytes(4).toString("hex")}.example`;

export type Call = ReturnType<typeof mailApi>;

/** The mail routes as `call` (a user's API) reaches them. */
export function mailApi(call: Awaited<ReturnType<typeof signedUpOwner>>["api"]["call"]) {
  return {
    addDomain: (domain: string) => call<MailDomain & ErrorBody>("POST", "/api/mail/domains", { domain }),
    domains: () => call<{ domains: MailDomain[] } & ErrorBody>("GET", "/api/mail/domains"),
    domain: (id: string) => call<MailDomain & ErrorBody>("GET", `/api/mail/domains/${id}`),
    verify: (id: string) => call<MailDomain & ErrorBody>("POST", `/api/mail/domains/${id}/verify`),
    removeDomain: (id: string) => call<ErrorBody>("DELETE", `/api/mail/domains/${id}`),
    mailboxes: (domainId: string) =>
      call<{ mailboxes: Mailbox[] } & ErrorBody>("GET", `/api/mail/domains/${domainId}/mailboxes`),
    addMailbox: (domainId: string, input: Record<string, unknown>) =>
      call<Mailbox & ErrorBody>("POST", `/api/mail/domains/${domainId}/mailboxes`, input),
    updateMailbox: (id: string, input: Record<string, unknown>) =>
      call<Mailbox & ErrorBody>("PATCH", `/api/mail/mailboxes/${id}`, input),
    removeMailbox: (id: string) => call<ErrorBody>("DELETE", `/api/mail/mailboxes/${id}`),
    aliases: (domainId: string) =>
      call<{ aliases: MailAlias[] } & ErrorBody>("GET", `/api/mail/domains/${domainId}/aliases`),
    addAlias: (domainId: string, input: Record<string, unknown>) =>
      call<MailAlias & ErrorBody>("POST", `/api/mail/domains/${domainId}/aliases`, input),
    removeAlias: (id: string) => call<ErrorBody>("DELETE", `/api/mail/aliases/${id}`),
  };
}

/** A new owner of a new organization, with the mail routes. */
export async function mailOwner(app: TestApp) {
  const owner = await signedUpOwner(app);
  return { ...owner, mail: mailApi(owner.api.call) };
}

/** Creates every record the domain shows at the test DNS server. */
export function publishRecords(dns: TestDnsServer, domain: MailDomain) {
  for (const record of domain.records) {
    if (record.type === "MX") {
      const [priority, exchange] = record.value.split(" ");
      dns.mx.set(record.name, [{ exchange: exchange ?? "", priority: Number(priority) }]);
    } else {
      dns.txt.set(record.name, [record.value]);
    }
  }
}

/** Adds a new domain and verifies it through the test DNS server. */
export async function verifiedDomain(dns: TestDnsServer, mail: Call, name = freshDomain()): Promise<MailDomain> {
  const added = await mail.addDomain(name);
  expect(added.status).toBe(201);
  publishRecords(dns, added.body);
  const checked = await mail.verify(added.body.id);
  expect(checked.body.verified).toBe(true);
  return checked.body;
}

/** Stores a message in a mailbox as the inbound server does: its bytes and attachments in the blob store. */
export async function storeMessage(
  app: TestApp,
  mailbox: { id: string; organizationId: string },
  {
    raw = `Subject: hello ${randomUUID()}\r\n\r\nHi`,
    unread = true,
    folder = "inbox",
    attachments = [] as string[],
  } = {},
) {
  const { key: rawKey } = await app.deps.blobs.put(Buffer.from(raw), "message/rfc822");
  const id = randomUUID();
  const now = nowIso();
  await app.deps.db.kysely
    .insertInto("mail_messages")
    .values({
      id,
      organization_id: mailbox.organizationId,
      mailbox_id: mailbox.id,
      folder,
      thread_id: id,
      message_id: `${id}@sender.example`,
      in_reply_to: null,
      references_ids: "[]",
      subject: "hello",
      from_address: "someone@sender.example",
      from_name: "Someone",
      to_addresses: "[]",
      cc_addresses: "[]",
      snippet: "Hi",
      text_body: "Hi",
      html_body: null,
      raw_key: rawKey,
      size_bytes: raw.length,
      unread: dbBool(app.deps.db.dialect, unread),
      auth: JSON.stringify({ spf: "pass", dkim: "pass", dmarc: "pass" }),
      spam_reason: null,
      sent_at: now,
      received_at: now,
    })
    .execute();
  const attachmentKeys: string[] = [];
  for (const [position, content] of attachments.entries()) {
    const { key } = await app.deps.blobs.put(Buffer.from(content), "application/pdf");
    attachmentKeys.push(key);
    await app.deps.db.kysely
      .insertInto("mail_attachments")
      .values({
        id: randomUUID(),
        message_id: id,
        position,
        filename: `file-${position}.pdf`,
        content_type: "application/pdf",
        content_id: null,
        size_bytes: content.length,
        blob_key: key,
      })
      .execute();
  }
  return { id, rawKey, attachmentKeys };
}
