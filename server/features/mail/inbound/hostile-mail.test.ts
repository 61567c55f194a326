import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import {
  addMailbox,
  addMailDomain,
  mailboxMessages,
  mailOrganization,
  sendRaw,
  type TestMailDomain,
  uniqueDomain,
  usedBytes,
} from "../../../test/mail";
import { describeEachDb } from "../../../test/test-app";
import { hostileCorpus } from "./hostile-mail";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());

const corpus = hostileCorpus();

type Row = Awaited<ReturnType<typeof mailboxMessages>>[number] | undefined;

let attachmentsOf: (messageId: string) => Promise<{ filename: string; size_bytes: unknown; blob_key: string }[]>;

/** What some of the corpus must come out as, beyond being stored intact. */
const particulars: Record<string, (id: string, row: Row) => Promise<void> | void> = {
  // Kept as it came: the reading screen sanitises it when it shows it.
  "script in HTML": (_, row) => expect(row?.html_body).toContain("<script>"),
  "CR/LF in an encoded subject": (_, row) => expect(row?.subject).toBe("Hello Bcc: everyone@victim.test Injected"),
  "a 24 MB attachment": async (id) => {
    const [attachment] = await attachmentsOf(id);
    expect(attachment?.filename).toBe("big.txt");
    expect(Number(attachment?.size_bytes)).toBeGreaterThan(23 * 1024 * 1024);
  },
  "a 10,000 character Message-ID": (_, row) => expect(row?.message_id.length).toBeLessThanOrEqual(400),
  "no From": (_, row) => expect(row?.from_address).toBe("mallory@hostile.test"),
  "NUL bytes in headers and body": (_, row) => expect(row?.subject).toBe("Nulsubject"),
};

describeEachDb(
  "hostile mail",
  (use) => {
    let smtp: InboundSmtp;
    const logged: string[] = [];
    let domain: TestMailDomain;
    let mailbox: string;

    beforeAll(async () => {
      const app = use();
      smtp = await startInboundSmtp(app.deps, { port: 0, host: "127.0.0.1", log: (line) => logged.push(line) });
      domain = await addMailDomain(app, await mailOrganization(app), uniqueDomain("hostile"));
      mailbox = await addMailbox(app, domain, "info");
      attachmentsOf = (messageId) =>
        app.deps.db.kysely
          .selectFrom("mail_attachments")
          .select(["filename", "size_bytes", "blob_key"])
          .where("message_id", "=", messageId)
          .orderBy("position")
          .execute();
    });
    afterAll(async () => {
      await smtp.close();
    });

    it("has at least 25 messages", () => {
      expect(corpus.length).toBeGreaterThanOrEqual(25);
    });

    for (const { name, data } of corpus) {
      it(`${name}: stored intact or refused with a 5xx, nothing half kept`, async () => {
        const app = use();
        const before = await mailboxMessages(app, mailbox);
        const usedBefore = await usedBytes(app, mailbox);
        const { final } = await sendRaw(smtp.port, {
          from: "mallory@hostile.test",
          to: [`info@${domain.domain}`],
          data,
        });
        expect(final).toMatch(/^(250|5\d\d) /);
        const after = await mailboxMessages(app, mailbox);
        if (final.startsWith("5")) {
          expect(after).toHaveLength(before.length);
          expect(await usedBytes(app, mailbox)).toBe(usedBefore);
          return;
        }
        expect(after).toHaveLength(before.length + 1);
        const row = after.find((message) => !before.some((earlier) => earlier.id === message.id));
        const raw = (await app.deps.blobs.get(row?.raw_key ?? "")) ?? Buffer.alloc(0);
        // Our Received header, then every byte as sent (with the line break the end of DATA adds).
        const sent = raw.subarray(raw.length - data.length - 2).equals(Buffer.concat([data, Buffer.from("\r\n")]))
          ? Buffer.concat([data, Buffer.from("\r\n")])
          : data;
        expect(raw.subarray(raw.length - sent.length).equals(sent)).toBe(true);
        expect(raw.subarray(0, 9).toString()).toBe("Received:");
        expect(Number(row?.size_bytes)).toBe(raw.length);
        expect(await usedBytes(app, mailbox)).toBe(usedBefore + raw.length);
        for (const field of [row?.subject, row?.from_name, row?.from_address]) expect(field).not.toMatch(/[\r\n\0]/);
        expect(row?.text_body).not.toContain("\u0000");
        await particulars[name]?.(row?.id ?? "", row);
      }, 60_000);
    }

    it("still takes ordinary mail after all of them, and logged no failure", async () => {
      const plain = Buffer.from("From: a@friend.test\r\nSubject: Still there?\r\n\r\nYes.\r\n");
      const { final } = await sendRaw(smtp.port, { from: "a@friend.test", to: [`info@${domain.domain}`], data: plain });
      expect(final).toMatch(/^250 /);
      expect(logged).toEqual([]);
    });
  },
  () => ({ DNS_SERVERS: dns.address }),
);
