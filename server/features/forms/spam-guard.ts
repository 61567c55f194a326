// The spam guard: a post it judges goes to the Spam folder (never dropped, and restorable), hears no
// notification, and gets the same answer as any other, so a bot learns nothing from it.
import { FORM_MAX_LINKS, FORM_MIN_FILL_MS, type SpamReason } from "@common/forms";
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

/**
 * Why a post is spam, or null. In order: the hidden `_gotcha` field was filled in (people never see it);
 * `_t`, the time the page showed the form by the visitor's clock, is less than FORM_MIN_FILL_MS before
 * now (an empty or missing `_t` means the page ran no JavaScript, and is not judged; nor is a `_t` ahead
 * of our clock, which says more about the visitor's clock than about them); more than FORM_MAX_LINKS links
 * in the values; one of SPAM_KEYWORDS in a value.
 */
export function spamReason(input: Pick<FormInput, "fields" | "control">, now = Date.now()): SpamReason | null {
  if (input.control._gotcha) return "honeypot";
  const shown = input.control._t ? Number(input.control._t) : Number.NaN;
  if (Number.isFinite(shown) && now >= shown && now - shown < FORM_MIN_FILL_MS) return "too fast";
  const values = input.fields.map((field) => field.value);
  const links = values.reduce((count, value) => count + (value.match(LINK)?.length ?? 0), 0);
  if (links > FORM_MAX_LINKS) return "links";
  if (values.some((value) => KEYWORD.test(value))) return "keywords";
  return null;
}
