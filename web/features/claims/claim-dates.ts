/** "24 December 2026": the day a claim link was made or stops working, in the reader's time zone. */
export function formatClaimDate(iso: string | null): string {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric" });
}
