// Mail domains, mailboxes and aliases for the inbound tests, written straight into their tables as the
// mail API will write them, and reading back what a mailbox received.
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { DEFAULT_QUOTA_BYTES } from "@common/schemas/mail";
import nodemailer from "nodemailer";
import { nowIso } from "../db/values";
import type { TestApp } from "./test-app";

let keyPair: { privateKey: string; publicKey: Buffer } | undefined;

/** One DKIM key pair for every test domain: making one costs a noticeable moment. */
function dkimKeys() {
  keyPair ??= generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "der" },
  });
  return keyPair;
}

/** An organization of a new user, to own mail domains. */
export async function mailOrganization(app: TestApp): Promise<string> {
  const owner = await app.signUp();
  return (await app.createOrganization(owner)).id;
}

export type TestMailDomain = { id: string; organizationId: string; domain: string };

/** A mail domain of `organizationId`; verified (so it receives) unless told otherwise. */
export async function addMailDomain(
  app: TestApp,
  organizationId: string,
  domain: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestMailDomain> {
  const keys = dkimKeys();
  const id = randomUUID();
  await app.deps.db.kysely
    .insertInto("mail_domains")
    .values({
      id,
      organization_id: organizationId,
      domain,
      dkim_selector: "wc1",
      dkim_private_key: keys.privateKey,
      dkim_public_key: keys.publicKey.toString("base64"),
      checked_records: "[]",
      checked_at: verified ? nowIso() : null,
      verified_at: verified ? nowIso() : null,
      created_at: nowIso(),
    })
    .execute();
  return { id, organizationId, domain };
}

/** A mailbox `localPart@domain`; its id. */
export async function addMailbox(
  app: TestApp,
  domain: TestMailDomain,
  localPart: string,
  { quotaBytes = DEFAULT_QUOTA_BYTES, usedBytes = 0 }: { quotaBytes?: number; usedBytes?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await app.deps.db.kysely
    .insertInto("mailboxes")
    .values({
      id,
      organization_id: domain.organizationId,
      domain_id: domain.id,
      local_part: localPart,
      display_name: localPart,
      quota_bytes: quotaBytes,
      used_bytes: usedBytes,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** An alias (to mailboxes), a forward (to outside addresses) or the catch-all (local part `*`). */
export async function addAlias(
  app: TestApp,
  domain: TestMailDomain,
  localPart: string,
  kind: "alias" | "forward" | "catch_all",
  targets: string[],
): Promise<void> {
  await app.deps.db.kysely
    .insertInto("mail_aliases")
    .values({
      id: randomUUID(),
      organization_id: domain.organizationId,
      domain_id: domain.id,
      local_part: kind === "catch_all" ? "*" : localPart,
      kind,
      targets: JSON.stringify(targets),
      created_at: nowIso(),
    })
    .execute();
}

/** The messages a mailbox holds, oldest first. */
export function mailboxMessages(app: TestApp, mailboxId: string) {
  return app.deps.db.kysely
    .selectFrom("mail_messages")
    .selectAll()
    .where("mailbox_id", "=", mailboxId)
    .orderBy("received_at")
    .orderBy("id")
    .execute();
}

/** A mailbox's bytes used, as a number on either database. */
export async function usedBytes(app: TestApp, mailboxId: string): Promise<number> {
  const row = await app.deps.db.kysely
    .selectFrom("mailboxes")
    .select("used_bytes")
    .where("id", "=", mailboxId)
    .executeTakeFirstOrThrow();
  return Number(row.used_bytes);
}

/** A domain name no other test of this run uses. */
export function uniqueDomain(prefix = "inbound"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}.test`;
}

/** An SMTP client as another mail server would be one: plain text, no login, its own HELO name. */
export function smtpClient(port: number) {
  return nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, name: "client.test" });
}

export type SwaksRun = { code: number | null; transcript: string };

/** Runs Debian's swaks against our server: `args` as on its command line, after the server's. */
export function swaks(port: number, args: string[]): Promise<SwaksRun> {
  const child = spawn("/usr/bin/swaks", ["--server", `127.0.0.1:${port}`, "--helo", "swaks.test", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let transcript = "";
  child.stdout.on("data", (chunk: Buffer) => {
    transcript += chunk.toString("latin1");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    transcript += chunk.toString("latin1");
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, transcript }));
  });
}
