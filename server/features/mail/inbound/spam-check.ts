// Whether a received message goes to Spam, and why. Spam is a folder, never a refusal: a wrong guess
// costs the reader a look in Spam, not a lost message.
import type { InboundAuth } from "./authenticate-message";

/** Phrases of mail nobody asked for, matched in the subject and the first of the text. */
const BAD_PATTERNS: readonly RegExp[] = [
  /\byou(?:'ve| have) (?:been selected|won)\b/i,
  /\b(?:lottery|sweepstake)s? (?:winner|prize)\b/i,
  /\bclaim your (?:prize|reward|inheritance)\b/i,
  /\bwire transfer of \$?\d[\d,.]* (?:million|m)\b/i,
  /\b(?:cheap|discount) (?:viagra|cialis)\b/i,
  /\bdouble your (?:bitcoin|crypto|money)\b/i,
  /\bverify your account (?:now|immediately) or it will be (?:closed|suspended)\b/i,
];

/** How much of the text the patterns read: enough for an opening pitch, not a whole newsletter. */
const TEXT_SCANNED = 4_000;

function isShouting(subject: string): boolean {
  const letters = subject.replace(/[^\p{L}]/gu, "");
  const exclamations = subject.split("!").length - 1;
  return (
    letters.length >= 8 && letters === letters.toUpperCase() && letters !== letters.toLowerCase() && exclamations >= 3
  );
}

/** The reason the message is spam, or null when it belongs in the inbox. */
export function spamReason(auth: InboundAuth, message: { subject: string; text: string }): string | null {
  if (auth.failedDmarcPolicy === "reject" || auth.failedDmarcPolicy === "quarantine") {
    return `DMARC failed, and the sender's domain asks for ${auth.failedDmarcPolicy === "reject" ? "rejection" : "quarantine"}`;
  }
  if (auth.results.spf === "fail" && !auth.dkimPassed) {
    return "SPF failed: the sending server is not allowed to send for the sender's domain, and no DKIM signature vouches for it";
  }
  if (isShouting(message.subject)) return "The subject is written in capitals with many exclamation marks";
  const scanned = `${message.subject}\n${message.text.slice(0, TEXT_SCANNED)}`;
  if (BAD_PATTERNS.some((pattern) => pattern.test(scanned))) return "The message reads like known spam";
  return null;
}
