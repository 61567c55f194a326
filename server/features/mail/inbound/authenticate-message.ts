// SPF, DKIM and DMARC of a received message, evaluated by mailauth from what the sending server said
// (its address, its HELO name, MAIL FROM) and the message itself.
import type { MailAuth } from "@common/schemas/mail";
import { authenticate } from "mailauth";
import type { MailResolver } from "./mail-dns";

export type InboundAuth = {
  results: MailAuth;
  /** The sender's DMARC policy when DMARC failed ("reject", "quarantine" or "none"); null otherwise. */
  failedDmarcPolicy: string | null;
  /** Whether any DKIM signature verified, aligned with the From domain or not. */
  dkimPassed: boolean;
};

export type SmtpEnvelope = { ip: string; helo: string; mailFrom: string; mta: string };

/** A slow name server must not hold the sending server for ever: past this, the results are temperror. */
const AUTH_TIMEOUT_MS = 30_000;

type Result = MailAuth["spf"];
const KNOWN: readonly string[] = ["pass", "fail", "softfail", "neutral", "none", "temperror", "permerror", "policy"];

/** mailauth's words onto the ones we store: its old `temperr` and its skips have ours. */
function resultOf(value: string | undefined): Result {
  if (value === "temperr") return "temperror";
  return value && KNOWN.includes(value) ? (value as Result) : "none";
}

const UNKNOWN: InboundAuth = {
  results: { spf: "temperror", dkim: "temperror", dmarc: "temperror" },
  failedDmarcPolicy: null,
  dkimPassed: false,
};

export async function authenticateMessage(
  raw: Buffer,
  envelope: SmtpEnvelope,
  resolver: MailResolver,
): Promise<InboundAuth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), AUTH_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([
      authenticate(raw, {
        ip: envelope.ip,
        helo: envelope.helo,
        sender: envelope.mailFrom,
        mta: envelope.mta,
        resolver,
        disableArc: true,
        disableBimi: true,
      }),
      timeout,
    ]);
    if (!found) return UNKNOWN;
    // mailauth's lenient mode calls a body changed after signing "neutral"; to a reader it failed.
    const signatures = found.dkim.results.map(({ status }) =>
      status.result === "neutral" && status.comment === "body hash did not verify" ? "fail" : resultOf(status.result),
    );
    const dkimPassed = signatures.includes("pass");
    const dmarc = found.dmarc ? resultOf(found.dmarc.status.result) : "none";
    return {
      results: {
        spf: found.spf ? resultOf(found.spf.status.result) : "none",
        dkim: dkimPassed ? "pass" : (signatures[0] ?? "none"),
        dmarc,
      },
      failedDmarcPolicy: found.dmarc && dmarc === "fail" ? found.dmarc.policy || "none" : null,
      dkimPassed,
    };
  } catch {
    // A message mailauth cannot read is still the recipient's mail: stored, with nothing proven.
    return UNKNOWN;
  } finally {
    clearTimeout(timer);
  }
}
