import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";
import { describeServed, visitOver } from "./served";

describeServed("a site's old address after a slug change", (use, served) => {
  const visit = (host: string, path: string) => visitOver(served().port, host, path);
  const inProcess = (app: TestApp, host: string, path: string) =>
    app.app.request(`http://${host}${path}`, { headers: { host } });
  const hostOf = (app: TestApp, slug: string) => `${slug}.${app.env.siteDomain}`;

  it("redirects the old address to the new one for 30 days, path and query kept, then stops", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Moving Bakery");
    await owner.publish();
    const oldSlug = owner.site.slug;
    const newSlug = `new-${oldSlug}`.slice(0, 40);
    const renamed = await owner.api.call<Site>("PATCH", `/api/sites/${owner.site.id}`, { slug: newSlug });
    expect(renamed.status).toBe(200);

    for (const answer of [
      await visit(hostOf(app, oldSlug), "/about?ref=card"),
      await inProcess(app, hostOf(app, oldSlug), "/about?ref=card"),
    ]) {
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe(`http://${hostOf(app, newSlug)}/about?ref=card`);
    }
    expect((await visit(hostOf(app, newSlug), "/about")).status).toBe(200);
    const redirect = await app.deps.db.kysely
      .selectFrom("site_slug_redirects")
      .select("expires_at")
      .where("slug", "=", oldSlug)
      .executeTakeFirstOrThrow();
    const days = (Date.parse(String(redirect.expires_at)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Thirty days on, the old address is nobody's.
    await app.deps.db.kysely
      .updateTable("site_slug_redirects")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("slug", "=", oldSlug)
      .execute();
    await app.deps.site.changes.changed(owner.site.id);
    const gone = await visit(hostOf(app, oldSlug), "/about");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Site not found");
  });

  it("keeps the old address from other sites while it redirects; the site itself may take it back", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Corner Cafe");
    await owner.publish();
    const oldSlug = owner.site.slug;
    const newSlug = `${oldSlug}-ct`;
    expect((await owner.api.call("PATCH", `/api/sites/${owner.site.id}`, { slug: newSlug })).status).toBe(200);

    const rival = await ownerWithSite(app, "Rival Cafe");
    const taken = await rival.api.call<{ error: { message: string } }>("PATCH", `/api/sites/${rival.site.id}`, {
      slug: oldSlug,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("This address is already taken");
    // New sites never pick it either.
    const created = await rival.api.createSite("Corner Cafe");
    expect(created.slug).not.toBe(oldSlug);

    const back = await owner.api.call<Site>("PATCH", `/api/sites/${owner.site.id}`, { slug: oldSlug });
    expect(back.status).toBe(200);
    expect((await visit(hostOf(app, oldSlug), "/")).status).toBe(200);
    const fromNew = await visit(hostOf(app, newSlug), "/contact");
    expect(fromNew.status).toBe(301);
    expect(fromNew.headers.get("location")).toBe(`http://${hostOf(app, oldSlug)}/contact`);

    // Deleting the site ends its redirects with it.
    expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}`)).status).toBe(204);
    expect((await visit(hostOf(app, newSlug), "/")).status).toBe(404);
  });
});
