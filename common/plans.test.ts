import { describe, expect, it } from "vitest";
import {
  formatRand,
  nextPlanFor,
  PLAN_IDS,
  PLANS,
  planLimitMessage,
  priceCents,
  SELF_HOSTED_PLAN,
  vatCents,
} from "./plans";

describe("plans", () => {
  it("prices each plan in VAT-inclusive cents, a year at ten months", () => {
    expect(PLAN_IDS.map((id) => [id, priceCents(PLANS[id], "monthly"), priceCents(PLANS[id], "yearly")])).toEqual([
      ["free", 0, 0],
      ["starter", 9_900, 99_000],
      ["business", 24_900, 249_000],
      ["agency", 79_900, 799_000],
    ]);
  });

  it("shows rand as 'R 249.00', thousands set apart", () => {
    expect(formatRand(24_900)).toBe("R 249.00");
    expect(formatRand(799_000)).toBe("R 7 990.00");
    expect(formatRand(5)).toBe("R 0.05");
    expect(formatRand(123_456_789)).toBe("R 1 234 567.89");
    expect(formatRand(-9_900)).toBe("-R 99.00");
  });

  it("finds the VAT inside a VAT-inclusive price at 15 %", () => {
    expect(vatCents(11_500)).toBe(1_500);
    expect(vatCents(24_900)).toBe(3_248); // 3 247.83 rounds up
    expect(vatCents(9_900)).toBe(1_291); // 1 291.30 rounds down
    expect(vatCents(0)).toBe(0);
  });

  it("holds each plan's limits as the price list says", () => {
    const GB = 1024 ** 3;
    expect(PLANS.free.limits).toMatchObject({ sites: 2, members: 2, submissionsPerMonth: 100, customDomains: false });
    expect(PLANS.free.limits.mediaBytes).toBe(500 * 1024 ** 2);
    expect(PLANS.free.limits.badgeRequired).toBe(true);
    expect(PLANS.starter.limits).toMatchObject({ sites: 5, members: 5, mediaBytes: 5 * GB, customDomains: true });
    expect(PLANS.starter.limits).toMatchObject({ submissionsPerMonth: 1_000, badgeRequired: false, commerce: false });
    expect(PLANS.business.limits).toMatchObject({ sites: 10, members: 15, mediaBytes: 20 * GB, commerce: true });
    expect(PLANS.business.limits).toMatchObject({ submissionsPerMonth: 10_000, claims: false });
    expect(PLANS.agency.limits).toMatchObject({ sites: 50, members: 50, mediaBytes: 100 * GB, claims: true });
  });

  it("offers the cheapest plan above with more of what ran out, and none past the top", () => {
    expect(nextPlanFor(PLANS.free, "sites")?.id).toBe("starter");
    expect(nextPlanFor(PLANS.free, "commerce")?.id).toBe("business");
    expect(nextPlanFor(PLANS.starter, "claims")?.id).toBe("agency");
    expect(nextPlanFor(PLANS.agency, "sites")).toBeUndefined();
    expect(nextPlanFor(SELF_HOSTED_PLAN, "sites")).toBeUndefined();
  });

  it("says in the refusal what the plan includes and what the next one gives", () => {
    expect(planLimitMessage(PLANS.free, "sites")).toBe("Your Free plan includes 2 sites. Upgrade to Starter for 5.");
    expect(planLimitMessage(PLANS.starter, "members")).toBe(
      "Your Starter plan includes 5 members. Upgrade to Business for 15.",
    );
    expect(planLimitMessage(PLANS.free, "mediaBytes")).toBe(
      "Your Free plan includes 500 MB of media. Upgrade to Starter for 5 GB.",
    );
    expect(planLimitMessage(PLANS.business, "submissionsPerMonth")).toBe(
      "Your Business plan includes 10 000 form submissions a month. Upgrade to Agency for no limit.",
    );
    expect(planLimitMessage(PLANS.free, "customDomains")).toBe(
      "Your Free plan does not include custom domains. Upgrade to Starter for custom domains.",
    );
    expect(planLimitMessage(PLANS.agency, "sites")).toBe("Your Agency plan includes 50 sites, the most any plan has.");
  });
});
