// What a plan includes or not, on every plan where billing is on: custom domains from Starter up, a shop
// from Business up (claims, Agency only, are in server/site/plan-limits.test.ts), each refused below with
// 402 in the words of the plan that has it.
import { PLAN_IDS, PLANS, type PlanId } from "@common/plans";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { onPlan } from "../../test/plans";
import { describeEachDb } from "../../test/test-app";

const DELIVERY = { flat_rate_cents: 6_000, free_over_cents: null, collection_address: null };

const REFUSALS: Record<"customDomains" | "commerce", Partial<Record<PlanId, string>>> = {
  customDomains: {
    free: "Your Free plan does not include custom domains. Upgrade to Starter for custom domains.",
  },
  commerce: {
    free: "Your Free plan does not include an online shop. Upgrade to Business for an online shop.",
    starter: "Your Starter plan does not include an online shop. Upgrade to Business for an online shop.",
  },
};

describeEachDb(
  "what each plan includes, billing on",
  (use) => {
    it("takes a custom domain on Starter, Business and Agency, and refuses it on Free", async () => {
      for (const plan of PLAN_IDS) {
        const { app, api, organization } = await signedUpOwner(use());
        await onPlan(app, organization.id, plan);
        const site = await api.createSite("Domain Site");
        const answer = await api.call<ErrorBody>("POST", `/api/sites/${site.id}/domains`, {
          hostname: `www.${plan}-${site.slug}.example.com`,
        });
        const refusal = REFUSALS.customDomains[plan];
        expect(PLANS[plan].limits.customDomains, plan).toBe(refusal === undefined);
        if (refusal)
          expect([answer.status, answer.body.error], plan).toEqual([402, { code: "PLAN_LIMIT", message: refusal }]);
        else expect(answer.status, plan).toBe(201);
      }
    }, 60_000);

    it("opens a shop on Business and Agency, and refuses one on Free and Starter", async () => {
      for (const plan of PLAN_IDS) {
        const { app, api, organization } = await signedUpOwner(use());
        await onPlan(app, organization.id, plan);
        const site = await api.createSite("Shop Site");
        const answer = await api.call<ErrorBody>("POST", "/api/stores", {
          site_id: site.id,
          name: "Karoo Deli",
          vat_registered: true,
          shipping: DELIVERY,
        });
        const refusal = REFUSALS.commerce[plan];
        expect(PLANS[plan].limits.commerce, plan).toBe(refusal === undefined);
        if (refusal)
          expect([answer.status, answer.body.error], plan).toEqual([402, { code: "PLAN_LIMIT", message: refusal }]);
        else expect(answer.status, plan).toBe(201);
      }
    }, 60_000);
  },
  { BILLING: "on" },
);
