import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb } from "../../test/test-app";

describeEachDb("sites", (use) => {
  const owner = () => signedUpOwner(use());

  it("creates a site with a unique slug and the starter files, named 'Untitled Site' by default", async () => {
    const { api, organization } = await owner();
    const site = await api.createSite();
    expect(site.name).toBe("Untitled Site");
    expect(site.slug).toMatch(/^untitled-site/);
    expect(site.organization_id).toBe(organization.id);
    expect(site.url).toBe(`http://${site.slug}.localhost:3000`);
    expect(site.published_at).toBeNull();
    const paths = (await api.files(site.id)).map((f) => f.full_path);
    expect(paths).toEqual([
      "components/",
      "components/Layout.jsx",
      "components/post-body.css",
      "pages/",
      "pages/About.jsx",
      "pages/Contact.jsx",
      "pages/Index.jsx",
      "pages/blog/",
      "pages/blog/[slug].jsx",
      "pages/blog/index.jsx",
      "site.json",
      "styles.css",
    ]);
    const second = await api.createSite();
    expect(second.slug).not.toBe(site.slug);
  });

  it("lists only the active organization's sites", async () => {
    const { app, api, user } = await owner();
    const mine = await api.createSite("Bakery");
    const other = await owner();
    await other.api.createSite("Not yours");
    const { body } = await api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(body.sites.map((s) => s.id)).toEqual([mine.id]);
    // A second organization of the same user starts empty once it is active.
    await app.createOrganization(user, "Second");
    const second = await api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(second.body.sites).toEqual([]);
  });

  it("renames a site and changes its slug, with the product's messages for bad values", async () => {
    const { api } = await owner();
    const site = await api.createSite("Old name");
    const renamed = await api.call<Site>("PATCH", `/api/sites/${site.id}`, { name: "  New name  " });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("New name");

    const blank = await api.call<ErrorBody>("PATCH", `/api/sites/${site.id}`, { name: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("Site name cannot be empty");

    const slug = await api.call<Site>("PATCH", `/api/sites/${site.id}`, { slug: "fresh-bread" });
    expect(slug.body.slug).toBe("fresh-bread");
    expect(slug.body.url).toBe("http://fresh-bread.localhost:3000");

    const reserved = await api.call<ErrorBody>("PATCH", `/api/sites/${site.id}`, { slug: "preview" });
    expect(reserved.status).toBe(400);
    const invalid = await api.call<ErrorBody>("PATCH", `/api/sites/${site.id}`, { slug: "Bad_Slug!" });
    expect(invalid.status).toBe(400);
    const other = await api.createSite("Other");
    const taken = await api.call<ErrorBody>("PATCH", `/api/sites/${other.id}`, { slug: "fresh-bread" });
    expect(taken.status).toBe(409);
  });

  it("deletes a site with its files and versions", async () => {
    const { app, api } = await owner();
    const site = await api.createSite("Doomed");
    const removed = await api.call("DELETE", `/api/sites/${site.id}`);
    expect(removed.status).toBe(204);
    expect((await api.call("GET", `/api/sites/${site.id}`)).status).toBe(404);
    const files = await app.deps.db.kysely
      .selectFrom("site_files")
      .select("id")
      .where("site_id", "=", site.id)
      .execute();
    expect(files).toEqual([]);
    const versions = await app.deps.db.kysely
      .selectFrom("site_file_versions")
      .innerJoin("site_files", "site_files.id", "site_file_versions.file_id")
      .select("site_file_versions.id")
      .where("site_files.site_id", "=", site.id)
      .execute();
    expect(versions).toEqual([]);
  });

  it("ignores an organization named in the body", async () => {
    const { api, organization } = await owner();
    const other = await owner();
    const { body } = await api.call<Site>("POST", "/api/sites", {
      name: "Mine",
      organization_id: other.organization.id,
    });
    expect(body.organization_id).toBe(organization.id);
  });

  it("needs an active organization to list or create", async () => {
    const app = use();
    const loner = await app.signUp();
    const api = apiAs(app, loner);
    for (const [method, json] of [
      ["GET", undefined],
      ["POST", { name: "X" }],
    ] as const) {
      const { status, body } = await api.call<ErrorBody>(method, "/api/sites", json);
      expect(status).toBe(400);
      expect(body.error.message).toBe("No active organization. Please select an organization first.");
    }
  });

  it("answers 404 to a member of another organization on every site and file route", async () => {
    const { api } = await owner();
    const site = await api.createSite("Private");
    const [file] = (await api.files(site.id, "?directories=false")) as SiteFile[];
    const fileId = file?.id ?? "";
    const versionId = file?.current_version_id ?? "";
    const stranger = await owner();
    const routes: [string, string, unknown?][] = [
      ["GET", `/api/sites/${site.id}`],
      ["PATCH", `/api/sites/${site.id}`, { name: "Mine now" }],
      ["DELETE", `/api/sites/${site.id}`],
      ["GET", `/api/sites/${site.id}/files`],
      ["POST", `/api/sites/${site.id}/files`, { full_path: "x.txt" }],
      ["GET", `/api/sites/${site.id}/files/${fileId}`],
      ["PUT", `/api/sites/${site.id}/files/${fileId}/content`, { content: "stolen" }],
      ["POST", `/api/sites/${site.id}/files/${fileId}/move`, { new_path: "moved.jsx" }],
      ["DELETE", `/api/sites/${site.id}/files/${fileId}`],
      ["GET", `/api/sites/${site.id}/files/${fileId}/versions`],
      ["POST", `/api/sites/${site.id}/files/${fileId}/versions/${versionId}/restore`],
    ];
    for (const [method, path, json] of routes) {
      const { status, body } = await stranger.api.call<ErrorBody>(method, path, json);
      expect(status, `${method} ${path}`).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    }
    // Nothing changed for the owner.
    expect((await api.call<Site>("GET", `/api/sites/${site.id}`)).body.name).toBe("Private");
    expect((await api.files(site.id)).length).toBe(12);
  });
});
