import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatChartDay,
  formatFullTime,
  formatLongDate,
  formatLongDateTime,
  formatMediumDate,
  formatRelativeTime,
  formatShortTime,
} from "./dates";

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it("reads 'just now' for the last few seconds", () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe("just now");
  });

  it("counts minutes, hours and days", () => {
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(DAY), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(3 * DAY), now)).toBe("3 days ago");
  });

  it("moves up to weeks, months and years", () => {
    expect(formatRelativeTime(ago(14 * DAY), now)).toBe("2 weeks ago");
    expect(formatRelativeTime(ago(90 * DAY), now)).toBe("3 months ago");
    expect(formatRelativeTime(ago(800 * DAY), now)).toBe("2 years ago");
  });

  it("gives nothing for a time it cannot read", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

describe("formatShortTime", () => {
  it("writes a short date and time, with the year only when it is another one", () => {
    const local = (y: number, m: number, d: number) => new Date(y, m, d, 10, 20).toISOString();
    const thisYear = new Date(2026, 5, 1);
    expect(formatShortTime(local(2026, 10, 28), thisYear)).toBe("Nov 28, 10:20 AM");
    expect(formatShortTime(local(2025, 10, 28), thisYear)).toBe("Nov 28, 2025, 10:20 AM");
  });
});

describe("the day in words", () => {
  // Local times, so that the day is the same in whatever time zone the tests run.
  const christmasEve = new Date(2026, 11, 24, 10, 20).toISOString();

  it("writes the day first with the month in full, or short where a line holds several", () => {
    expect(formatLongDate(christmasEve)).toBe("24 December 2026");
    expect(formatMediumDate(christmasEve)).toBe("24 Dec 2026");
    expect(formatLongDateTime(christmasEve)).toBe("24 December 2026 at 10:20");
    expect(formatFullTime(christmasEve)).toBe("Dec 24, 2026, 10:20 AM");
  });

  it("gives nothing for no date", () => {
    expect(formatLongDate(null)).toBe("");
  });

  it("reads a calendar day as that day, and leaves one it cannot read as it came", () => {
    expect(formatCalendarDate("2026-11-21")).toBe("21 November 2026");
    expect(formatCalendarDate("someday")).toBe("someday");
    expect(formatChartDay("2026-11-21")).toMatch(/^(Nov 21|21 Nov)$/);
  });
});
