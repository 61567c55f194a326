// Amounts typed in rand ("249.99") and kept in whole cents (24999). The text is read with string
// arithmetic, never through a floating-point number, so "0.29" is 29 cents and not 28.999….

/** The most a price may be: R 1 000 000.00, as the server's schemas say. */
const MAX_CENTS = 100_000_000;

/**
 * The cents in an amount typed in rand: "249", "249.9", "249.99", "R 1 249,50" (spaces between
 * thousands and a leading "R" are allowed; a comma may stand for the decimal point). Null when it is not
 * an amount: empty, negative, more than two decimals, or over R 1 000 000.
 */
export function parseRand(text: string): number | null {
  const compact = text.replace(/\s+/g, "").replace(/^R/i, "");
  const match = /^(\d+)(?:[.,](\d{0,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  // Leading zeros aside, a whole part this long is far over the limit whatever its digits.
  if (whole.replace(/^0+/, "").length > 7) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents > MAX_CENTS ? null : cents;
}

/** Cents as a rand field shows them: 24999 → "249.99", 24900 → "249.00"; null → "". */
export function randInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  const rest = String(cents % 100).padStart(2, "0");
  return `${Math.floor(cents / 100)}.${rest}`;
}
