import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import {
  addMailbox,
  addMailDomain,
  mailOrganization,
  smtpClient,
  type TestMailDomain,
  uniqueDomain,
} from "../../../test/mail";
import { describeEachDb } from "../../../test/test-app";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());

/** A connection and the first line the server says on it. */
function open(port: number): Promise<{ socket: Socket; first: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("data", (chunk) => resolve({ socket, first: chunk.toString().trim() }));
    socket.on("error", reject);
  });
}

/** Sends `lines` one after another and answers every reply, in order. */
async function converse(port: number, lines: string[]): Promise<string[]> {
  const { socket } = await open(port);
  const replies: string[] = [];
  let buffered = "";
  let wake: (() => void) | null = null;
  socket.on("data", (chunk) => {
    buffered += chunk.toString();
    wake?.();
  });
  for (const line of lines) {
    socket.write(`${line}\r\n`);
    while (!/(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffered)) await new Promise<void>((resolve) => (wake = resolve));
    replies.push(buffered.trim().split("\r\n").at(-1) ?? "");
    buffered = "";
  }
  socket.end();
  return replies;
}

describeEachDb(
  "the inbound SMTP server's limits",
  (use) => {
    let smtp: InboundSmtp;
    let domain: TestMailDomain;

    beforeAll(async () => {
      const app = use();
      smtp = await startInboundSmtp(app.deps, { port: 0, host: "127.0.0.1", log: (line) => app.mailLog.push(line) });
      domain = await addMailDomain(app, await mailOrganization(app), uniqueDomain("limits"));
      await addMailbox(app, domain, "info", { quotaBytes: 10 * 1024 * 1024 });
    });
    afterAll(() => smtp.close());

    it("takes ten connections from one address at once and turns the eleventh away with 421", async () => {
      const ten = await Promise.all(Array.from({ length: 10 }, () => open(smtp.port)));
      expect(ten.every(({ first }) => first.startsWith("220 "))).toBe(true);
      const eleventh = await open(smtp.port);
      expect(eleventh.first).toBe("421 4.7.0 Too many connections from your address, try again later");
      for (const { socket } of [...ten, eleventh]) socket.destroy();
      // Once they are gone, the address may connect again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await open(smtp.port);
      expect(again.first).toMatch(/^220 /);
      again.socket.destroy();
    });

    it("takes at most 100 recipients of one message", async () => {
      const rcpts = Array.from({ length: 101 }, (_, i) => `RCPT TO:<info+${i}@${domain.domain}>`);
      const replies = await converse(smtp.port, ["EHLO many.test", "MAIL FROM:<a@sender.test>", ...rcpts]);
      expect(replies.slice(2, 102).every((reply) => reply === "250 Accepted")).toBe(true);
      expect(replies[102]).toMatch(/^452 /);
    });

    it("refuses at RCPT a message whose announced SIZE would not fit the mailbox", async () => {
      const refused = await smtpClient(smtp.port)
        .sendMail({
          envelope: { from: "a@sender.test", to: `info@${domain.domain}`, size: 11 * 1024 * 1024 },
          raw: "Subject: Announced as big\r\n\r\nSmall after all.\r\n",
        })
        .catch((error: { response?: string }) => error.response);
      expect(refused).toBe("452 4.2.2 Mailbox full");
    });
  },
  () => ({ DNS_SERVERS: dns.address }),
);
