// A claim moves every row of the site, and only the site's: two sites of the agency are filled with every
// kind of row there is (files and versions, deployments, preview snapshots, domains, media in folders and
// their earlier versions, forms, submissions and attachments, webhook deliveries, blog posts with tags and
// revisions, visit counts), one is claimed, and each row of it must name the client's organization while
// every row of the other still names the agency's.
import { randomUUID } from "node:crypto";
import type { ClaimLink } from "@common/schemas/claims";
import { expect, it } from "vitest";
import { type apiAs, signedUpOwner } from "../../test/api";
import { postForm } from "../../test/forms";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { MOVED_COMMERCE_TABLES, MOVED_TABLES, NOT_MOVED_WITH_A_SITE } from "./site-move";

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** Fills the site with one or more rows of every kind. */
async function fillSite(app: TestApp, api: ReturnType<typeof apiAs>, site: { id: string; slug: string }, word: string) {
  const ok = (what: string, status: number) => expect(`${what} ${status}`).toMatch(/ 20[01]$/);
  const css = (await api.files(site.id)).find((file) => file.full_path === "styles.css");
  ok(
    "edit",
    (await api.call("PUT", `/api/sites/${site.id}/files/${css?.id}/content`, { content: `/* ${word} */` })).status,
  );
  ok("publish", (await api.call("POST", "/site/publish", { site_id: site.id })).status);
  ok(
    "preview",
    (
      await api.call("POST", `/api/sites/${site.id}/preview-url`, {
        page_path: "pages/Index.jsx",
        overrides: { "pages/Index.jsx": "export default function Index() { return <h1>Draft</h1>; }" },
      })
    ).status,
  );
  ok("domain", (await api.call("POST", `/api/sites/${site.id}/domains`, { hostname: `${word}.example.com` })).status);
  const media = await api.uploadMedia<{ id: string }>(site.id, `${word}.png`, PIXEL, "photos");
  ok("media", media.status);
  ok("replace", (await api.replaceMedia(site.id, media.body.id, PIXEL)).status);
  const form = new FormData();
  form.set("message", word);
  form.set("photo", new Blob([new Uint8Array(PIXEL)], { type: "image/png" }), "photo.png");
  ok("form post", (await postForm(app, site.slug, "contact", form, { json: true })).status);
  const post = await api.call<{ id: string }>("POST", `/api/sites/${site.id}/posts`, { title: word, tags: ["news"] });
  ok("post", post.status);
  ok("publish post", (await api.call("POST", `/api/sites/${site.id}/posts/${post.body.id}/publish`, {})).status);
  const db = app.deps.db.kysely;
  const formRow = await db
    .selectFrom("forms")
    .select(["id", "organization_id"])
    .where("site_id", "=", site.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("webhook_deliveries")
    .values({
      id: randomUUID(),
      organization_id: formRow.organization_id,
      owner_kind: "form",
      owner_id: formRow.id,
      url: "https://hooks.example.com/in",
      secret: "s",
      event: "form.submission",
      body: "{}",
      created_at: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto("site_views")
    .values({ site_id: site.id, day: "2026-11-01", path: "/", referrer_host: "", device: "mobile", views: 3 })
    .execute();
  await db.insertInto("site_visitors").values({ site_id: site.id, day: "2026-11-01", visitor: word }).execute();
}

/** For each table a move changes: the organizations its rows of the site name. */
async function organizationsOfRows(app: TestApp, siteId: string): Promise<Record<string, string[]>> {
  const db = app.deps.db.kysely;
  const bySite = [
    "site_files",
    "deployments",
    "preview_snapshots",
    "site_domains",
    "media_files",
    "forms",
    "form_submissions",
    "form_files",
    "posts",
  ] as const;
  const found: Record<string, string[]> = {};
  const distinct = (rows: { organization_id: string }[]) => [...new Set(rows.map((row) => row.organization_id))];
  found.sites = distinct(await db.selectFrom("sites").select("organization_id").where("id", "=", siteId).execute());
  for (const table of bySite) {
    found[table] = distinct(
      await db.selectFrom(table).select("organization_id").where("site_id", "=", siteId).execute(),
    );
  }
  found.site_file_versions = distinct(
    await db
      .selectFrom("site_file_versions")
      .innerJoin("site_files", "site_files.id", "site_file_versions.file_id")
      .select("site_file_versions.organization_id")
      .where("site_files.site_id", "=", siteId)
      .execute(),
  );
  found.webhook_deliveries = distinct(
    await db
      .selectFrom("webhook_deliveries")
      .innerJoin("forms", "forms.id", "webhook_deliveries.owner_id")
      .select("webhook_deliveries.organization_id")
      .where("forms.site_id", "=", siteId)
      .execute(),
  );
  return found;
}

async function countsOf(app: TestApp, siteId: string) {
  const db = app.deps.db.kysely;
  const count = async (table: "site_views" | "site_visitors" | "post_tags") =>
    (await db.selectFrom(table).select("site_id").where("site_id", "=", siteId).execute()).length;
  const versions = await db
    .selectFrom("media_versions")
    .innerJoin("media_files", "media_files.id", "media_versions.media_id")
    .select("media_versions.id")
    .where("media_files.site_id", "=", siteId)
    .execute();
  return {
    views: await count("site_views"),
    visitors: await count("site_visitors"),
    tags: await count("post_tags"),
    mediaVersions: versions.length,
  };
}

describeEachDb("a claim's move", (use) => {
  it("knows every table with an organization_id: moved with the site, or said why not", async () => {
    const tables = await use().deps.db.kysely.introspection.getTables();
    const withOrganization = tables
      .filter((table) => table.columns.some((column) => column.name === "organization_id"))
      .map((table) => table.name)
      .sort();
    const known = [...MOVED_TABLES, ...MOVED_COMMERCE_TABLES, ...Object.keys(NOT_MOVED_WITH_A_SITE)].sort();
    expect(withOrganization.filter((table) => !known.includes(table))).toEqual([]);
  });

  it("moves every row of the claimed site into the client's organization and nothing of the agency's other site", async () => {
    const app = use();
    const agency = await ownerWithSite(app, "Claimed Cafe");
    const other = await agency.api.createSite("Kept Cafe");
    await fillSite(app, agency.api, agency.site, "claimed");
    await fillSite(app, agency.api, other, "kept");
    const before = await organizationsOfRows(app, agency.site.id);
    for (const table of MOVED_TABLES)
      expect({ table, organizations: before[table] }).toEqual({ table, organizations: [agency.organization.id] });
    const countsBefore = await countsOf(app, agency.site.id);
    expect(Object.values(countsBefore).every((n) => n > 0)).toBe(true);

    const link = await agency.api.call<ClaimLink>("POST", `/api/sites/${agency.site.id}/claim`, {});
    const client = await signedUpOwner(app);
    const accepted = await client.api.call("POST", `/api/claims/${link.body.token}/accept`, {
      organization_id: client.organization.id,
    });
    expect(accepted.status).toBe(200);

    const moved = await organizationsOfRows(app, agency.site.id);
    for (const table of MOVED_TABLES)
      expect({ table, organizations: moved[table] }).toEqual({ table, organizations: [client.organization.id] });
    const kept = await organizationsOfRows(app, other.id);
    for (const table of MOVED_TABLES)
      expect({ table, organizations: kept[table] }).toEqual({ table, organizations: [agency.organization.id] });
    expect(await countsOf(app, agency.site.id)).toEqual(countsBefore);
    // The client reaches what moved through the API: the media, the submissions, the posts.
    const media = await client.api.call<{ files: unknown[] }>("GET", `/api/sites/${agency.site.id}/media`);
    expect(media.status).toBe(200);
    const submissions = await client.api.call("GET", `/api/sites/${agency.site.id}/submissions`);
    expect(submissions.status).toBe(200);
    expect((await agency.api.call("GET", `/api/sites/${agency.site.id}/media`)).status).toBe(404);
  });
});
