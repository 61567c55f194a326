import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, testDialects } from "../../../test/databases";
import { startDnsServer, type TestDnsServer } from "../../../test/dns-server";
import {
  addMailbox,
  addMailDomain,
  mailboxMessages,
  mailOrganization,
  sendRaw,
  uniqueDomain,
  usedBytes,
} from "../../../test/mail";
import { migratedDatabase, startTestApp } from "../../../test/test-app";

const ENTRY = fileURLToPath(new URL("../../../test/inbound-entry.ts", import.meta.url));

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());

/** The app's mail server in a process of its own on `database`; resolves with its port. */
function startChild(database: TestDatabase): Promise<{ child: ChildProcess; port: number; exited: Promise<unknown> }> {
  const child = fork(ENTRY, [], {
    execArgv: ["--import", "tsx"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      WEB_DIST: "dist/web",
      DNS_SERVERS: dns.address,
      MAIL_SMTP_PORT: "0",
    },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    child.on("message", (message: { port: number }) => resolve({ child, port: message.port, exited }));
    child.on("exit", (code) => reject(new Error(`the mail process exited (${code}) before listening: ${stderr}`)));
  });
}

/** Sends all but the end of a message and resolves once the server has taken the first half of it. */
function sendHalf(port: number, to: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let said = "";
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      said += chunk.toString();
      if (said.startsWith("220") && !said.includes("EHLO")) {
        said += "EHLO";
        socket.write(`EHLO half.test\r\nMAIL FROM:<half@sender.test>\r\nRCPT TO:<${to}>\r\nDATA\r\n`);
      }
      if (said.includes("354 ")) {
        socket.write(data.subarray(0, data.length / 2), () => setTimeout(resolve, 300));
      }
      if (/^5\d\d /m.test(said)) reject(new Error(said));
    });
  });
}

for (const dialect of testDialects()) {
  describe(`a mail process killed with SIGKILL [${dialect}]`, () => {
    let database: TestDatabase;
    let address: string;
    let mailbox: string;

    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      const app = await startTestApp(database, { DNS_SERVERS: dns.address });
      const domain = await addMailDomain(app, await mailOrganization(app), uniqueDomain("crash"));
      mailbox = await addMailbox(app, domain, "info");
      address = `info@${domain.domain}`;
      await app.close();
    });
    afterAll(() => database.drop());

    /** The app booted again on the same data, for `look`, then closed. */
    async function afterRestart<T>(look: (app: Awaited<ReturnType<typeof startTestApp>>) => Promise<T>): Promise<T> {
      const app = await startTestApp(database, { DNS_SERVERS: dns.address });
      try {
        return await look(app);
      } finally {
        await app.close();
      }
    }

    // One process, killed once: a message cut off halfway on one connection while another is answered 250
    // on a second, the kill the moment that 250 arrives. Each process boots the app from source, which is
    // most of the test's time, so both cases share it.
    it("keeps the message it answered 250 for, raw bytes and all, and nothing of one cut off before its end", async () => {
      const { child, port, exited } = await startChild(database);
      const cut = Buffer.from(
        `From: ben@sender.test\r\nSubject: Cut off\r\n\r\n${"half of this arrives\r\n".repeat(5_000)}`,
      );
      await sendHalf(port, address, cut);
      const body = `Sent at ${new Date().toISOString()}: ${randomBytes(16).toString("hex")}`;
      const data = Buffer.from(`From: Ann <ann@sender.test>\r\nSubject: Before the crash\r\n\r\n${body}\r\n`);
      const { final } = await sendRaw(port, {
        from: "ann@sender.test",
        to: [address],
        data,
        // Killed the moment the 250 arrives, before anything else can happen.
        onReply: (line) => {
          if (line.startsWith("250 OK: message stored")) child.kill("SIGKILL");
        },
      });
      expect(final).toMatch(/^250 OK: message stored/);
      await exited;
      expect(child.signalCode).toBe("SIGKILL");
      await afterRestart(async (app) => {
        const messages = await mailboxMessages(app, mailbox);
        // The cut-off message left nothing: the sender's retry will be its only copy.
        expect(messages.map((message) => message.subject)).toEqual(["Before the crash"]);
        const [message] = messages;
        expect(message?.text_body.trim()).toBe(body);
        const raw = await app.deps.blobs.get(message?.raw_key ?? "");
        expect(raw?.toString()).toMatch(/^Received: /);
        expect(raw?.includes(data)).toBe(true);
        expect(await usedBytes(app, mailbox)).toBe(raw?.length);
      });
    }, 120_000);
  });
}
