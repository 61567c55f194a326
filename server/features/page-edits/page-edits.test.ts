import type { PreviewUrl } from "@common/schemas/build";
import type { SiteFile } from "@common/schemas/files";
import { PAGE_EDIT_MESSAGES } from "@common/schemas/page-edits";
import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { openPreview, ownerWithSite } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import type { PageEditMap } from "./edit-map";

const MAP = /<script type="application\/json" id="webcraft-edit-map">(.*?)<\/script>/s;

async function previewHtml(app: TestApp, api: ReturnType<typeof apiAs>, siteId: string, body: object) {
  const issued = await api.call<PreviewUrl>("POST", `/api/sites/${siteId}/preview-url`, body);
  expect(issued.status).toBe(200);
  return (await openPreview(app, issued.body.url)).text();
}

function editMapOf(html: string): PageEditMap {
  const json = MAP.exec(html)?.[1];
  if (json === undefined) throw new Error("The preview has no edit map");
  return JSON.parse(json) as PageEditMap;
}

describeEachDb("editing words on the preview", (use) => {
  it("marks the preview's words, writes an edit back as a new version, and the next preview shows it", async () => {
    const { app, api, site, fileByPath } = await ownerWithSite(use(), "Glow");
    const html = await previewHtml(app, api, site.id, { page_path: "pages/Index.jsx" });
    // The heading is marked in the page's script: its words, then the code beside them (line 13).
    expect(/"data-wc-source":\s*"pages\/Index\.jsx\|t:\d+:\d+\|e:\d+:\d+:13"/.test(html)).toBe(true);
    const map = editMapOf(html);
    const index = await fileByPath("pages/Index.jsx");
    expect(map.versions["pages/Index.jsx"]).toBe(index.current_version_id);
    const [kind, start, end, value] = map.literals["pages/Index.jsx"]?.find((l) => l[3] === "Welcome to ") ?? [];
    expect(kind).toBe("text");

    const saved = await api.call<SiteFile>("POST", `/api/sites/${site.id}/page-edits`, {
      path: "pages/Index.jsx",
      base_version_id: index.current_version_id,
      label: "Home heading",
      edit: { kind, start, end, value: "Hello from " },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.current_version?.version_number).toBe(2);
    expect(saved.body.current_version?.commit_message).toBe("Edited on the page: Home heading");
    const before = (index.current_version?.content ?? "").split("\n");
    const after = (saved.body.current_version?.content ?? "").split("\n");
    expect(after.filter((line, i) => line !== before[i])).toEqual([
      expect.stringContaining('<h1 className="text-4xl font-bold">Hello from {site.name}</h1>'),
    ]);
    expect(value).toBe("Welcome to ");
    expect((await previewHtml(app, api, site.id, { page_path: "pages/Index.jsx" })).includes("Hello from ")).toBe(true);

    // The offsets were for version 1: a second edit naming it is refused and writes nothing.
    const stale = await api.call<ErrorBody>("POST", `/api/sites/${site.id}/page-edits`, {
      path: "pages/Index.jsx",
      base_version_id: index.current_version_id,
      edit: { kind, start, end, value: "Again " },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(PAGE_EDIT_MESSAGES.changedMeanwhile);
    expect((await fileByPath("pages/Index.jsx")).current_version?.version_number).toBe(2);
  });

  it("writes a business detail back into data/site.json, one line changed", async () => {
    const { app, api } = await signedUpOwner(use());
    const created = await api.call<Site>("POST", "/api/sites", { template_id: "salon", site_data: { name: "Glow" } });
    expect(created.status).toBe(201);
    const siteId = created.body.id;
    const map = editMapOf(await previewHtml(app, api, siteId, { page_path: "pages/Index.jsx" }));
    const headline = map.data["data/site.json"]?.find(([pointer]) => pointer.join(".") === "copy.headline");
    expect(headline).toBeDefined();
    const file = (await api.files(siteId)).find((f) => f.full_path === "data/site.json") as SiteFile;
    const saved = await api.call<SiteFile>("POST", `/api/sites/${siteId}/page-edits`, {
      path: "data/site.json",
      base_version_id: map.versions["data/site.json"],
      label: "Home headline",
      edit: { kind: "json", pointer: ["copy", "headline"], value: "Glow, the salon that listens" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = (file.current_version?.content ?? "").split("\n");
    const changed = (saved.body.current_version?.content ?? "").split("\n").filter((line, i) => line !== before[i]);
    expect(changed).toEqual(['    "headline": "Glow, the salon that listens",']);
    const next = await previewHtml(app, api, siteId, { page_path: "pages/Index.jsx" });
    expect(next.includes("Glow, the salon that listens")).toBe(true);
  });

  it("refuses code, leaves drafts unmarked, and keeps other organizations' sites and viewers out", async () => {
    const { app, api, site, user, organization, fileByPath } = await ownerWithSite(use(), "Glow");
    const index = await fileByPath("pages/Index.jsx");
    const content = index.current_version?.content ?? "";
    const start = content.indexOf('"py-16 text-center"');
    const attempt = { path: "pages/Index.jsx", base_version_id: index.current_version_id };
    const code = await api.call<ErrorBody>("POST", `/api/sites/${site.id}/page-edits`, {
      ...attempt,
      edit: { kind: "attribute", start, end: start + 19, value: "hidden" },
    });
    expect(code.status).toBe(400);
    expect(code.body.error.message).toBe(PAGE_EDIT_MESSAGES.notWords);

    // A preview of unsaved buffers names no version, so it offers nothing to edit.
    const draft = await previewHtml(app, api, site.id, {
      page_path: "pages/Index.jsx",
      overrides: { "pages/Index.jsx": content.replace("Welcome to", "Draft of") },
    });
    expect(draft.includes("Draft of")).toBe(true);
    expect(draft.includes("webcraft-edit-map")).toBe(false);

    const stranger = await signedUpOwner(use());
    const foreign = await stranger.api.call<ErrorBody>("POST", `/api/sites/${site.id}/page-edits`, {
      ...attempt,
      edit: { kind: "text", start: 0, end: 1, value: "x" },
    });
    expect(foreign.status).toBe(404);

    const viewer = await addMember(app, user, organization.id, "viewer");
    const refused = await apiAs(app, viewer).call<ErrorBody>("POST", `/api/sites/${site.id}/page-edits`, {
      ...attempt,
      edit: { kind: "text", start: 0, end: 1, value: "x" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Your role (viewer) cannot edit the site's words and photos");
  });
});
