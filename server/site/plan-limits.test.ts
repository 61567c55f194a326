// Where billing is on (BILLING=on), each plan's limits are refused with 402 PLAN_LIMIT in words that
// name the plan with more; where it is off, as `npm start` runs, no plan limit applies.

import { randomUUID } from "node:crypto";
import { PAID_PLAN_IDS, PLAN_IDS, PLANS, type PlanId } from "@common/plans";
import type { Billing } from "@common/schemas/billing";
import type { MediaList } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it } from "vitest";
import { nowIso } from "../db/values";
import { type ErrorBody, signedUpOwner } from "../test/api";
import { addFillerSites } from "../test/filler-sites";
import { postForm } from "../test/forms";
import { onPlan } from "../test/plans";
import { ownerWithSite, visit } from "../test/publishing";
import { describeEachDb } from "../test/test-app";

const planLimit = (message: string) => ({ code: "PLAN_LIMIT", message });

const TINY_PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c84" } })
  .png()
  .toBuffer();

describeEachDb(
  "plan limits, billing on",
  (use) => {
    it("refuses each plan's site past its number with 402 and the plan that has more", async () => {
      const expected: Record<PlanId, string> = {
        free: "Your Free plan includes 2 sites. Upgrade to Starter for 5.",
        starter: "Your Starter plan includes 5 sites. Upgrade to Business for 10.",
        business: "Your Business plan includes 10 sites. Upgrade to Agency for 50.",
        agency: "Your Agency plan includes 50 sites, the most any plan has.",
      };
      for (const plan of PLAN_IDS) {
        const { app, api, user, organization } = await signedUpOwner(use());
        await onPlan(app, organization.id, plan);
        await addFillerSites(app, organization.id, user.id, PLANS[plan].limits.sites - 1);
        expect((await api.call("POST", "/api/sites", { name: "The last one" })).status, plan).toBe(201);
        const refused = await api.call<ErrorBody>("POST", "/api/sites", { name: "One too many" });
        expect([refused.status, refused.body.error], plan).toEqual([402, planLimit(expected[plan])]);
      }
    }, 60_000);

    it("lets custom domains on from Starter up", async () => {
      const { app, api, organization } = await signedUpOwner(use());
      const site = await api.createSite("Domain Site");
      const add = () => api.call<ErrorBody>("POST", `/api/sites/${site.id}/domains`, { hostname: "www.example.com" });
      const refused = await add();
      expect([refused.status, refused.body.error]).toEqual([
        402,
        planLimit("Your Free plan does not include custom domains. Upgrade to Starter for custom domains."),
      ]);
      await onPlan(app, organization.id, "starter");
      expect((await add()).status).toBe(201);
    });

    it("counts members and pending invitations together, and sends none of a batch that does not fit", async () => {
      const { app, api, organization } = await signedUpOwner(use());
      const invite = (...emails: string[]) =>
        api.call<ErrorBody & { invited: unknown[] }>("POST", "/api/invitations", { emails, role: "editor" });
      const refused = await invite("one@example.com", "two@example.com");
      expect([refused.status, refused.body.error]).toEqual([
        402,
        planLimit("Your Free plan includes 2 members. Upgrade to Starter for 5."),
      ]);
      const pending = await api.call<{ invitations: unknown[] }>("GET", "/api/invitations");
      expect(pending.body.invitations).toEqual([]);
      expect((await invite("one@example.com")).status).toBe(200);
      expect((await invite("two@example.com")).status).toBe(402);
      // Starter has five seats: the owner, one pending, three more.
      await onPlan(app, organization.id, "starter");
      expect((await invite("two@example.com", "three@example.com", "four@example.com")).status).toBe(200);
      expect((await invite("five@example.com")).body.error).toEqual(
        planLimit("Your Starter plan includes 5 members. Upgrade to Business for 15."),
      );
    });

    it("hands sites over to clients on the Agency plan only", async () => {
      for (const plan of PLAN_IDS) {
        const { app, api, organization } = await signedUpOwner(use());
        await onPlan(app, organization.id, plan);
        const site = await api.createSite("Client Site");
        const answer = await api.call<ErrorBody>("POST", `/api/sites/${site.id}/claim`, {});
        if (plan === "agency") expect(answer.status, plan).toBe(200);
        else expect([answer.status, answer.body.error.code], plan).toEqual([402, "PLAN_LIMIT"]);
      }
    }, 60_000);

    it("holds media to the plan's figure in place of the installation's 1 GB", async () => {
      const app = use();
      const owner = await ownerWithSite(app, "Media Site");
      const MB = 1024 * 1024;
      const GB = 1024 * MB;
      // 500 MB less a few bytes already taken, by a file that needs no bytes to count.
      await app.deps.db.kysely
        .insertInto("media_files")
        .values({
          id: randomUUID(),
          organization_id: owner.organization.id,
          site_id: owner.site.id,
          path: "archive.mp4",
          blob_key: "not-a-blob",
          mime: "video/mp4",
          size_bytes: 500 * MB - 10,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
      const usage = async () =>
        (await owner.api.call<MediaList>("GET", `/api/sites/${owner.site.id}/media`)).body.usage.limit_bytes;
      expect(await usage()).toBe(500 * MB);
      const upload = () => owner.api.uploadMedia<ErrorBody>(owner.site.id, "more.png", TINY_PNG);
      const refused = await upload();
      expect([refused.status, refused.body.error]).toEqual([
        402,
        planLimit("Your Free plan includes 500 MB of media. Upgrade to Starter for 5 GB."),
      ]);
      await onPlan(app, owner.organization.id, "starter");
      expect(await usage()).toBe(5 * GB);
      expect((await upload()).status).toBe(201);
    });

    it("takes a Free site's 100 form submissions a month, spam aside, then tells the visitor", async () => {
      const app = use();
      const owner = await ownerWithSite(app, "Busy Bakery");
      await owner.publish();
      const post = (fields: Record<string, string> = { email: "ada@example.com", message: "Hello" }) =>
        postForm(app, owner.site.slug, "contact", fields, { json: true });
      expect((await post()).status).toBe(201);
      // 98 more of this month's submissions, copied from the first: one place left.
      const db = app.deps.db.kysely;
      const first = await db.selectFrom("form_submissions").selectAll().executeTakeFirstOrThrow();
      const copies = Array.from({ length: 98 }, () => ({ ...first, id: randomUUID() }));
      await db.insertInto("form_submissions").values(copies).execute();
      // Spam (the honeypot filled) is kept aside and takes no place.
      expect((await post({ email: "bot@example.com", _gotcha: "x" })).status).toBe(201);
      expect((await post()).status).toBe(201);
      const refused = await post();
      expect([refused.status, ((await refused.json()) as ErrorBody).error]).toEqual([
        402,
        {
          code: "PLAN_LIMIT",
          message: "This site cannot take more messages this month. Please reach the business another way.",
        },
      ]);
      await onPlan(app, owner.organization.id, "starter");
      expect((await post()).status).toBe(201);
      const usage = await owner.api.call<Billing>("GET", "/api/billing");
      expect(usage.body.usage?.find((entry) => entry.limit === "submissionsPerMonth")).toEqual({
        limit: "submissionsPerMonth",
        used: 101,
        included: 1000,
      });
    }, 60_000);

    it("shows the badge on a Free site's pages whatever its setting, and leaves it to the setting on a paid plan", async () => {
      const app = use();
      const owner = await ownerWithSite(app);
      const page = async () => (await (await visit(app, owner.site.slug, "/")).text()).includes("Made with Webcraft");
      await owner.publish();
      expect(await page()).toBe(true);
      await onPlan(app, owner.organization.id, "starter");
      await owner.publish();
      expect(await page()).toBe(false);
    }, 60_000);

    it("keeps every paid plan's price list in one place", () => {
      expect(PAID_PLAN_IDS.every((id) => PLANS[id].monthlyCents > 0)).toBe(true);
    });
  },
  { BILLING: "on" },
);

describeEachDb("plan limits, billing off", (use) => {
  it("holds no organization to a plan: sites past Free's two, custom domains, more members, claims", async () => {
    const { app, api, user, organization } = await signedUpOwner(use());
    await addFillerSites(app, organization.id, user.id, 4);
    const site = await api.createSite("Sixth Site");
    expect((await api.call("POST", `/api/sites/${site.id}/domains`, { hostname: "www.example.com" })).status).toBe(201);
    const emails = ["a@example.com", "b@example.com", "c@example.com"];
    expect((await api.call("POST", "/api/invitations", { emails, role: "viewer" })).status).toBe(200);
    expect((await api.call("POST", `/api/sites/${site.id}/claim`, {})).status).toBe(200);
  });
});
