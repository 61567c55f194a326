// The inbound SMTP server: other mail servers hand us mail for our domains here (port 25 in production,
// the MX of every verified domain names MAIL_HOST). No AUTH: this is where mail arrives, not where it is
// sent from. Recipients are checked at RCPT TO, the size at DATA, and a message is answered 250 only
// once it is stored (store-message.ts).
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { MAX_MESSAGE_BYTES } from "@common/schemas/mail";
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { ListenError } from "../../../site/host/process-server";
import { authenticateMessage } from "./authenticate-message";
import { mailResolver } from "./mail-dns";
import { carriesOurLoopMark, MAX_RECEIVED_HEADERS, prependHeaders, receivedCount, receivedHeader } from "./raw-headers";
import { planRecipient, type RecipientPlan } from "./recipient-plan";
import { isSmtpReply, smtpReply } from "./smtp-reply";
import { type Delivery, MailboxFullError, type StoreDeps, storeMessage } from "./store-message";

/** Recipients of one message; a client with more sends it again for the rest (452 tells it to). */
const MAX_RECIPIENTS = 100;
/** Connections at once, and from one address: each may hold a message of up to 25 MB in memory. */
const MAX_CONNECTIONS = 100;
const MAX_CONNECTIONS_PER_ADDRESS = 10;
/** RFC 5321 §4.5.3.2: a server waits at least five minutes for the client. */
const SOCKET_TIMEOUT_MS = 5 * 60_000;
/** How long close() lets sessions in the middle of a message finish. */
const CLOSE_TIMEOUT_MS = 10_000;

const QUIET_ERRORS = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);

export type InboundSmtp = { port: number; close: () => Promise<void> };

export async function startInboundSmtp(
  deps: StoreDeps,
  {
    port,
    host,
    log = (line: string) => console.warn(line),
  }: { port: number; host?: string; log?: (line: string) => void },
): Promise<InboundSmtp> {
  const { env } = deps;
  const resolver = mailResolver(env.dnsServers);
  /** What RCPT TO decided per recipient; the session forgets its recipients after each message. */
  const plans = new WeakMap<SMTPServerAddress, RecipientPlan>();
  const perAddress = new Map<string, number>();
  const counted = new Set<string>();
  const tls = env.mail.tls && { key: readFileSync(env.mail.tls.keyFile), cert: readFileSync(env.mail.tls.certFile) };

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      length += chunk.length;
      // Past the limit the rest is read and let go: nothing of an oversized message is kept.
      if (length <= MAX_MESSAGE_BYTES) chunks.push(chunk);
    }
    if (stream.sizeExceeded || length > MAX_MESSAGE_BYTES) {
      throw smtpReply(552, `Message too large: the limit is ${MAX_MESSAGE_BYTES / 1024 / 1024} MB`);
    }
    const received = Buffer.concat(chunks);
    const recipients = session.envelope.rcptTo.flatMap((address) => plans.get(address) ?? []);
    const forwards = recipients.flatMap((plan) => (plan.kind === "forward" ? [plan] : []));
    if (receivedCount(received) >= MAX_RECEIVED_HEADERS) throw smtpReply(550, "5.4.6 Mail loop detected");
    // Mail we forwarded coming back to be forwarded again is going round; to a mailbox it is only mail.
    if (forwards.length > 0 && carriesOurLoopMark(received, env.mail.host)) {
      throw smtpReply(550, "5.4.6 Mail loop detected");
    }
    const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
    const helo = session.hostNameAppearsAs || session.remoteAddress;
    const auth = await authenticateMessage(
      received,
      { ip: session.remoteAddress, helo, mailFrom, mta: env.mail.host },
      resolver,
    );
    const receivedAt = new Date();
    const trace = receivedHeader({
      helo,
      ip: session.remoteAddress,
      host: env.mail.host,
      id: session.id,
      secure: session.secure,
      at: receivedAt,
    });
    const delivery: Delivery = {
      raw: prependHeaders(received, trace),
      mailboxIds: [...new Set(recipients.flatMap((plan) => (plan.kind === "mailboxes" ? plan.mailboxIds : [])))],
      forwards: forwards.map(({ domain, addresses }) => ({ domain, addresses: [...new Set(addresses)] })),
      auth,
      receivedAt,
      mailFrom,
    };
    await storeMessage(deps, delivery);
    return `OK: message stored as ${session.id}`;
  }

  /** Failures the client must hear as temporary: it keeps the message and tries again. */
  function asReply(error: unknown) {
    if (isSmtpReply(error)) return error;
    if (error instanceof MailboxFullError) return smtpReply(452, error.message);
    log(
      `[mail] inbound message not stored: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return smtpReply(451, "4.3.0 Temporary failure, please try again later");
  }

  const server = new SMTPServer({
    name: env.mail.host,
    banner: "Webcraft mail",
    size: MAX_MESSAGE_BYTES,
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(tls || {}),
    maxClients: MAX_CONNECTIONS,
    maxRecipients: MAX_RECIPIENTS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    closeTimeout: CLOSE_TIMEOUT_MS,
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      const open = perAddress.get(session.remoteAddress) ?? 0;
      if (open >= MAX_CONNECTIONS_PER_ADDRESS) {
        return callback(smtpReply(421, "4.7.0 Too many connections from your address, try again later"));
      }
      perAddress.set(session.remoteAddress, open + 1);
      counted.add(session.id);
      callback();
    },
    onClose(session) {
      if (!counted.delete(session.id)) return;
      const open = (perAddress.get(session.remoteAddress) ?? 1) - 1;
      if (open > 0) perAddress.set(session.remoteAddress, open);
      else perAddress.delete(session.remoteAddress);
    },
    onRcptTo(address, session, callback) {
      // SIZE= of MAIL FROM, when the client said how big the message is.
      const args = session.envelope.mailFrom ? session.envelope.mailFrom.args : false;
      const announced = args ? Number(args.SIZE ?? 0) : 0;
      planRecipient(deps.db, address.address, Number.isFinite(announced) ? announced : 0).then(
        (plan) => {
          plans.set(address, plan);
          callback();
        },
        (error: unknown) => callback(asReply(error)),
      );
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        (reply) => callback(null, reply),
        (error: unknown) => callback(asReply(error)),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const reason = error.code === "EADDRINUSE" ? "it is in use" : error.message;
      reject(new ListenError(`cannot listen for mail on port ${port}: ${reason}`));
    };
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
  // Clients that hang up mid-sentence are ordinary on the internet; anything else is worth a line.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (!QUIET_ERRORS.has(error.code ?? "")) log(`[mail] SMTP server: ${error.message}`);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
