// Every template, as a new site publishes it: each page answers with the business from data/site.json, and
// editing that one file re-brands every page (so no template writes a business fact into its code).
import { SITE_DATA_PATH, type SiteData } from "@common/schemas/site-data";
import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { signedUpOwner } from "../../test/api";
import { postsApi } from "../../test/posts";
import { visit } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";

type Template = { id: string };

const NEW_NAME = "Ubuntu Lane Collective";
const NEW_PHONE = "+27 11 555 0199";
const NEW_PRIMARY = "#1d4a35";

/** A name as it may stand in the HTML: as written, and with its characters escaped. */
const spellings = (name: string) => [
  name,
  name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;"),
  name.replace(/&/g, "&amp;").replace(/'/g, "&#39;"),
];
const mentions = (html: string, name: string) => spellings(name).some((spelling) => html.includes(spelling));

async function sitePages(app: TestApp, slug: string): Promise<string[]> {
  const sitemap = await (await visit(app, slug, "/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** Every page of the live site (its sitemap's, and the post page), each answering 200, by path. */
async function livePages(app: TestApp, slug: string, postSlug: string) {
  const pages = new Map<string, string>();
  for (const path of [...(await sitePages(app, slug)), `/blog/${postSlug}`]) {
    const response = await visit(app, slug, path);
    expect(response.status, `${slug} ${path}`).toBe(200);
    pages.set(path, await response.text());
  }
  return pages;
}

describeEachDb("sites made from templates", (use) => {
  it("publishes every template with its business on every page, and re-brands from data/site.json alone", async () => {
    const app = use();
    const { api, user } = await signedUpOwner(app);
    const listed = await api.call<{ templates: Template[] }>("GET", "/api/templates");
    expect(listed.status).toBe(200);
    const ids = listed.body.templates.map((template) => template.id);
    for (const id of ["restaurant", "salon", "trades", "church", "shop", "portfolio"]) expect(ids).toContain(id);

    for (const template of listed.body.templates) {
      const created = await api.call<Site>("POST", "/api/sites", { template_id: template.id });
      expect(created.status, template.id).toBe(201);
      const site = created.body;
      const dataFile = (await api.files(site.id)).find((file) => file.full_path === SITE_DATA_PATH);
      if (!dataFile) throw new Error(`${template.id}: no ${SITE_DATA_PATH}`);
      const dataText = dataFile.current_version?.content ?? "";
      const data = JSON.parse(dataText) as SiteData;

      const posts = postsApi(app, user, site.id);
      const post = await posts.create({
        title: "Our news",
        body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] },
      });
      expect((await posts.publish(post.id)).status).toBe(200);
      const publish = async () => {
        const { status, body } = await api.call("POST", "/site/publish", { site_id: site.id });
        expect(status, `${template.id}: ${JSON.stringify(body)}`).toBe(200);
      };

      await publish();
      const before = await livePages(app, site.slug, post.slug);
      expect(before.size, template.id).toBeGreaterThanOrEqual(6);
      for (const [path, html] of before) expect(mentions(html, data.name), `${template.id} ${path}`).toBe(true);

      // A person re-brands the site by editing data/site.json: the name wherever it is written there, the
      // phone and the main colour.
      const edited = JSON.parse(dataText.split(data.name).join(NEW_NAME)) as SiteData;
      edited.contact.phone = NEW_PHONE;
      edited.colours.primary = NEW_PRIMARY;
      const saved = await api.call("PUT", `/api/sites/${site.id}/files/${dataFile.id}/content`, {
        content: `${JSON.stringify(edited, null, 2)}\n`,
      });
      expect(saved.status).toBe(200);
      await publish();
      const after = await livePages(app, site.slug, post.slug);
      for (const [path, html] of after) {
        expect(mentions(html, NEW_NAME), `${template.id} ${path} names the new business`).toBe(true);
        expect(mentions(html, data.name), `${template.id} ${path} still names ${data.name}`).toBe(false);
        expect(html.includes(data.contact.phone), `${template.id} ${path} still shows the old phone`).toBe(false);
      }
      const everything = [...after.values()].join("\n");
      expect(everything.includes(NEW_PHONE), `${template.id} shows the new phone`).toBe(true);
      expect(after.get("/")?.toLowerCase().includes(NEW_PRIMARY), `${template.id} uses the new colour`).toBe(true);
    }
  }, 240_000);
});
