// Shops: one per site, on a plan that includes commerce; their shipping rules; other organizations'
// shops are not found; a shop goes with its site, whether the site is deleted or handed to a client.
import type { Store } from "@common/schemas/commerce";
import { expect, it } from "vitest";
import { commerceDb } from "../../db/commerce-db";
import { nowIso } from "../../db/values";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb, type TestApp } from "../../test/test-app";

const DELIVERY = { flat_rate_cents: 6_000, free_over_cents: 50_000, collection_address: null };

async function ownerWithSite(app: TestApp) {
  const team = await signedUpOwner(app);
  const site = await team.api.createSite("Karoo Deli");
  const open = (overrides: Record<string, unknown> = {}) =>
    team.api.call<Store & ErrorBody>("POST", "/api/stores", {
      site_id: site.id,
      name: "Karoo Deli Shop",
      vat_registered: true,
      shipping: DELIVERY,
      ...overrides,
    });
  return { ...team, site, open };
}

describeEachDb("shops", (use) => {
  it("opens one shop per site, in rand, and changes its settings", async () => {
    const team = await ownerWithSite(use());
    const { status, body } = await team.open();
    expect(status).toBe(201);
    expect(body).toMatchObject({ site_id: team.site.id, currency: "ZAR", vat_registered: true, shipping: DELIVERY });
    const again = await team.open({ name: "Another" });
    expect([again.status, again.body.error.message]).toEqual([409, "This site already has a shop"]);
    const changed = await team.api.call<Store>("PATCH", `/api/stores/${body.id}`, {
      vat_registered: false,
      shipping: { flat_rate_cents: null, free_over_cents: null, collection_address: "12 Church St, Graaff-Reinet" },
    });
    expect(changed.body).toMatchObject({ name: "Karoo Deli Shop", vat_registered: false });
    expect(changed.body.shipping.collection_address).toBe("12 Church St, Graaff-Reinet");
    const list = await team.api.call<{ stores: Store[] }>("GET", "/api/stores");
    expect(list.body.stores.map((store) => store.id)).toEqual([body.id]);
  });

  it("says what is wrong with the shipping, and another organization's shop or site is not found", async () => {
    const team = await ownerWithSite(use());
    const none = await team.open({
      shipping: { flat_rate_cents: null, free_over_cents: null, collection_address: null },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain("Choose at least one way to get orders to buyers");
    const freeOnly = await team.open({
      shipping: { flat_rate_cents: null, free_over_cents: 10_000, collection_address: "Here" },
    });
    expect(JSON.stringify(freeOnly.body)).toContain("Free delivery from an amount needs a delivery rate");
    const negative = await team.open({ shipping: { ...DELIVERY, flat_rate_cents: -1 } });
    expect(JSON.stringify(negative.body)).toContain("cannot be negative");
    const { body: store } = await team.open();

    const other = await ownerWithSite(use());
    expect((await other.api.call("GET", `/api/stores/${store.id}`)).status).toBe(404);
    expect((await other.api.call("PATCH", `/api/stores/${store.id}`, { name: "Mine" })).status).toBe(404);
    const foreignSite = await other.api.call("POST", "/api/stores", {
      site_id: team.site.id,
      name: "Not mine",
      vat_registered: false,
      shipping: DELIVERY,
    });
    expect(foreignSite.status).toBe(404);
  });

  it("goes with its site when the site is deleted, in the commerce schema", async () => {
    const team = await ownerWithSite(use());
    const { body: store } = await team.open();
    const shops = () =>
      commerceDb(use().deps.db).selectFrom("stores").select("id").where("id", "=", store.id).execute();
    expect(await shops()).toHaveLength(1);
    expect((await team.api.call("DELETE", `/api/sites/${team.site.id}`)).status).toBe(204);
    expect(await shops()).toHaveLength(0);
  });

  it("goes with its site to the client who claims it", async () => {
    const team = await ownerWithSite(use());
    const { body: store } = await team.open();
    const link = await team.api.call<{ token: string }>("POST", `/api/sites/${team.site.id}/claim`, {});
    const client = await signedUpOwner(use());
    const accepted = await client.api.call("POST", `/api/claims/${link.body.token}/accept`, {
      organization_id: client.organization.id,
    });
    expect(accepted.status).toBe(200);
    expect((await client.api.call<Store>("GET", `/api/stores/${store.id}`)).body.site_id).toBe(team.site.id);
    expect((await team.api.call("GET", `/api/stores/${store.id}`)).status).toBe(404);
  });
});

describeEachDb(
  "shops, billing on",
  (use) => {
    it("needs a plan with commerce: Business and up", async () => {
      const team = await ownerWithSite(use());
      const refused = await team.open();
      expect([refused.status, refused.body.error?.message]).toEqual([
        402,
        "Your Free plan does not include an online shop. Upgrade to Business for an online shop.",
      ]);
      await use()
        .deps.db.kysely.insertInto("organization_plans")
        .values({ organization_id: team.organization.id, plan: "business", period: "monthly", updated_at: nowIso() })
        .execute();
      expect((await team.open()).status).toBe(201);
    });
  },
  { BILLING: "on" },
);
