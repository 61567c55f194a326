import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import { addMailbox, addMailDomain, mailboxMessages, mailOrganization, uniqueDomain } from "../../../test/mail";
import { describeEachDb } from "../../../test/test-app";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp";

let dns: TestDnsServer;
const folder = mkdtempSync(join(tmpdir(), "webcraft-mail-tls-"));
const tls = { certFile: join(folder, "cert.pem"), keyFile: join(folder, "key.pem") };
beforeAll(async () => {
  dns = await startDnsServer();
  // A certificate for MAIL_HOST, as MAIL_TLS_CERT and MAIL_TLS_KEY name in production.
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=mail.localhost",
      "-keyout",
      tls.keyFile,
      "-out",
      tls.certFile,
    ],
    { stdio: "ignore" },
  );
});
afterAll(async () => {
  await dns.close();
  rmSync(folder, { recursive: true, force: true });
});

describeEachDb(
  "the inbound SMTP server with a certificate",
  (use) => {
    let smtp: InboundSmtp;
    let address: string;
    let mailbox: string;

    beforeAll(async () => {
      const app = use();
      const deps = { ...app.deps, env: { ...app.env, mail: { ...app.env.mail, tls } } };
      smtp = await startInboundSmtp(deps, { port: 0, host: "127.0.0.1", log: (line) => app.mailLog.push(line) });
      const domain = await addMailDomain(app, await mailOrganization(app), uniqueDomain("tls"));
      mailbox = await addMailbox(app, domain, "info");
      address = `info@${domain.domain}`;
    });
    afterAll(() => smtp.close());

    it("takes mail over STARTTLS and says so in its Received header", async () => {
      const client = nodemailer.createTransport({
        host: "127.0.0.1",
        port: smtp.port,
        secure: false,
        requireTLS: true,
        name: "tls-client.test",
        tls: { rejectUnauthorized: false, servername: "mail.localhost" },
      });
      const sent = await client.sendMail({
        from: "tess@sender.test",
        to: address,
        subject: "Sealed",
        text: "In transit, encrypted.",
      });
      expect(sent.response).toMatch(/^250 /);
      const [message] = await mailboxMessages(use(), mailbox);
      const raw = await use().deps.blobs.get(message?.raw_key ?? "");
      expect(raw?.toString()).toMatch(
        /^Received: from tls-client\.test \(\[127\.0\.0\.1\]\)\r\n\tby mail\.localhost with ESMTPS /,
      );
    });
  },
  () => ({ DNS_SERVERS: dns.address }),
);
