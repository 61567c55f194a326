import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

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
