// Prices in rand as a person types them ("320", "R320", "from 1200", "R 89,50"), written the one way the
// templates show them: "R 320", "From R 1 200", "R 89.50" (docs/product.md#business-details).

const PRICE = /^(from\s+)?(r\s*|zar\s*)?(\d{1,3}(?:[ \u00a0,]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?:\s+(\S.*))?$/i;

/** Whole rands grouped by thousands with a space: 1350 → "1 350". */
function grouped(digits: string): string {
  return String(Number(digits)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/**
 * A price written as "R 1 350": the rand sign, a space, whole rands grouped by thousands with spaces, cents
 * only when there are some ("R 89.50"), and "From " before a starting price. Words after an amount that
 * names its rand sign stay ("R 450 per hour"); anything else that is not an amount ("Free quote", "") is
 * kept as written.
 */
export function normalisePrice(text: string): string {
  const written = text.trim();
  const match = PRICE.exec(written);
  if (!match) return written;
  const [, from, sign, whole = "0", cents, rest] = match;
  // A bare number followed by words ("3 for R100") is not a price we can read.
  if (rest && !sign) return written;
  const centsPart = cents && Number(cents) > 0 ? `.${cents.padEnd(2, "0")}` : "";
  return `${from ? "From " : ""}R ${grouped(whole.replace(/[ \u00a0,]/g, ""))}${centsPart}${rest ? ` ${rest}` : ""}`;
}
