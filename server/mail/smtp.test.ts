import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../test/test-app";

type Received = { to: string[]; raw: string };
const received: Received[] = [];
/** While set, the server takes a mail's data but waits for this before accepting it: a slow server. */
let held: Promise<void> | null = null;
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await held;
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describeEachDb(
  "mail over SMTP",
  (use) => {
    it("sends the password-reset mail to the SMTP server instead of the outbox", async () => {
      const app = use();
      const user = await app.signUp();
      const response = await app.requestPasswordReset(user.email);
      expect(response.status).toBe(200);
      await app.mailOut();
      const mail = received.find((m) => m.to.includes(user.email));
      expect(mail?.raw).toContain("Subject: Reset your Webcraft password");
      expect(mail?.raw).toContain("From: Webcraft Test <mailer@webcraft.test>");
      expect(app.mailLog).toEqual([]);
    });

    it("answers a request that mails without waiting for a slow SMTP server, which gets the mail after", async () => {
      const app = use();
      const user = await app.signUp();
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        const response = await app.requestPasswordReset(user.email);
        expect(response.status).toBe(200);
        expect(received.some((m) => m.to.includes(user.email))).toBe(false);
      } finally {
        release();
        held = null;
      }
      await app.mailOut();
      expect(received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    });
  },
  {
    get SMTP_URL() {
      return `smtp://127.0.0.1:${port}`;
    },
    MAIL_FROM: "Webcraft Test <mailer@webcraft.test>",
  },
);
