// What the sending tests share: an owner with a mailbox on a domain of their organization, the compose
// routes as they call them, members made without a mailed invitation (the app's mail may be going to a
// sink), and DKIM checked as a receiving server checks it, against keys the local DNS server publishes.
import { randomUUID } from "node:crypto";
import type { Role } from "@common/permissions";
import type { MailFolder } from "@common/schemas/mail";
import type { OpenedMessage } from "@common/schemas/mail-compose";
import { afterAll, beforeAll } from "vitest";
import { apiAs, type ErrorBody, signedUpOwner } from "../../../test/api";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import { addMailbox, addMailDomain, type TestMailDomain, uniqueDomain } from "../../../test/mail";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import type { TestApp, TestUser } from "../../../test/test-app";
import { dkimRecordName, dkimRecordValue } from "../dkim-keys";
import { authenticateMessage } from "../inbound/authenticate-message";
import { mailResolver } from "../inbound/mail-dns";

type Attachment = OpenedMessage["attachments"][number];

/** The compose routes and the message routes, as `user` calls them. */
export function composeApi(app: TestApp, user: TestUser) {
  const { call } = apiAs(app, user);
  return {
    send: (mailboxId: string, json: Record<string, unknown>) =>
      call<OpenedMessage & ErrorBody>("POST", `/api/mail/mailboxes/${mailboxId}/send`, json),
    createDraft: (mailboxId: string, json: Record<string, unknown> = {}) =>
      call<OpenedMessage & ErrorBody>("POST", `/api/mail/mailboxes/${mailboxId}/drafts`, json),
    saveDraft: (messageId: string, json: Record<string, unknown>) =>
      call<OpenedMessage & ErrorBody>("PUT", `/api/mail/drafts/${messageId}`, json),
    async attach(messageId: string, filename: string, bytes: Uint8Array, contentType = "application/pdf") {
      const response = await app.request(
        `/api/mail/drafts/${messageId}/attachments?${new URLSearchParams({ filename })}`,
        {
          method: "POST",
          // A Blob: undici copies a large Uint8Array body slowly, and a Blob not at all.
          body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
          headers: { "content-type": contentType },
          token: user.token,
        },
      );
      return { status: response.status, body: (await response.json()) as Attachment & ErrorBody };
    },
    detach: (messageId: string, attachmentId: string) =>
      call<ErrorBody>("DELETE", `/api/mail/drafts/${messageId}/attachments/${attachmentId}`),
    message: (messageId: string) => call<OpenedMessage & ErrorBody>("GET", `/api/mail/messages/${messageId}`),
    folder: async (mailboxId: string, folder: MailFolder) =>
      (
        await call<{ messages: { id: string; subject: string }[] }>(
          "GET",
          `/api/mail/mailboxes/${mailboxId}/messages?folder=${folder}`,
        )
      ).body.messages,
  };
}

/** A new owner, a domain of their organization (verified unless told) and a mailbox `info` on it. */
export async function sendingOwner(app: TestApp, { verified = true, prefix = "send" } = {}) {
  const owner = await signedUpOwner(app);
  const domain = await addMailDomain(app, owner.organization.id, uniqueDomain(prefix), { verified });
  const mailboxId = await addMailbox(app, domain, "info");
  await app.deps.db.kysely
    .updateTable("mailboxes")
    .set({ display_name: "Info Desk" })
    .where("id", "=", mailboxId)
    .execute();
  return { ...owner, domain, mailboxId, address: `info@${domain.domain}`, mail: composeApi(app, owner.user) };
}

/** A member of the organization with `role`, made in the database, the organization made their active one. */
export async function memberOf(app: TestApp, organizationId: string, role: Role): Promise<TestUser> {
  const user = await app.signUp();
  await app.deps.db.kysely
    .insertInto("member")
    .values({ id: randomUUID(), organizationId, userId: user.id, role, createdAt: new Date().toISOString() })
    .execute();
  const response = await app.authRequest("organization/set-active", { organizationId }, { token: user.token });
  if (!response.ok) throw new Error(`set active: ${response.status} ${await response.text()}`);
  return user;
}

/** Gives `userId` the mailbox to read and send from. */
export async function giveMailbox(app: TestApp, mailboxId: string, userId: string): Promise<void> {
  await app.deps.db.kysely.insertInto("mailbox_members").values({ mailbox_id: mailboxId, user_id: userId }).execute();
}

/** Publishes the domain's DKIM key, as its owner would at their DNS provider. */
export async function publishDkimKey(app: TestApp, dns: TestDnsServer, domain: TestMailDomain): Promise<void> {
  const row = await app.deps.db.kysely
    .selectFrom("mail_domains")
    .select(["dkim_selector", "dkim_public_key"])
    .where("id", "=", domain.id)
    .executeTakeFirstOrThrow();
  dns.txt.set(dkimRecordName(row.dkim_selector, domain.domain), [dkimRecordValue(row.dkim_public_key)]);
}

/** The DKIM result a receiving server would find for `raw`, asking the local DNS server for keys. */
export async function dkimOf(dns: TestDnsServer, raw: Buffer): Promise<string> {
  const envelope = { ip: "127.0.0.1", helo: "sender.test", mailFrom: "", mta: "receiver.test" };
  const found = await authenticateMessage(raw, envelope, mailResolver([dns.address]));
  return found.results.dkim;
}

/**
 * The world outside a sending test, started before the file's suites and closed after them: a DNS server
 * (recipients' MX, published DKIM keys) and the mail server recipients' mail reaches.
 */
export function outsideWorld(): { dns: TestDnsServer; sink: SmtpSink } {
  const world = {} as { dns: TestDnsServer; sink: SmtpSink };
  beforeAll(async () => {
    world.dns = await startDnsServer();
    world.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await world.sink.close();
    await world.dns.close();
  });
  return world;
}
