import { PLANS, SELF_HOSTED_PLAN } from "@common/plans";
import { describe, expect, it } from "vitest";
import {
  canPayAgain,
  formatStorage,
  overText,
  planDifferences,
  planLines,
  planPriceText,
  rand,
  usageText,
} from "./plan-words";

const MB = 1024 * 1024;

describe("the billing screens' words", () => {
  it("say prices by period, a year being ten months, an amount never split over two lines", () => {
    const NBSP = "\u00a0";
    expect(planPriceText(PLANS.business, "monthly")).toBe(`R${NBSP}249.00 a month`);
    expect(planPriceText(PLANS.agency, "yearly")).toBe(`R${NBSP}7${NBSP}990.00 a year`);
    expect(rand(-1_234_567)).toBe(`-R${NBSP}12${NBSP}345.67`);
  });

  it("offer paying again only in a grace period whose plan has no paid period left, as the server allows", () => {
    const grace = (reason: "payment_failed" | "downgrade") => ({
      started_at: "2026-12-01T00:00:00Z",
      ends_at: "2026-12-15T00:00:00Z",
      reason,
      next_plan: "Free",
      over: [],
    });
    expect(canPayAgain({ grace: null, renews_at: "2027-01-01T00:00:00Z" })).toBe(false);
    expect(canPayAgain({ grace: grace("payment_failed"), renews_at: "2026-12-01T00:00:00Z" })).toBe(true);
    // A cancellation the organization outgrew Free for: its period has ended.
    expect(canPayAgain({ grace: grace("downgrade"), renews_at: null })).toBe(true);
    // A downgrade to a lower paid plan: that plan's period is paid already.
    expect(canPayAgain({ grace: grace("downgrade"), renews_at: "2027-01-01T00:00:00Z" })).toBe(false);
  });

  it("say media in MB below a gigabyte and GB above", () => {
    expect(formatStorage(0)).toBe("0 MB");
    expect(formatStorage(12.5 * MB)).toBe("12.5 MB");
    expect(formatStorage(500 * MB)).toBe("500 MB");
    expect(formatStorage(1.25 * 1024 * MB)).toBe("1.3 GB");
  });

  it("read a meter as a person would, and a limit gone over as the grace banner does", () => {
    expect(usageText("sites", 1, 2)).toBe("1 of 2 sites");
    expect(usageText("members", 1, 1)).toBe("1 of 1 member");
    expect(usageText("mediaBytes", 120 * MB, 500 * MB)).toBe("120 MB of 500 MB");
    expect(usageText("submissionsPerMonth", 1200, null)).toBe("1 200 form submissions");
    expect(overText({ limit: "sites", used: 3, included: 2 })).toBe("3 sites of 2");
  });

  it("list what a plan includes and what a move gains or loses", () => {
    expect(planLines(PLANS.agency).map((line) => line.label)).toContain("No limit on form submissions");
    expect(planLines(PLANS.free).find((line) => line.label === "Custom domains")?.included).toBe(false);
    const up = planDifferences(PLANS.free, PLANS.starter);
    expect(up.gained).toContain("5 sites instead of 2");
    expect(up.gained).toContain("No Made with Webcraft badge");
    expect(up.lost).toEqual([]);
    const down = planDifferences(PLANS.business, PLANS.free);
    expect(down.lost).toContain("No online shop");
    expect(down.lost).toContain("The Made with Webcraft badge");
    expect(planDifferences(SELF_HOSTED_PLAN, PLANS.agency).lost).toContain("50 sites instead of no limit");
  });
});
