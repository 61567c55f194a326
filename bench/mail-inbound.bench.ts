// Inbound mail under load: 50 sending servers at once, each from its own loopback address (the server
// lets one address hold 10 connections), each delivering messages one after another over its own SMTP
// connection to info@ of a verified domain: recipient check at RCPT TO, SPF/DKIM/DMARC through the local
// DNS server, the raw bytes into the blob store and the parsed message into the database, all before 250.
// The anchor, in the same run: `smtp-server` alone, taking the same messages from the same senders and
// writing them to /dev/null. Prints messages per second of both and the inbound server's share.
// Run: npx tsx bench/mail-inbound.bench.ts   (DATABASE_URL=postgres://… for PostgreSQL; BENCH_ROUNDS=n per sender)
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { startInboundSmtp } from "../server/features/mail/inbound/inbound-smtp";
import { startDnsServer } from "../server/test/dns-server";
import { bootBenchApp } from "./bench-app";

const SENDERS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PORT = 39_998;

const dns = await startDnsServer();
const extra: Record<string, string> = { DNS_SERVERS: dns.address, MAIL_SMTP: "off" };
if (process.env.DATABASE_URL) extra.DATABASE_URL = process.env.DATABASE_URL;
const { deps } = await bootBenchApp(PORT, extra);
const { db } = deps;

// One organization with a verified domain and a mailbox big enough for the whole run.
const organizationId = randomUUID();
const now = new Date().toISOString();
await db.kysely
  .insertInto("organization")
  .values({
    id: organizationId,
    name: "Bench",
    slug: `bench-${organizationId.slice(0, 8)}`,
    logo: null,
    metadata: null,
    createdAt: now,
  })
  .execute();
const domainId = randomUUID();
const domain = "bench-mail.test";
await db.kysely
  .insertInto("mail_domains")
  .values({
    id: domainId,
    organization_id: organizationId,
    domain,
    dkim_selector: "wc1",
    dkim_private_key: "",
    dkim_public_key: "",
    checked_records: "[]",
    checked_at: now,
    verified_at: now,
    created_at: now,
  })
  .execute();
await db.kysely
  .insertInto("mailboxes")
  .values({
    id: randomUUID(),
    organization_id: organizationId,
    domain_id: domainId,
    local_part: "info",
    display_name: "Info",
    quota_bytes: 100 * 1024 ** 3,
    used_bytes: 0,
    created_at: now,
  })
  .execute();
// The senders' domain publishes SPF for the loopback range, as a real sender's would.
dns.txt.set("sender.test", ["v=spf1 ip4:127.0.0.0/8 -all"]);
dns.txt.set("_dmarc.sender.test", ["v=DMARC1; p=none"]);

const text = `${"A line of an ordinary business letter, long enough to be one. ".repeat(60)}\n`;

/** Every sender delivering ROUNDS messages to `port`, one connection per message as mail servers do. */
async function load(port: number): Promise<number> {
  const start = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      const transport = nodemailer.createTransport({
        host: "127.0.0.1",
        port,
        secure: false,
        ignoreTLS: true,
        name: "sender.test",
        localAddress: `127.0.1.${sender + 1}`,
      });
      for (let round = 0; round < ROUNDS; round++) {
        await transport.sendMail({
          from: `Sender ${sender} <s${sender}@sender.test>`,
          to: `info@${domain}`,
          subject: `Order enquiry ${sender}-${round}`,
          text,
        });
      }
      transport.close();
    }),
  );
  return (SENDERS * ROUNDS) / ((performance.now() - start) / 1000);
}

const anchor = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  disableReverseLookup: true,
  maxClients: 100,
  onData(stream, _session, callback) {
    pipeline(stream, createWriteStream("/dev/null")).then(() => callback(), callback);
  },
});
await new Promise<void>((resolve) => anchor.listen(0, "127.0.0.1", resolve));
const anchorPort = (anchor.server.address() as { port: number }).port;
const inbound = await startInboundSmtp(deps, { port: 0, host: "127.0.0.1" });

await load(anchorPort); // warms both ends
const anchorRate = await load(anchorPort);
const inboundRate = await load(inbound.port);
const stored = await db.kysely
  .selectFrom("mail_messages")
  .select((eb) => eb.fn.countAll<number | string>().as("n"))
  .executeTakeFirstOrThrow();
if (Number(stored.n) !== SENDERS * ROUNDS) throw new Error(`stored ${stored.n} of ${SENDERS * ROUNDS} messages`);

console.info(`[mail-inbound] ${db.dialect}, ${SENDERS} senders × ${ROUNDS} messages, Node ${process.version}`);
console.info(`  smtp-server to /dev/null: ${anchorRate.toFixed(0)} messages/s`);
console.info(`  inbound, stored:          ${inboundRate.toFixed(0)} messages/s`);
console.info(`  ratio (inbound / anchor): ${(inboundRate / anchorRate).toFixed(2)}×`);

await inbound.close();
await new Promise<void>((resolve) => anchor.close(() => resolve()));
dns.close();
process.exit(0);
