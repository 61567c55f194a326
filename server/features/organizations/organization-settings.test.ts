import { imageMessages } from "@common/images";
import type { OrganizationSummary } from "@common/schemas/organizations";
import sharp from "sharp";
import { expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";
import { ORGANIZATION_MESSAGES } from "./organization-settings.service";

const LOGO_MESSAGES = imageMessages("logo");

async function uploadLogo(app: TestApp, user: TestUser, body: Uint8Array, type: string) {
  const response = await app.request("/api/organization/logo", {
    method: "PUT",
    body: new Blob([new Uint8Array(body)], { type }),
    headers: { "content-type": type },
    token: user.token,
  });
  return { status: response.status, body: (await response.json()) as OrganizationSummary & ErrorBody };
}

describeEachDb("organization settings", (use) => {
  it("renames and moves the slug, refusing one another organization holds", async () => {
    const app = use();
    const mine = await signedUpOwner(app);
    const theirs = await signedUpOwner(app);
    const renamed = await mine.api.call<OrganizationSummary>("PATCH", "/api/organization", {
      name: "Karoo Roasters",
      slug: "karoo-roasters",
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: "Karoo Roasters", slug: "karoo-roasters" } });
    const taken = await theirs.api.call<ErrorBody>("PATCH", "/api/organization", { slug: "karoo-roasters" });
    expect(taken).toMatchObject({ status: 409, body: { error: { message: ORGANIZATION_MESSAGES.slugTaken } } });
    const bad = await mine.api.call<ErrorBody>("PATCH", "/api/organization", { slug: "No Spaces" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("Slug may contain only lowercase letters, digits and single hyphens");
    const editor = await addMember(app, mine.user, mine.organization.id, "editor");
    const refused = await apiAs(app, editor).call<ErrorBody>("PATCH", "/api/organization", { name: "Mine now" });
    expect(refused.body.error.message).toBe("Your role (editor) cannot change the organization's settings");
  });

  it("keeps a logo as a small WebP, draws SVGs into pixels, and refuses what is not a logo", async () => {
    const app = use();
    const { user } = await signedUpOwner(app);
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: "#c2410c" } })
      .png()
      .toBuffer();
    const fromPng = await uploadLogo(app, user, png, "image/png");
    expect(fromPng.status).toBe(200);
    expect(fromPng.body.logo).toMatch(/^data:image\/webp;base64,/);
    const stored = Buffer.from(fromPng.body.logo?.split(",")[1] ?? "", "base64");
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 128, height: 128 });

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="red"/></svg>';
    const fromSvg = await uploadLogo(app, user, Buffer.from(svg), "image/svg+xml");
    expect(fromSvg.status).toBe(200);
    expect(Buffer.from(fromSvg.body.logo?.split(",")[1] ?? "", "base64").toString("latin1")).not.toContain("script");

    const reaching = '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>';
    expect((await uploadLogo(app, user, Buffer.from(reaching), "image/svg+xml")).body.error.message).toBe(
      LOGO_MESSAGES.svgExternal,
    );
    const entity =
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expect((await uploadLogo(app, user, Buffer.from(entity), "image/svg+xml")).status).toBe(400);
    expect((await uploadLogo(app, user, Buffer.from("hello"), "text/plain")).status).toBe(415);
    expect((await uploadLogo(app, user, Buffer.from("not a png"), "image/png")).body.error.message).toBe(
      LOGO_MESSAGES.unreadable,
    );
    const huge = Buffer.alloc(1024 * 1024 + 1, 1);
    expect((await uploadLogo(app, user, huge, "image/png")).status).toBe(413);

    const removed = await apiAs(app, user).call<OrganizationSummary>("DELETE", "/api/organization/logo");
    expect(removed.body.logo).toBeNull();
  });

  it("deletes the organization with its sites once its name is typed, and its site host answers 404 at once", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Doomed Bakery");
    const admin = await addMember(app, owner.user, owner.organization.id, "admin");
    await owner.publish();
    expect((await visit(app, owner.site.slug, "/")).status).toBe(200);

    const byAdmin = await apiAs(app, admin).call<ErrorBody>("DELETE", "/api/organization", {
      confirm_name: owner.organization.name,
    });
    expect(byAdmin.body.error.message).toBe("Your role (admin) cannot delete the organization");
    // Better Auth's own ways to delete would leave the site served and its files stored: they are closed.
    for (const [path, body] of [
      ["/api/auth/organization/delete", { organizationId: owner.organization.id }],
      ["/api/auth/delete-user", {}],
    ] as const) {
      const headers = { "content-type": "application/json", origin: app.deps.env.appOrigin };
      const direct = await app.request(path, {
        method: "POST",
        body: JSON.stringify(body),
        headers,
        token: owner.user.token,
      });
      expect(direct.status).toBe(404);
    }
    expect((await visit(app, owner.site.slug, "/")).status).toBe(200);
    const wrongName = await owner.api.call<ErrorBody>("DELETE", "/api/organization", { confirm_name: "Something" });
    expect(wrongName).toMatchObject({ status: 400, body: { error: { message: ORGANIZATION_MESSAGES.confirmName } } });

    const deleted = await owner.api.call("DELETE", "/api/organization", { confirm_name: owner.organization.name });
    expect(deleted.status).toBe(204);
    expect((await visit(app, owner.site.slug, "/")).status).toBe(404);
    const db = app.deps.db.kysely;
    const left = await Promise.all(
      (["sites", "site_files", "deployments"] as const).map((table) =>
        db.selectFrom(table).select("id").where("organization_id", "=", owner.organization.id).execute(),
      ),
    );
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
    const members = await db
      .selectFrom("member")
      .select("id")
      .where("organizationId", "=", owner.organization.id)
      .execute();
    expect(members).toEqual([]);
  });
});
