import type { Billing } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { addMember, apiAs, signedUpOwner } from "../../test/api";
import { describeEachDb } from "../../test/test-app";

const MB = 1024 * 1024;

describeEachDb(
  "the organization's plan, billing on",
  (use) => {
    it("shows an owner the Free plan, its usage against every limit and its features", async () => {
      const { api } = await signedUpOwner(use());
      await api.createSite("Usage Site");
      const { status, body } = await api.call<Billing>("GET", "/api/billing");
      expect(status).toBe(200);
      expect(body).toMatchObject({
        billing_enabled: true,
        card_payments: false,
        plan: { id: "free", name: "Free", monthly_cents: 0 },
        usage: [
          { limit: "sites", used: 1, included: 2 },
          { limit: "members", used: 1, included: 2 },
          { limit: "mediaBytes", used: 0, included: 500 * MB },
          { limit: "submissionsPerMonth", used: 0, included: 100 },
        ],
        features: { custom_domains: false, commerce: false, claims: false, badge_required: true },
        period: null,
        renews_at: null,
        scheduled: null,
        grace: null,
        invoices: [],
        profile: null,
      });
    });

    it("counts a pending invitation as a seat, and shows a viewer the plan's name alone", async () => {
      const { app, api, user, organization } = await signedUpOwner(use());
      const viewer = await addMember(app, user, organization.id, "viewer");
      expect((await api.call("POST", "/api/invitations", { emails: ["x@example.com"], role: "viewer" })).status).toBe(
        402,
      );
      const owners = await api.call<Billing>("GET", "/api/billing");
      expect(owners.body.usage?.find((usage) => usage.limit === "members")).toEqual({
        limit: "members",
        used: 2,
        included: 2,
      });
      const viewers = await apiAs(app, viewer).call<Billing>("GET", "/api/billing");
      expect(viewers.body).toEqual({
        billing_enabled: true,
        card_payments: false,
        operator: false,
        plan: { id: "free", name: "Free", monthly_cents: 0 },
      });
    });
  },
  { BILLING: "on" },
);

describeEachDb("the organization's plan, billing off", (use) => {
  it("is Self-hosted, held only to this installation's bounds on sites and media", async () => {
    const { api } = await signedUpOwner(use());
    const { body } = await api.call<Billing>("GET", "/api/billing");
    expect(body.billing_enabled).toBe(false);
    expect(body.plan).toEqual({ id: "self-hosted", name: "Self-hosted", monthly_cents: 0 });
    expect(body.usage?.map((usage) => usage.included)).toEqual([100, null, 1024 * MB, null]);
    expect(body.features).toEqual({ custom_domains: true, commerce: true, claims: true, badge_required: false });
  });
});
