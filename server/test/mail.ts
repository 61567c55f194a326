// Mail domains, mailboxes and aliases for the inbound tests, written straight into their tables as the
// mail API will write them, and reading back what a mailbox received.
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { connect } from "node:net";
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

/**
 * A message handed over byte for byte, as a careless or hostile server would: no line endings fixed,
 * nothing encoded, only dot-stuffing (a line starting with "." gets another). Answers every reply line
 * of the server; `onReply` hears each as it comes (a test may kill the server on the 250).
 */
export async function sendRaw(
  port: number,
  { from, to, data, onReply }: { from: string; to: string[]; data: Buffer; onReply?: (line: string) => void },
): Promise<{ replies: string[]; final: string }> {
  const socket = connect(port, "127.0.0.1");
  const replies: string[] = [];
  let buffered = "";
  let waiting: ((line: string) => void) | null = null;
  const queued: string[] = [];
  socket.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("latin1");
    let end = buffered.indexOf("\r\n");
    while (end >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf("\r\n");
      // Only the last line of a multi-line reply ("250 " rather than "250-") ends it.
      if (/^\d{3}-/.test(line)) continue;
      replies.push(line);
      onReply?.(line);
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(line);
      } else queued.push(line);
    }
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => {});
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = queued.shift();
      if (line !== undefined) return resolve(line);
      waiting = resolve;
      void closed.then(() => reject(new Error(`the server closed the connection after: ${replies.join(" | ")}`)));
    });
  const say = async (command: string) => {
    socket.write(`${command}\r\n`);
    return next();
  };
  try {
    await next();
    await say("EHLO raw.test");
    const mail = await say(`MAIL FROM:<${from}>`);
    if (!mail.startsWith("250")) return { replies, final: mail };
    let accepted = 0;
    for (const address of to) if ((await say(`RCPT TO:<${address}>`)).startsWith("250")) accepted++;
    if (accepted === 0) return { replies, final: replies.at(-1) ?? "" };
    const go = await say("DATA");
    if (!go.startsWith("354")) return { replies, final: go };
    const stuffed = Buffer.from(data.toString("latin1").replace(/(^|\r\n)\./g, "$1.."), "latin1");
    const ending = stuffed.length === 0 || stuffed.subarray(-2).toString() === "\r\n" ? ".\r\n" : "\r\n.\r\n";
    socket.write(stuffed);
    socket.write(ending);
    const final = await next();
    socket.end("QUIT\r\n");
    return { replies, final };
  } finally {
    socket.end();
  }
}
