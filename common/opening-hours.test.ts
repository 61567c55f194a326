import { describe, expect, it } from "vitest";
import { normaliseHours, parseTime } from "./opening-hours";

describe("parseTime", () => {
  it("reads a time however a person types it", () => {
    const cases: [string, string][] = [
      ["8:30", "08:30"],
      ["08h30", "08:30"],
      ["8.30", "08:30"],
      ["0830", "08:30"],
      ["8", "08:00"],
      ["17", "17:00"],
      ["5pm", "17:00"],
      ["5 p.m.", "17:00"],
      ["8:30am", "08:30"],
      ["12am", "00:00"],
      ["12 PM", "12:00"],
      [" 17H00 ", "17:00"],
      ["noon", "12:00"],
      ["24:00", "24:00"],
    ];
    for (const [typed, time] of cases) expect(parseTime(typed), typed).toBe(time);
  });

  it("says null to what is not a time", () => {
    for (const typed of ["", "25:00", "8:60", "13pm", "0am", "morning", "8:3", "24:30", "1:2:3"]) {
      expect(parseTime(typed), typed).toBeNull();
    }
  });
});

describe("normaliseHours", () => {
  it("writes a span as 08:30 – 17:00", () => {
    const cases: [string, string][] = [
      ["8:30 - 17:00", "08:30 – 17:00"],
      ["08h30–17h00", "08:30 – 17:00"],
      ["8.30-17.00", "08:30 – 17:00"],
      ["9am to 5pm", "09:00 – 17:00"],
      ["08:00 — 13:00", "08:00 – 13:00"],
      ["08:30 – 18:00", "08:30 – 18:00"],
      ["7 until 4", "07:00 – 16:00"],
      ["9 - 5:30", "09:00 – 17:30"],
      ["18:00 - 2am", "18:00 – 02:00"],
    ];
    for (const [typed, hours] of cases) expect(normaliseHours(typed), typed).toBe(hours);
  });

  it("writes a day with a break as two spans", () => {
    expect(normaliseHours("8-12, 14-17")).toBe("08:00 – 12:00, 14:00 – 17:00");
    expect(normaliseHours("08h00-12h00 and 13h00-16h30")).toBe("08:00 – 12:00, 13:00 – 16:30");
  });

  it("writes closed as Closed", () => {
    for (const typed of ["closed", "CLOSED", " Closed. "]) expect(normaliseHours(typed)).toBe("Closed");
  });

  it("keeps anything else as written", () => {
    for (const typed of ["24 hours, every day", "Shoots by appointment", "", "8 - late", "Closed on Sundays"]) {
      expect(normaliseHours(typed)).toBe(typed.trim());
    }
  });
});
