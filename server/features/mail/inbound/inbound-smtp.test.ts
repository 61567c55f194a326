import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import {
  addAlias,
  addMailbox,
  addMailDomain,
  mailboxMessages,
  mailOrganization,
  smtpClient,
  swaks,
  type TestMailDomain,
  uniqueDomain,
  usedBytes,
} from "../../../test/mail";
import { outbox } from "../../../test/outbox";
import { describeEachDb } from "../../../test/test-app";
import { FORWARD_QUEUE } from "./forward-mail";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());

/** What the server says to a client that greets it, until its EHLO answer ends. */
function greeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
      if (text.startsWith("220") && !text.includes("EHLO sent")) {
        text += "EHLO sent\n";
        socket.write("EHLO probe.test\r\n");
      }
      if (/^250 /m.test(text)) {
        socket.end("QUIT\r\n");
        resolve(text);
      }
    });
    socket.on("error", reject);
  });
}

describeEachDb(
  "the inbound SMTP server",
  (use) => {
    let smtp: InboundSmtp;
    const logged: string[] = [];
    let domain: TestMailDomain;
    let info: string;
    let sales: string;
    let full: string;
    let nearlyFull: string;
    let unverified: TestMailDomain;

    beforeAll(async () => {
      const app = use();
      smtp = await startInboundSmtp(app.deps, { port: 0, host: "127.0.0.1", log: (line) => logged.push(line) });
      const organizationId = await mailOrganization(app);
      domain = await addMailDomain(app, organizationId, uniqueDomain());
      unverified = await addMailDomain(app, organizationId, uniqueDomain(), { verified: false });
      info = await addMailbox(app, domain, "info");
      sales = await addMailbox(app, domain, "sales");
      const tenMb = 10 * 1024 * 1024;
      full = await addMailbox(app, domain, "full", { quotaBytes: tenMb, usedBytes: tenMb });
      nearlyFull = await addMailbox(app, domain, "nearly", { quotaBytes: tenMb, usedBytes: tenMb - 100 });
      await addAlias(app, domain, "team", "alias", [info, sales]);
      await addAlias(app, domain, "owner", "forward", ["owner@outside.test"]);
    });
    afterAll(async () => {
      await smtp.close();
      expect(logged).toEqual([]);
    });

    it("greets as MAIL_HOST, announces the 25 MB limit and offers neither AUTH nor STARTTLS", async () => {
      const said = await greeting(smtp.port);
      expect(said).toMatch(/^220 mail\.localhost ESMTP/);
      expect(said).toContain("SIZE 26214400");
      expect(said).not.toMatch(/AUTH|STARTTLS/);
    });

    it("says so when its port is taken", async () => {
      await expect(startInboundSmtp(use().deps, { port: smtp.port, host: "127.0.0.1" })).rejects.toThrow(
        `cannot listen for mail on port ${smtp.port}: it is in use`,
      );
    });

    it("stores a message from nodemailer for its mailbox before answering 250", async () => {
      const app = use();
      const before = await usedBytes(app, info);
      const sent = await smtpClient(smtp.port).sendMail({
        from: "Alice Sender <alice@sender.test>",
        to: `Info <info@${domain.domain}>`,
        cc: `sales@${domain.domain}`,
        subject: "Quote for the new shop front",
        text: "Hello,\n\nplease send us a quote for the new shop front.\n\nAlice",
        html: "<p>Hello,</p><p>please send us a quote for the <b>new shop front</b>.</p>",
        messageId: "<quote-1@sender.test>",
      });
      expect(sent.response).toMatch(/^250 /);
      // 250 means stored: no waiting, the row and its bytes are there.
      const [message] = await mailboxMessages(app, info);
      expect(message).toMatchObject({
        folder: "inbox",
        subject: "Quote for the new shop front",
        from_address: "alice@sender.test",
        from_name: "Alice Sender",
        message_id: "quote-1@sender.test",
        thread_id: "quote-1@sender.test",
        snippet: "Hello, please send us a quote for the new shop front. Alice",
        html_body: "<p>Hello,</p><p>please send us a quote for the <b>new shop front</b>.</p>",
        spam_reason: null,
      });
      expect(JSON.parse(message?.to_addresses ?? "")).toEqual([{ address: `info@${domain.domain}`, name: "Info" }]);
      expect(JSON.parse(message?.cc_addresses ?? "")).toEqual([{ address: `sales@${domain.domain}`, name: "" }]);
      expect(Boolean(message?.unread)).toBe(true);
      const raw = await app.deps.blobs.get(message?.raw_key ?? "");
      expect(raw?.toString()).toMatch(
        /^Received: from client\.test \(\[127\.0\.0\.1\]\)\r\n\tby mail\.localhost with ESMTP/,
      );
      expect(raw?.toString()).toContain("Subject: Quote for the new shop front");
      expect(Number(message?.size_bytes)).toBe(raw?.length);
      expect(await usedBytes(app, info)).toBe(before + (raw?.length ?? 0));
      // The Cc went to a mailbox of ours too, as its own copy.
      expect((await mailboxMessages(app, sales)).map((m) => m.subject)).toContain("Quote for the new shop front");
    });

    it("refuses an address no mailbox holds (550 5.1.1) and a domain not verified (550 5.7.1), and takes the rest", async () => {
      const app = use();
      const sent = await smtpClient(smtp.port).sendMail({
        from: "bob@sender.test",
        to: [
          `nobody@${domain.domain}`,
          `info@${unverified.domain}`,
          "someone@elsewhere.test",
          `sales@${domain.domain}`,
        ],
        subject: "Partly for you",
        text: "Only sales should get this.",
      });
      expect(sent.accepted).toEqual([`sales@${domain.domain}`]);
      const refusals = (sent.rejectedErrors ?? []).map((error) => (error as { response?: string }).response);
      expect(refusals).toEqual([
        "550 5.1.1 No such mailbox here",
        "550 5.7.1 Relaying denied",
        "550 5.1.1 No such mailbox here",
      ]);
      expect((await mailboxMessages(app, sales)).map((m) => m.subject)).toContain("Partly for you");
    });

    it("speaks with swaks: refused, accepted, and a +tag reaching its mailbox", async () => {
      const app = use();
      const refused = await swaks(smtp.port, ["--from", "carol@sender.test", "--to", `ghost@${domain.domain}`]);
      expect(refused.code).toBe(24);
      expect(refused.transcript).toContain("<** 550 5.1.1 No such mailbox here");
      const relay = await swaks(smtp.port, ["--from", "carol@sender.test", "--to", "victim@gmail.test"]);
      expect(relay.code).toBe(24);
      const accepted = await swaks(smtp.port, [
        "--from",
        "carol@sender.test",
        "--to",
        `info+orders@${domain.domain}`,
        "--header",
        "Subject: Through swaks",
        "--body",
        "Sent by swaks.",
      ]);
      expect(accepted.code).toBe(0);
      expect(accepted.transcript).toMatch(/<- {2}250 OK: message stored/);
      const subjects = (await mailboxMessages(app, info)).map((m) => m.subject);
      expect(subjects).toContain("Through swaks");
    });

    it("fans a message to an alias out to both its mailboxes, keeping the bytes once", async () => {
      const app = use();
      const [infoBefore, salesBefore] = [await usedBytes(app, info), await usedBytes(app, sales)];
      await smtpClient(smtp.port).sendMail({
        from: "dave@sender.test",
        to: [`team@${domain.domain}`, `info@${domain.domain}`],
        subject: "For the whole team",
        text: "Everyone should read this once.",
      });
      const infoCopies = (await mailboxMessages(app, info)).filter((m) => m.subject === "For the whole team");
      const salesCopies = (await mailboxMessages(app, sales)).filter((m) => m.subject === "For the whole team");
      // Named twice (the alias and the mailbox itself), info still has one copy.
      expect(infoCopies).toHaveLength(1);
      expect(salesCopies).toHaveLength(1);
      expect(infoCopies[0]?.raw_key).toBe(salesCopies[0]?.raw_key);
      expect(infoCopies[0]?.id).not.toBe(salesCopies[0]?.id);
      const size = Number(infoCopies[0]?.size_bytes);
      expect(await usedBytes(app, info)).toBe(infoBefore + size);
      expect(await usedBytes(app, sales)).toBe(salesBefore + size);
    });

    it("says 452 4.2.2 for a full mailbox at RCPT, and at DATA when only the message's size fills it", async () => {
      const app = use();
      const atRcpt = await smtpClient(smtp.port)
        .sendMail({ from: "erin@sender.test", to: `full@${domain.domain}`, subject: "No room", text: "x" })
        .catch((error: { response?: string }) => error.response);
      expect(atRcpt).toBe("452 4.2.2 Mailbox full");
      const atData = await smtpClient(smtp.port)
        .sendMail({
          from: "erin@sender.test",
          to: `nearly@${domain.domain}`,
          subject: "Too big for the room",
          text: "y".repeat(500),
        })
        .catch((error: { response?: string }) => error.response);
      expect(atData).toBe("452 4.2.2 Mailbox full");
      expect(await mailboxMessages(app, nearlyFull)).toEqual([]);
      expect(await mailboxMessages(app, full)).toEqual([]);
    });

    it("refuses a 26 MB message at DATA with 552 and keeps nothing of it", async () => {
      const app = use();
      const before = await usedBytes(app, info);
      const body = `${"This line is filler to make the message too large for the server.\r\n".repeat(400_000)}`;
      const sent = await smtpClient(smtp.port)
        .sendMail({ from: "frank@sender.test", to: `info@${domain.domain}`, subject: "Far too big", text: body })
        .catch((error: { response?: string }) => error.response);
      expect(sent).toBe("552 Message too large: the limit is 25 MB");
      expect((await mailboxMessages(app, info)).map((m) => m.subject)).not.toContain("Far too big");
      expect(await usedBytes(app, info)).toBe(before);
    }, 60_000);

    it("writes a forwarded copy to the outbox when there is no SMTP_URL", async () => {
      const app = use();
      await smtpClient(smtp.port).sendMail({
        from: "hank@sender.test",
        to: `owner@${domain.domain}`,
        subject: "Onwards without SMTP",
        text: "Kept in the outbox.",
      });
      await app.deps.jobs.drain({ queues: [FORWARD_QUEUE] });
      const copy = outbox(app).find((mail) => mail.headers.get("subject") === "Onwards without SMTP");
      expect(copy?.headers.get("x-webcraft-loop")).toBe("mail.localhost");
      // As it came, line breaks and all.
      expect(readFileSync(join(app.env.dataDir, "outbox", copy?.file ?? ""), "utf8")).toMatch(
        /^X-Webcraft-Loop: mail\.localhost\r\n[\s\S]*\r\n\r\nKept in the outbox\./,
      );
      expect(
        app.mailLog.some((line) => line.startsWith("[mail] forwarded copy to owner@outside.test written to")),
      ).toBe(true);
    });

    it("threads a reply with the message it answers", async () => {
      const app = use();
      const client = smtpClient(smtp.port);
      await client.sendMail({
        from: "gina@sender.test",
        to: `sales@${domain.domain}`,
        subject: "Opening hours",
        text: "When are you open?",
        messageId: "<hours-1@sender.test>",
      });
      await client.sendMail({
        from: "gina@sender.test",
        to: `sales@${domain.domain}`,
        subject: "Re: Opening hours",
        text: "And on Sundays?",
        messageId: "<hours-3@sender.test>",
        inReplyTo: "<hours-2@webcraft.test>",
        references: ["<hours-1@sender.test>", "<hours-2@webcraft.test>"],
      });
      const thread = (await mailboxMessages(app, sales)).filter((m) => m.subject.endsWith("Opening hours"));
      expect(thread.map((m) => m.thread_id)).toEqual(["hours-1@sender.test", "hours-1@sender.test"]);
      expect(thread[1]?.in_reply_to).toBe("hours-2@webcraft.test");
    });
  },
  () => ({ DNS_SERVERS: dns.address }),
);
