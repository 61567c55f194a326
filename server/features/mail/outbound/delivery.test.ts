import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { beforeAll, expect, it } from "vitest";
import { mailboxMessages } from "../../../test/mail";
import { describeEachDb, type TestApp } from "../../../test/test-app";
import { SEND_QUEUE } from "./delivery";
import { outsideWorld, sendingOwner } from "./send-test-kit";

const world = outsideWorld();

/** A recipient address no other test uses, at `domain`. */
const someone = (domain = "client.example") => `to-${randomUUID().slice(0, 8)}@${domain}`;

/** Two retries, each due at once: a test sees the whole schedule without waiting for it. */
const RETRIES = { MAIL_RETRY_SECONDS: "0,0" };

describeEachDb(
  "delivering sent mail through a relay",
  (use) => {
    let app: TestApp;
    let owner: Awaited<ReturnType<typeof sendingOwner>>;
    beforeAll(async () => {
      app = use();
      owner = await sendingOwner(app);
    });
    const delivered = () => app.deps.jobs.drain({ queues: [SEND_QUEUE] });

    it("tries again a recipient whose server put the message off, until it takes it", async () => {
      const busy = someone();
      world.sink.refuse(busy, 451, "4.3.0 Too busy, try later", 1);
      const sent = await owner.mail.send(owner.mailboxId, { to: [busy], subject: "Patience" });
      await delivered();
      expect(world.sink.arrived.filter((message) => message.to.includes(busy))).toHaveLength(1);
      expect((await owner.mail.message(sent.body.id)).body.delivery).toEqual({
        status: "sent",
        error: null,
        attempts: 2,
      });
    });

    it("gives up on a recipient still put off after the last retry: failed, with a bounce", async () => {
      const closed = someone();
      world.sink.refuse(closed, 452, "4.2.2 Mailbox full");
      const sent = await owner.mail.send(owner.mailboxId, { to: [closed], subject: "Never taken" });
      await delivered();
      expect((await owner.mail.message(sent.body.id)).body.delivery).toEqual({
        status: "failed",
        error: "452 4.2.2 Mailbox full",
        attempts: 3,
      });
      const bounce = (await mailboxMessages(app, owner.mailboxId)).find(
        (m) => m.subject === "Undelivered: Never taken",
      );
      const report = await simpleParser((await app.deps.blobs.get(bounce?.raw_key ?? "")) ?? "");
      expect(report.text).toContain(`${closed}: 452 4.2.2 Mailbox full`);
    });

    it("fails a recipient refused for good at once, delivers to the others, and bounces a report to the Inbox", async () => {
      const [good, bad] = [someone(), someone("elsewhere.example")];
      world.sink.refuse(bad, 550, "5.1.1 No such user here");
      const subject = `Two of you ${randomUUID()}`;
      const sent = await owner.mail.send(owner.mailboxId, { to: [good], cc: [bad], subject, text: "Hello both." });
      await delivered();
      expect(world.sink.withSubject(subject).map((message) => message.to)).toEqual([[good]]);
      const after = (await owner.mail.message(sent.body.id)).body;
      expect(after.delivery).toEqual({ status: "failed", error: "550 5.1.1 No such user here", attempts: 1 });

      const bounce = (await mailboxMessages(app, owner.mailboxId)).find((m) => m.subject === `Undelivered: ${subject}`);
      expect(bounce).toMatchObject({
        folder: "inbox",
        from_address: "mailer-daemon@mail.localhost",
        from_name: "Mail Delivery System",
        thread_id: after.thread_id,
        unread: expect.anything(),
      });
      const raw = (await app.deps.blobs.get(bounce?.raw_key ?? "")) ?? Buffer.alloc(0);
      expect(raw.toString()).toMatch(/Content-Type: multipart\/report; report-type=delivery-status;/);
      const parsed = await simpleParser(raw);
      expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe(owner.address);
      expect(parsed.text).toContain(`${bad}: 550 5.1.1 No such user here`);
      expect(parsed.text).not.toContain(good);
      expect(raw.toString()).toContain(
        ["Content-Type: message/delivery-status", "", "Reporting-MTA: dns; mail.localhost"].join("\r\n"),
      );
      expect(raw.toString()).toContain(
        [
          `Final-Recipient: rfc822; ${bad}`,
          "Action: failed",
          "Status: 5.1.1",
          "Remote-MTA: dns; 127.0.0.1",
          "Diagnostic-Code: smtp; 550 5.1.1 No such user here",
        ].join("\r\n"),
      );
      // The sent message's own headers close the report, its signature among them.
      const headersPart = raw.toString().split("Content-Type: text/rfc822-headers")[1] ?? "";
      expect(headersPart).toContain(`Message-ID: <${after.message_id}>`);
      expect(headersPart).toContain("DKIM-Signature: v=1;");
      // The report is mail received like any other: counted against the mailbox, its bytes kept.
      expect(Number(bounce?.size_bytes)).toBe(raw.length);
    });
  },
  () => ({ SMTP_URL: `smtp://127.0.0.1:${world.sink.port}`, ...RETRIES }),
);

describeEachDb(
  "delivering sent mail straight to each domain's MX",
  (use) => {
    let owner: Awaited<ReturnType<typeof sendingOwner>>;
    beforeAll(async () => {
      owner = await sendingOwner(use());
    });
    const delivered = () => use().deps.jobs.drain({ queues: [SEND_QUEUE] });

    it("looks up the MX through DNS_SERVERS and passes over a host that does not answer", async () => {
      const [first, second] = [
        `direct-${randomUUID().slice(0, 8)}.example`,
        `backup-${randomUUID().slice(0, 8)}.example`,
      ];
      world.dns.mx.set(first, [{ exchange: "127.0.0.1", priority: 10 }]);
      // Nothing listens on 127.0.0.2: the better MX is down, the next one takes the message.
      world.dns.mx.set(second, [
        { exchange: "127.0.0.2", priority: 5 },
        { exchange: "127.0.0.1", priority: 20 },
      ]);
      const [one, two] = [someone(first), someone(second)];
      const subject = `Direct ${randomUUID()}`;
      const sent = await owner.mail.send(owner.mailboxId, { to: [one, two], subject });
      await delivered();
      expect(
        world.sink
          .withSubject(subject)
          .map((message) => message.to)
          .sort(),
      ).toEqual([[one], [two]].sort());
      expect(world.dns.asked).toEqual(expect.arrayContaining([`MX ${first}`, `MX ${second}`]));
      expect((await use().request(`/api/mail/messages/${sent.body.id}`, { token: owner.user.token })).status).toBe(200);
      expect((await owner.mail.message(sent.body.id)).body.delivery?.status).toBe("sent");
    });

    it("bounces a domain that takes no mail (a null MX) without trying", async () => {
      const nowhere = `nowhere-${randomUUID().slice(0, 8)}.example`;
      world.dns.mx.set(nowhere, [{ exchange: "", priority: 0 }]);
      const sent = await owner.mail.send(owner.mailboxId, { to: [someone(nowhere)], subject: "Into the void" });
      await delivered();
      expect((await owner.mail.message(sent.body.id)).body.delivery).toMatchObject({
        status: "failed",
        error: `550 5.1.10 ${nowhere} accepts no mail (its MX is null)`,
      });
    });

    it("bounces a domain with neither an MX nor an address of its own", async () => {
      // The reserved .invalid names resolve nowhere: no MX from the local DNS server, no address either.
      const missing = `missing-${randomUUID().slice(0, 8)}.invalid`;
      const sent = await owner.mail.send(owner.mailboxId, { to: [someone(missing)], subject: "Nowhere at all" });
      await delivered();
      expect((await owner.mail.message(sent.body.id)).body.delivery).toMatchObject({
        status: "failed",
        error: `550 5.1.2 ${missing} has no mail server by that name`,
        attempts: 1,
      });
    });
  },
  () => ({ MAIL_DIRECT: "on", MAIL_DIRECT_PORT: String(world.sink.port), DNS_SERVERS: world.dns.address, ...RETRIES }),
);
