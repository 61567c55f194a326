import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs } from "../test/api";
import { type TestDatabase, testDialects } from "../test/databases";
import { ownerWithSite, visit } from "../test/publishing";
import { migratedDatabase, startTestApp, type TestApp } from "../test/test-app";
import { changePayloads } from "./changes-relay";

describe("site-change notices", () => {
  it("split many sites into notices PostgreSQL accepts, each naming its sender", () => {
    const ids = Array.from({ length: 500 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`);
    const payloads = changePayloads("me", ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThan(8000);
      expect(payload.startsWith("me ")).toBe(true);
    }
    expect(payloads.flatMap((payload) => payload.slice(3).split(","))).toEqual(ids);
  });
});

/** Polls `check` every 5 ms; resolves with the milliseconds it took, or fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`not within ${limitMs} ms`);
}

// Two processes share a database only on PostgreSQL: SQLite is one process's.
for (const dialect of testDialects().filter((name) => name === "postgres")) {
  describe(`two app processes on one database [${dialect}]`, () => {
    let database: TestDatabase;
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      // Processes of one installation share its secret, or one would not know the other's sessions.
      const shared = { AUTH_SECRET: randomBytes(32).toString("hex") };
      first = await startTestApp(database, shared);
      second = await startTestApp(database, shared);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await database?.drop();
    });

    it("a publish answered by one is served by the other at once, not at its next revalidation", async () => {
      const owner = await ownerWithSite(first, "Relay Bakery");
      await owner.save("pages/Index.jsx", "export default function Index() { return <h1>First bake</h1>; }");
      await owner.publish();
      const page = async (app: TestApp) => (await visit(app, owner.site.slug, "/")).text();
      // The second process now remembers the first deployment.
      expect(await page(second)).toContain("First bake");

      await owner.save("pages/Index.jsx", "export default function Index() { return <h1>Second bake</h1>; }");
      await owner.publish();
      // Its own revalidation comes after 5 s; the notice arrives in milliseconds.
      const ms = await within(1_000, async () => (await page(second)).includes("Second bake"));
      expect(ms).toBeLessThan(1_000);

      // And the other way round: a new slug given through the second reaches the first, whose old address
      // now sends visitors on to the new one.
      expect(await page(first)).toContain("Second bake");
      const throughSecond = apiAs(second, owner.user);
      const renamed = await throughSecond.call("PATCH", `/api/sites/${owner.site.id}`, { slug: "relay-bakery-two" });
      expect(renamed.status).toBe(200);
      await within(1_000, async () => (await visit(first, owner.site.slug, "/")).status === 301);
      const moved = await visit(first, owner.site.slug, "/");
      expect(moved.headers.get("location")).toContain("relay-bakery-two.");
    });
  });
}
