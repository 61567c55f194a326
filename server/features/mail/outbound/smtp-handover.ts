// Handing a signed message to the next server, and what each recipient's server said. Three ways, as the
// installation is set up: SMTP_URL's relay (one conversation for every recipient); with MAIL_DIRECT=on,
// each recipient domain's own MX, looked up through DNS_SERVERS, best priority first, an unreachable
// host giving way to the next; with neither, the outbox folder, as the product's own mails do without
// SMTP_URL. Recipients that are mailboxes of this installation go the same way as any other.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "../../../env";
import { lookupMx } from "../../domains/dns-check";

/** delivered: a 2xx; deferred: a 4xx or no answer, tried again later; bounced: a 5xx, for good. */
export type Outcome = "delivered" | "deferred" | "bounced";

export type RecipientResult = {
  address: string;
  outcome: Outcome;
  /** The server's reply (`550 5.1.1 No such user`) or what went wrong before one; null when delivered. */
  reply: string | null;
  /** The server that answered, for the bounce's report. */
  remote: string | null;
};

export type Envelope = { from: string; to: string[] };

export type HandOver = (envelope: Envelope, raw: Buffer) => Promise<RecipientResult[]>;

/** How long a server may take to connect, to greet, and to answer each step. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 120_000 };

type SmtpFailure = Error & {
  responseCode?: number;
  response?: string;
  recipient?: string;
  code?: string;
  originalCode?: string;
};

type Conversation = {
  results: RecipientResult[];
  /** Whether the server said anything: a host that did not gives way to the domain's next one. */
  answered: boolean;
  /** Whether the host's name has no address at all, which asking again later will not change. */
  nameUnknown: boolean;
};

function outcomeOf(code: number | undefined): Outcome {
  return code !== undefined && code >= 500 ? "bounced" : "deferred";
}

function replyOf(error: SmtpFailure): string {
  return error.response ?? error.message;
}

/** One SMTP conversation: each recipient's result, and whether the server answered at all. */
async function converse(
  transport: Transporter,
  envelope: Envelope,
  raw: Buffer,
  remote: string,
): Promise<Conversation> {
  const result = (address: string, outcome: Outcome, reply: string | null) => ({ address, outcome, reply, remote });
  try {
    const info = (await transport.sendMail({ envelope, raw })) as { rejectedErrors?: SmtpFailure[] };
    const refused = new Map((info.rejectedErrors ?? []).map((error) => [error.recipient ?? "", error]));
    const results = envelope.to.map((address) => {
      const error = refused.get(address);
      return error
        ? result(address, outcomeOf(error.responseCode), replyOf(error))
        : result(address, "delivered", null);
    });
    return { results, answered: true, nameUnknown: false };
  } catch (caught) {
    const error = caught as SmtpFailure & { rejectedErrors?: SmtpFailure[] };
    if (error.rejectedErrors) {
      const refused = new Map(error.rejectedErrors.map((each) => [each.recipient ?? "", each]));
      const results = envelope.to.map((address) => {
        const each = refused.get(address) ?? error;
        return result(address, outcomeOf(each.responseCode), replyOf(each));
      });
      return { results, answered: true, nameUnknown: false };
    }
    const answered = error.responseCode !== undefined;
    const results = envelope.to.map((address) => result(address, outcomeOf(error.responseCode), replyOf(error)));
    return { results, answered, nameUnknown: error.code === "EDNS" && error.originalCode === "ENOTFOUND" };
  }
}

function relay(smtpUrl: string): HandOver {
  const transport = nodemailer.createTransport(smtpUrl);
  const remote = new URL(smtpUrl).hostname;
  return async (envelope, raw) => (await converse(transport, envelope, raw, remote)).results;
}

/** The hosts to try for a domain: its MX by priority, the domain itself without one, none for a null MX. */
async function exchangesOf(env: Env, domain: string): Promise<string[] | { failed: string }> {
  const found = await lookupMx(env.dnsServers, domain);
  if (found.kind === "none") return [domain];
  if (found.kind === "failed") return { failed: `The MX lookup of ${domain} failed (${found.reason})` };
  return found.records
    .filter((record) => record.exchange !== "")
    .sort((a, b) => a.priority - b.priority)
    .map((record) => record.exchange);
}

function direct(env: Env, port: number): HandOver {
  const toDomain = async (domain: string, envelope: Envelope, raw: Buffer): Promise<RecipientResult[]> => {
    const hosts = await exchangesOf(env, domain);
    const all = (outcome: Outcome, reply: string, remote: string | null = null) =>
      envelope.to.map((address) => ({ address, outcome, reply, remote }));
    if ("failed" in hosts) return all("deferred", hosts.failed);
    if (hosts.length === 0) return all("bounced", `550 5.1.10 ${domain} accepts no mail (its MX is null)`);
    let last: RecipientResult[] = [];
    let namesUnknown = 0;
    for (const host of hosts) {
      const transport = nodemailer.createTransport({
        host,
        port,
        secure: false,
        name: env.mail.host,
        // Receiving servers' certificates are rarely for the name their MX gives: encrypt, do not insist.
        tls: { rejectUnauthorized: false },
        ...TIMEOUTS,
      });
      try {
        const { results, answered, nameUnknown } = await converse(transport, envelope, raw, host);
        if (answered) return results;
        last = results;
        if (nameUnknown) namesUnknown++;
      } finally {
        transport.close();
      }
    }
    // No host of the domain's has an address (a domain that does not exist, say): that is for good.
    if (namesUnknown === hosts.length) return all("bounced", `550 5.1.2 ${domain} has no mail server by that name`);
    return last;
  };
  return async (envelope, raw) => {
    const byDomain = new Map<string, string[]>();
    for (const address of envelope.to) {
      const domain = address.slice(address.lastIndexOf("@") + 1);
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), address]);
    }
    const results = await Promise.all(
      [...byDomain].map(([domain, to]) => toDomain(domain, { from: envelope.from, to }, raw)),
    );
    return results.flat();
  };
}

function outbox(env: Env, log: (line: string) => void): HandOver {
  const folder = join(env.dataDir, "outbox");
  return async (envelope, raw) => {
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${Date.now()}-${randomUUID()}.eml`);
    await writeFile(file, raw);
    log(`[mail] message from ${envelope.from} to ${envelope.to.join(", ")} written to ${file}`);
    return envelope.to.map((address) => ({ address, outcome: "delivered", reply: null, remote: null }));
  };
}

/** The way this installation hands sent mail over. */
export function handOverFor(env: Env, log: (line: string) => void): HandOver {
  if (env.smtpUrl) return relay(env.smtpUrl);
  if (env.mail.direct) return direct(env, env.mail.direct.port);
  return outbox(env, log);
}
