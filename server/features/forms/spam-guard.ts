// The spam guard: each sign of a bot adds to a post's score, and a post that scores SPAM_THRESHOLD goes to
// the Spam folder (never dropped, and restorable), hears no notification, and gets the same answer as any
// other, so a bot learns nothing from it. Its reason says which signs it saw, so a member can tell why.
import { FORM_MAX_LINKS, FORM_MIN_FILL_MS, SPAM_THRESHOLD, SPAM_WEIGHTS, type SpamSignal } from "@common/forms";
import type { FormInput } from "./form-input";

/** Words and phrases of the usual bulk messages; matched as whole words in any case. */
export const SPAM_KEYWORDS = [
  "casino",
  "viagra",
  "cialis",
  "crypto giveaway",
  "seo services",
  "buy backlinks",
  "payday loan",
  "forex signals",
] as const;

const KEYWORD = new RegExp(`\\b(?:${SPAM_KEYWORDS.map((word) => word.replaceAll(" ", "\\s+")).join("|")})\\b`, "i");
const LINK = /\bhttps?:\/\/|\bwww\./gi;

type Judged = Pick<FormInput, "fields" | "control">;

/**
 * The signs of a bot in a post, in this order: the hidden `_gotcha` field was filled in (people never see
 * it); `_t`, the time the page showed the form by the visitor's clock, is less than FORM_MIN_FILL_MS
 * before now (an empty or missing `_t` means the page ran no JavaScript, and is not judged; nor is a `_t`
 * ahead of our clock, which says more about the visitor's clock than about them); more than
 * FORM_MAX_LINKS links in the values, or else at least one; one of SPAM_KEYWORDS in a value.
 */
export function spamSignals(input: Judged, now = Date.now()): SpamSignal[] {
  const signals: SpamSignal[] = [];
  if (input.control._gotcha) signals.push("honeypot");
  const shown = input.control._t ? Number(input.control._t) : Number.NaN;
  if (Number.isFinite(shown) && now >= shown && now - shown < FORM_MIN_FILL_MS) signals.push("too fast");
  const values = input.fields.map((field) => field.value);
  const links = values.reduce((count, value) => count + (value.match(LINK)?.length ?? 0), 0);
  if (links > FORM_MAX_LINKS) signals.push("links");
  else if (links > 0) signals.push("a link");
  if (values.some((value) => KEYWORD.test(value))) signals.push("keywords");
  return signals;
}

/** The sum of the signs' weights. */
export function spamScore(signals: SpamSignal[]): number {
  return signals.reduce((score, signal) => score + SPAM_WEIGHTS[signal], 0);
}

/** Why a post is spam ("too fast + a link"), or null when its score stays under SPAM_THRESHOLD. */
export function spamReason(input: Judged, now = Date.now()): string | null {
  const signals = spamSignals(input, now);
  return spamScore(signals) >= SPAM_THRESHOLD ? signals.join(" + ") : null;
}
