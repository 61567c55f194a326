import { generateKeyPairSync } from "node:crypto";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import {
  addMailbox,
  addMailDomain,
  mailboxMessages,
  mailOrganization,
  smtpClient,
  type TestMailDomain,
  uniqueDomain,
} from "../../../test/mail";
import { describeEachDb } from "../../../test/test-app";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp";

// Senders' domains whose records the local DNS server holds. The tests connect from 127.0.0.1.
const PASSING = "spf-pass.test";
const FAILING = "spf-fail.test";
const FAILING_NO_DMARC = "spf-only.test";
const SIGNING = "signed.test";
const SELECTOR = "s2026";

const keys = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "der" },
});

/** A TXT record's text in strings of at most 255 characters, as DNS carries long ones. */
function chunked(text: string): string[] {
  return text.match(/.{1,255}/g) ?? [];
}

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.txt.set(PASSING, ["v=spf1 ip4:127.0.0.1 -all"]);
  dns.txt.set(`_dmarc.${PASSING}`, ["v=DMARC1; p=reject"]);
  dns.txt.set(FAILING, ["v=spf1 ip4:192.0.2.10 -all"]);
  dns.txt.set(`_dmarc.${FAILING}`, ["v=DMARC1; p=reject"]);
  dns.txt.set(FAILING_NO_DMARC, ["v=spf1 ip4:192.0.2.10 -all"]);
  dns.txt.set(`_dmarc.${SIGNING}`, ["v=DMARC1; p=quarantine"]);
  dns.txt.set(`${SELECTOR}._domainkey.${SIGNING}`, [chunked(`v=DKIM1; k=rsa; p=${keys.publicKey.toString("base64")}`)]);
});
afterAll(() => dns.close());

/** A message signed for signed.test by nodemailer, as its own mail server would send it. */
async function signedMessage(subject: string): Promise<Buffer> {
  const signer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    dkim: { domainName: SIGNING, keySelector: SELECTOR, privateKey: keys.privateKey },
  });
  const info = await signer.sendMail({
    from: `Signer <news@${SIGNING}>`,
    to: "someone@elsewhere.test",
    subject,
    text: "This message is signed, every word of it.",
  });
  return info.message as Buffer;
}

describeEachDb(
  "SPF, DKIM and DMARC of received mail",
  (use) => {
    let smtp: InboundSmtp;
    let domain: TestMailDomain;
    let mailbox: string;

    beforeAll(async () => {
      const app = use();
      smtp = await startInboundSmtp(app.deps, { port: 0, host: "127.0.0.1", log: (line) => app.mailLog.push(line) });
      domain = await addMailDomain(app, await mailOrganization(app), uniqueDomain("auth"));
      mailbox = await addMailbox(app, domain, "info");
    });
    afterAll(() => smtp.close());

    async function received(subject: string) {
      const message = (await mailboxMessages(use(), mailbox)).find((m) => m.subject === subject);
      if (!message) throw new Error(`no message "${subject}" arrived`);
      return { ...message, auth: JSON.parse(message.auth) as Record<string, string> };
    }

    async function send(from: string, subject: string, raw?: Buffer) {
      const to = `info@${domain.domain}`;
      const client = smtpClient(smtp.port);
      const sent = raw
        ? await client.sendMail({ envelope: { from, to }, raw })
        : await client.sendMail({ from, to, subject, text: "Hello from a server of theirs." });
      expect(sent.response).toMatch(/^250 /);
      return received(subject);
    }

    it("stores SPF and DMARC passing for a sender whose domain names our client", async () => {
      const message = await send(`ann@${PASSING}`, "From an allowed server");
      expect(message.auth).toEqual({ spf: "pass", dkim: "none", dmarc: "pass" });
      expect(message.folder).toBe("inbox");
    });

    it("puts a message whose DMARC fails under p=reject in Spam, saying why", async () => {
      const message = await send(`ben@${FAILING}`, "From a forbidden server");
      expect(message.auth).toEqual({ spf: "fail", dkim: "none", dmarc: "fail" });
      expect(message.folder).toBe("spam");
      expect(message.spam_reason).toBe("DMARC failed, and the sender's domain asks for rejection");
    });

    it("puts SPF failing without a DKIM signature in Spam when the domain has no DMARC", async () => {
      const message = await send(`cat@${FAILING_NO_DMARC}`, "SPF says no");
      expect(message.auth).toEqual({ spf: "fail", dkim: "none", dmarc: "none" });
      expect(message.folder).toBe("spam");
      expect(message.spam_reason).toMatch(/^SPF failed/);
    });

    it("verifies a DKIM signature with the public key the DNS serves, and DMARC passes through it", async () => {
      const message = await send(`news@${SIGNING}`, "Signed news", await signedMessage("Signed news"));
      expect(message.auth).toEqual({ spf: "none", dkim: "pass", dmarc: "pass" });
      expect(message.folder).toBe("inbox");
    });

    it("fails a signature whose body was changed on the way, and DMARC's quarantine sends it to Spam", async () => {
      const signed = (await signedMessage("Tampered news")).toString();
      const tampered = Buffer.from(signed.replace("every word of it", "every word of it, and a bank account"));
      const message = await send(`news@${SIGNING}`, "Tampered news", tampered);
      expect(message.auth).toEqual({ spf: "none", dkim: "fail", dmarc: "fail" });
      expect(message.folder).toBe("spam");
      expect(message.spam_reason).toBe("DMARC failed, and the sender's domain asks for quarantine");
    });

    it("sends a shouting subject to Spam and leaves an ordinary one in the inbox", async () => {
      const shouting = await send(`dan@${PASSING}`, "FREE MONEY FOR YOU NOW!!!");
      expect(shouting.folder).toBe("spam");
      expect(shouting.spam_reason).toBe("The subject is written in capitals with many exclamation marks");
      const calm = await send(`dan@${PASSING}`, "Meeting on Friday!");
      expect(calm.folder).toBe("inbox");
    });
  },
  () => ({ DNS_SERVERS: dns.address }),
);
