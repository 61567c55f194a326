// Every date and time the web app writes, by meaning: a change's age, a tooltip's full time, a day in words.
// Screens pick a format here rather than calling toLocaleString themselves, so one moment reads alike
// everywhere. English throughout; "en-ZA" where the day comes first ("24 December 2026").

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

const LONG_DATE = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long" });
const MEDIUM_DATE = new Intl.DateTimeFormat("en-ZA", { dateStyle: "medium" });
const LONG_DATE_TIME = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeStyle: "short" });
const CALENDAR_DATE = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });
// The chart's axis follows the reader's own locale ("Nov 21" or "21 Nov").
const CHART_DAY = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" });

/** "24 December 2026": the day of an ISO time in the reader's time zone ("" for none). */
export function formatLongDate(iso: string | null): string {
  return iso ? LONG_DATE.format(new Date(iso)) : "";
}

/** "24 Dec 2026", where a line holds several dates. */
export function formatMediumDate(iso: string): string {
  return MEDIUM_DATE.format(new Date(iso));
}

/** "24 December 2026 at 10:20", for a deadline that falls within a day. */
export function formatLongDateTime(iso: string): string {
  return LONG_DATE_TIME.format(new Date(iso));
}

/** The day "2026-11-21" as "21 November 2026" whatever the reader's time zone; unreadable ones as they came. */
export function formatCalendarDate(day: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? day : CALENDAR_DATE.format(parsed);
}

/** The day "2026-11-21" as "Nov 21", short enough for a chart's axis, in the reader's locale. */
export function formatChartDay(day: string): string {
  return CHART_DAY.format(new Date(`${day}T00:00:00Z`));
}
