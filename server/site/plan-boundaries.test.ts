// Every counted limit at its boundary on every plan: what an organization already has is put in place
// directly (members' invitations, media bytes, this month's submissions), one less than the plan's
// figure; the next one is taken and the one after is refused with the plan's words.
import { randomUUID } from "node:crypto";
import { PLAN_IDS, PLANS, planLimitMessage } from "@common/plans";
import sharp from "sharp";
import { expect, it } from "vitest";
import { nowIso } from "../db/values";
import { type ErrorBody, signedUpOwner } from "../test/api";
import { postForm } from "../test/forms";
import { onPlan } from "../test/plans";
import { ownerWithSite } from "../test/publishing";
import { describeEachDb } from "../test/test-app";

const TINY_PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c84" } })
  .png()
  .toBuffer();
const PNG_BYTES = TINY_PNG.length;
const GB = 1024 * 1024 * 1024;

/** Inserts `rows` in slices a SQLite statement can bind. */
async function insertMany<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

describeEachDb(
  "every limit at its boundary on every plan",
  (use) => {
    it("seats: members and pending invitations up to the plan's number, then 402", async () => {
      for (const plan of PLAN_IDS) {
        const { app, api, user, organization } = await signedUpOwner(use());
        await onPlan(app, organization.id, plan);
        const seats = PLANS[plan].limits.members;
        // The owner holds one seat; all but one of the rest are pending invitations.
        const pending = Array.from({ length: seats - 2 }, (_, index) => ({
          id: randomUUID(),
          organizationId: organization.id,
          email: `seat-${index}@example.com`,
          role: "viewer",
          status: "pending",
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          createdAt: nowIso(),
          inviterId: user.id,
        }));
        await insertMany(pending, (slice) => app.deps.db.kysely.insertInto("invitation").values(slice).execute());
        const invite = (email: string) =>
          api.call<ErrorBody>("POST", "/api/invitations", { emails: [email], role: "viewer" });
        expect((await invite("last@example.com")).status, plan).toBe(200);
        const refused = await invite("over@example.com");
        expect([refused.status, refused.body.error?.message], plan).toEqual([
          402,
          planLimitMessage(PLANS[plan], "members"),
        ]);
      }
    }, 60_000);

    it("media: uploads up to the plan's bytes, then 402", async () => {
      for (const plan of PLAN_IDS) {
        const app = use();
        const owner = await ownerWithSite(app, `Media ${plan}`);
        await onPlan(app, owner.organization.id, plan);
        const room = PLANS[plan].limits.mediaBytes;
        // What is already there leaves room for exactly one more picture: files of at most 1 GB each, as
        // no single upload is larger.
        const taken = room - PNG_BYTES;
        const sizes = Array.from({ length: Math.ceil(taken / GB) }, (_, index) => Math.min(GB, taken - index * GB));
        const files = sizes.map((size, index) => ({
          id: randomUUID(),
          organization_id: owner.organization.id,
          site_id: owner.site.id,
          path: `archive-${index}.mp4`,
          blob_key: "not-a-blob",
          mime: "video/mp4",
          size_bytes: size,
          created_at: nowIso(),
          updated_at: nowIso(),
        }));
        await app.deps.db.kysely.insertInto("media_files").values(files).execute();
        const upload = (name: string) => owner.api.uploadMedia<ErrorBody>(owner.site.id, name, TINY_PNG);
        expect((await upload("fits.png")).status, plan).toBe(201);
        const refused = await upload("over.png");
        expect([refused.status, refused.body.error?.message], plan).toEqual([
          402,
          planLimitMessage(PLANS[plan], "mediaBytes"),
        ]);
      }
    }, 60_000);

    it("form submissions: the month's number, then the visitor is told; Agency has no limit", async () => {
      for (const plan of PLAN_IDS) {
        const app = use();
        const owner = await ownerWithSite(app, `Forms ${plan}`);
        await onPlan(app, owner.organization.id, plan);
        await owner.publish();
        const post = () =>
          postForm(app, owner.site.slug, "contact", { email: "ada@example.com", message: "Hi" }, { json: true });
        expect((await post()).status, plan).toBe(201);
        const allowed = PLANS[plan].limits.submissionsPerMonth;
        const copies = Number.isFinite(allowed) ? allowed - 2 : 20_000;
        const db = app.deps.db.kysely;
        const first = await db
          .selectFrom("form_submissions")
          .selectAll()
          .where("site_id", "=", owner.site.id)
          .executeTakeFirstOrThrow();
        const rows = Array.from({ length: copies }, () => ({ ...first, id: randomUUID() }));
        await insertMany(rows, (slice) => db.insertInto("form_submissions").values(slice).execute());
        expect((await post()).status, plan).toBe(201);
        expect((await post()).status, plan).toBe(Number.isFinite(allowed) ? 402 : 201);
      }
    }, 120_000);
  },
  { BILLING: "on" },
);
