import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import {
  addAlias,
  addMailbox,
  addMailDomain,
  mailboxMessages,
  mailOrganization,
  sendRaw,
  smtpClient,
  type TestMailDomain,
  uniqueDomain,
} from "../../../test/mail";
import { describeEachDb } from "../../../test/test-app";
import { FORWARD_QUEUE, srsAddress } from "./forward-mail";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp";

type Relayed = { from: string; to: string[]; raw: string };

/** The outside world's mail server, which SMTP_URL points the app's transport at. */
async function startSink() {
  const relayed: Relayed[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        relayed.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return { relayed, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let dns: TestDnsServer;
let sink: Awaited<ReturnType<typeof startSink>>;
beforeAll(async () => {
  dns = await startDnsServer();
  sink = await startSink();
});
afterAll(async () => {
  await sink.close();
  await dns.close();
});

describeEachDb(
  "forwarding received mail",
  (use) => {
    let smtp: InboundSmtp;
    let domain: TestMailDomain;
    let info: string;

    beforeAll(async () => {
      const app = use();
      // What the other database's run relayed is not this run's.
      sink.relayed.length = 0;
      smtp = await startInboundSmtp(app.deps, { port: 0, host: "127.0.0.1", log: (line) => app.mailLog.push(line) });
      domain = await addMailDomain(app, await mailOrganization(app), uniqueDomain("forward"));
      info = await addMailbox(app, domain, "info");
      await addAlias(app, domain, "owner", "forward", ["owner@outside.test", "partner@outside.test"]);
    });
    afterAll(() => smtp.close());

    async function relayedWith(subject: string) {
      await use().deps.jobs.drain({ queues: [FORWARD_QUEUE] });
      return sink.relayed.filter((copy) => copy.raw.includes(`Subject: ${subject}`));
    }

    it("relays a message to the outside addresses, from a bounce address at the forwarding domain", async () => {
      const sent = await smtpClient(smtp.port).sendMail({
        from: "alice@sender.test",
        to: `owner@${domain.domain}`,
        subject: "Please pass this on",
        text: "For the owner, wherever they read mail.",
      });
      expect(sent.response).toMatch(/^250 /);
      const [copy, ...more] = await relayedWith("Please pass this on");
      expect(more).toEqual([]);
      expect(copy?.to).toEqual(["owner@outside.test", "partner@outside.test"]);
      expect(copy?.from).toBe(srsAddress("alice@sender.test", domain.domain, use().env.authSecret));
      expect(copy?.from).toMatch(
        new RegExp(`^SRS0=[\\w-]{4}=[A-Z2-7]{2}=sender\\.test=alice@${domain.domain.replaceAll(".", "\\.")}$`),
      );
      expect(copy?.raw).toMatch(/^X-Webcraft-Loop: mail\.localhost\r\nReceived: from client\.test/);
      expect(copy?.raw).toContain("For the owner, wherever they read mail.");
    });

    it("stores for a mailbox and forwards in the same message", async () => {
      await smtpClient(smtp.port).sendMail({
        from: "bob@sender.test",
        to: [`owner@${domain.domain}`, `info@${domain.domain}`],
        subject: "Both ways",
        text: "One copy kept, one sent on.",
      });
      expect(await relayedWith("Both ways")).toHaveLength(1);
      expect((await mailboxMessages(use(), info)).map((m) => m.subject)).toContain("Both ways");
    });

    it("refuses to forward a message it forwarded before (550 5.4.6), and still delivers one to a mailbox", async () => {
      const looped = Buffer.from(
        "X-Webcraft-Loop: mail.localhost\r\nFrom: carol@sender.test\r\nSubject: Round and round\r\n\r\nAgain.\r\n",
      );
      const forward = await sendRaw(smtp.port, {
        from: "carol@sender.test",
        to: [`owner@${domain.domain}`],
        data: looped,
      });
      expect(forward.final).toBe("550 5.4.6 Mail loop detected");
      expect(await relayedWith("Round and round")).toEqual([]);
      const kept = await sendRaw(smtp.port, { from: "carol@sender.test", to: [`info@${domain.domain}`], data: looped });
      expect(kept.final).toMatch(/^250 /);
    });

    it("refuses a message that has passed through more than 25 servers", async () => {
      const hops = Array.from(
        { length: 25 },
        (_, i) => `Received: from hop${i}.test by hop${i + 1}.test; Tue, 1 Dec 2026 10:00:00 +0000`,
      );
      const data = Buffer.from(
        `${hops.join("\r\n")}\r\nFrom: dan@sender.test\r\nSubject: Far travelled\r\n\r\nTired.\r\n`,
      );
      const { final } = await sendRaw(smtp.port, { from: "dan@sender.test", to: [`info@${domain.domain}`], data });
      expect(final).toBe("550 5.4.6 Mail loop detected");
      expect((await mailboxMessages(use(), info)).map((m) => m.subject)).not.toContain("Far travelled");
    });

    it("forwards a bounce (null sender) with its sender still null", async () => {
      const data = Buffer.from("From: MAILER-DAEMON@sender.test\r\nSubject: Undeliverable\r\n\r\nIt bounced.\r\n");
      const { final } = await sendRaw(smtp.port, { from: "", to: [`owner@${domain.domain}`], data });
      expect(final).toMatch(/^250 /);
      const [copy] = await relayedWith("Undeliverable");
      expect(copy?.from).toBe("");
    });
  },
  () => ({ DNS_SERVERS: dns.address, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }),
);
