const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: "year", seconds: 365 * 24 * 60 * 60 },
  { unit: "month", seconds: 30 * 24 * 60 * 60 },
  { unit: "week", seconds: 7 * 24 * 60 * 60 },
  { unit: "day", seconds: 24 * 60 * 60 },
  { unit: "hour", seconds: 60 * 60 },
  { unit: "minute", seconds: 60 },
];

const MS_PER_SECOND = 1000;
/** Changes newer than this read "just now" rather than "12 seconds ago". */
const JUST_NOW_SECONDS = 45;

const formatter = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday", "3 months ago" for an ISO time, relative to `now`. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / MS_PER_SECOND;
  if (Number.isNaN(seconds)) return "";
  if (Math.abs(seconds) < JUST_NOW_SECONDS) return "just now";
  const { unit, seconds: size } = UNITS.find((u) => Math.abs(seconds) >= u.seconds) ?? { unit: "minute", seconds: 60 };
  return formatter.format(Math.round(seconds / size), unit);
}

/** The full local date and time, for a tooltip or `title` beside a relative time. */
export function formatFullTime(iso: string): string {
  return new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

/** "Nov 28, 10:20 AM" for a line of text; the year only when it is not this one ("Nov 28, 2025, 10:20 AM"). */
export function formatShortTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const year = date.getFullYear() === now.getFullYear() ? undefined : "numeric";
  return date.toLocaleString("en", { year, month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}
