/** A message's date as a list shows it: the time today, the day this year, the date before. */
export function listDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (date.toDateString() === now.toDateString()) {
    return date.toLocaleTimeString("en", { hour: "numeric", minute: "2-digit" });
  }
  if (date.getFullYear() === now.getFullYear())
    return date.toLocaleDateString("en", { month: "short", day: "numeric" });
  return date.toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric" });
}
