import { describe, expect, it } from "vitest";
import { formatRelativeTime, formatShortTime } from "./relative-time";

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
