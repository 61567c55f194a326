// The outside world's mail server for the sending tests (smtp-server, on a loopback port): what the app
// hands over arrives here with its envelope, and a test may have it refuse a recipient at RCPT TO, once
// or for good, with the code and words a real server would use.
import { SMTPServer } from "smtp-server";

export type Arrived = { from: string; to: string[]; raw: Buffer };

type Refusal = { code: number; words: string; times: number };

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** On a free port unless given one; `onArrive` hears each message as it lands (the e2e suite files them). */
export async function startSmtpSink({
  port: wanted = 0,
  onArrive,
}: {
  port?: number;
  onArrive?: (mail: Arrived) => void;
} = {}) {
  const arrived: Arrived[] = [];
  const refusals = new Map<string, Refusal>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (!refusal || refusal.times <= 0) return callback();
      refusal.times -= 1;
      callback(Object.assign(new Error(refusal.words), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        };
        arrived.push(mail);
        onArrive?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    arrived,
    /** Refuses `address` at RCPT TO with `code` and `words`, the next `times` times it is offered. */
    refuse(address: string, code: number, words: string, times = Number.POSITIVE_INFINITY) {
      refusals.set(address.toLowerCase(), { code, words, times });
    },
    /** The messages whose Subject header is `subject`. */
    withSubject(subject: string): Arrived[] {
      return arrived.filter((message) => message.raw.toString().includes(`\r\nSubject: ${subject}\r\n`));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
