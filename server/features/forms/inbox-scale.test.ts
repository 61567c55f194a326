import { randomUUID } from "node:crypto";
import type { Submission } from "@common/schemas/forms";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { dbBool } from "../../db/values";
import { nextVisitorIp, postForm } from "../../test/forms";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

type Page = { submissions: Submission[]; next_cursor: string | null };

const ROWS = 100_000;
const BATCH = 1000;

describeEachDb("the form inbox at scale", (use) => {
  it("pages through 100,000 submissions of one site by cursor, newest first, each once", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Busy Bakery");
    const created = await owner.api.call("PATCH", `/api/sites/${owner.site.id}/forms/contact`, { member_ids: [] });
    expect(created.status).toBe(200);
    const form = await app.deps.db.kysely
      .selectFrom("forms")
      .select("id")
      .where("site_id", "=", owner.site.id)
      .executeTakeFirstOrThrow();
    // Written straight to the table in batches; four submissions share each millisecond, so the id
    // decides between them as it does for posts that arrive together.
    const start = Date.parse("2025-01-01T00:00:00.000Z");
    await app.deps.db.kysely.transaction().execute(async (trx) => {
      for (let from = 0; from < ROWS; from += BATCH) {
        const rows = Array.from({ length: BATCH }, (_, offset) => {
          const n = from + offset;
          return {
            id: randomUUID(),
            organization_id: owner.organization.id,
            site_id: owner.site.id,
            form_id: form.id,
            fields: JSON.stringify([{ name: "n", value: String(n) }]),
            search_text: String(n),
            page: "/contact",
            visitor_hash: "bulk",
            user_agent: "",
            is_read: dbBool(app.deps.db.dialect, false),
            is_spam: dbBool(app.deps.db.dialect, n % 10 === 0),
            spam_reason: n % 10 === 0 ? "keywords" : null,
            created_at: new Date(start + Math.floor(n / 4)).toISOString(),
          };
        });
        await trx.insertInto("form_submissions").values(rows).execute();
      }
    });

    // What autovacuum does after a load like this: with the table's statistics, PostgreSQL reads each page
    // straight off the index, newest first, rather than sorting every match of the cursor.
    await sql`analyze form_submissions`.execute(app.deps.db.kysely);

    const seen = new Set<string>();
    let previous: { createdAt: string; id: string } | null = null;
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=100${cursor ? `&cursor=${cursor}` : ""}`;
      const { status, body } = await owner.api.call<Page>("GET", `/api/sites/${owner.site.id}/submissions${query}`);
      expect(status).toBe(200);
      pages += 1;
      for (const submission of body.submissions) {
        expect(seen.has(submission.id)).toBe(false);
        seen.add(submission.id);
        expect(submission.spam).toBe(false);
        const here = { createdAt: submission.created_at, id: submission.id };
        if (previous) {
          const newerFirst =
            here.createdAt < previous.createdAt || (here.createdAt === previous.createdAt && here.id < previous.id);
          expect(newerFirst, `${JSON.stringify(previous)} then ${JSON.stringify(here)}`).toBe(true);
        }
        previous = here;
      }
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen.size).toBe(ROWS * 0.9);
    expect(pages).toBe((ROWS * 0.9) / 100);
    expect(previous?.createdAt).toBe(new Date(start).toISOString());

    // The Spam folder pages the same way, and a page far down is the same read from either end.
    const spam = await owner.api.call<Page>("GET", `/api/sites/${owner.site.id}/submissions?folder=spam&limit=100`);
    expect(spam.body.submissions[0]?.fields).toEqual([{ name: "n", value: String(ROWS - 10) }]);
    const forms = await owner.api.call<{ forms: { total: number; spam: number }[] }>(
      "GET",
      `/api/sites/${owner.site.id}/forms`,
    );
    expect(forms.body.forms[0]).toMatchObject({ total: ROWS * 0.9, spam: ROWS * 0.1 });
  }, 300_000);

  it("stores 1,000 posts from 10 clients at once, each exactly once", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Crowded Bakery");
    await owner.publish();
    // Nobody is mailed: the load is on the visitor's side.
    await owner.api.call("PATCH", `/api/sites/${owner.site.id}/forms/order`, { member_ids: [] });
    const CLIENTS = 10;
    const EACH = 100;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; n < EACH; n++) {
          const body = new URLSearchParams({ order: `${client}-${n}`, _t: String(Date.now() - 10_000) });
          const response = await postForm(app, owner.site.slug, "order", body, { json: true, ip: nextVisitorIp() });
          statuses.push(response.status);
        }
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(CLIENTS * EACH);
    const rows = await app.deps.db.kysely
      .selectFrom("form_submissions")
      .select("search_text")
      .where("site_id", "=", owner.site.id)
      .execute();
    const orders = rows.map((row) => row.search_text).sort();
    const expected = Array.from({ length: CLIENTS * EACH }, (_, i) => `${Math.floor(i / EACH)}-${i % EACH}`).sort();
    expect(orders).toEqual(expected);
  }, 300_000);
});
