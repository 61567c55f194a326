// The admin's fediverse lists page by keyset: every row once, newest first, rows of one instant in id
// order across a page's edge, and a made-up cursor refused.
import { randomUUID } from "node:crypto";
import type { Follower } from "@common/schemas/fediverse";
import { beforeAll, expect, it } from "vitest";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";

/** One page of the lists, and two more than it, so the list runs to a second page. */
const PAGE_SIZE = 50;
const FOLLOWERS = PAGE_SIZE + 2;

describeEachDb("a site's fediverse lists, page by page", (use) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  const path = () => `/api/sites/${owner.site.id}/federation/followers`;

  beforeAll(async () => {
    app = use();
    owner = await ownerWithSite(app, "Paged Shop");
    // Three followers arrive in the same millisecond, at the first page's edge (rows 49 to 51, newest first).
    const base = Date.parse("2026-11-01T10:00:00.000Z");
    const rows = Array.from({ length: FOLLOWERS }, (_, at) => {
      const actor = `http://127.0.0.1:9/users/f${at}`;
      const tick = Math.max(at, 2);
      return {
        id: randomUUID(),
        site_id: owner.site.id,
        actor_id: actor,
        handle: `@f${at}@127.0.0.1:9`,
        name: `Follower ${at}`,
        server: "127.0.0.1",
        inbox: `${actor}/inbox`,
        shared_inbox: null,
        status: "accepted" as const,
        follow_id: `${actor}/follow`,
        unreachable_since: null,
        created_at: new Date(base + tick * 1000).toISOString(),
      };
    });
    await app.deps.db.kysely.insertInto("fediverse_followers").values(rows).execute();
  });

  it("gives every follower once, newest first, over two pages", async () => {
    type Page = { followers: Follower[]; next_cursor: string | null };
    const first = await owner.api.call<Page>("GET", path());
    expect(first.status).toBe(200);
    expect(first.body.followers).toHaveLength(PAGE_SIZE);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await owner.api.call<Page>(
      "GET",
      `${path()}?cursor=${encodeURIComponent(first.body.next_cursor ?? "")}`,
    );
    expect(second.status).toBe(200);
    expect(second.body.next_cursor).toBeNull();
    const all = [...first.body.followers, ...second.body.followers];
    expect(all).toHaveLength(FOLLOWERS);
    expect(new Set(all.map((follower) => follower.id)).size).toBe(FOLLOWERS);
    const order = all.map((follower) => [follower.created_at, follower.id].join(" "));
    expect(order).toEqual([...order].sort().reverse());
  });

  it("refuses a cursor no page gave", async () => {
    const { status, body } = await owner.api.call<{ error: { message: string } }>(
      "GET",
      `${path()}?cursor=not-a-cursor`,
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe("That page of the list is not known: start again from the first");
  });
});
