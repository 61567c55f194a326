import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaList } from "@common/schemas/media";
import type { Site } from "@common/schemas/sites";
import { DEFAULT_STORAGE_LIMITS } from "@common/storage-limits";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { solidPng, svg } from "../../test/corpus-files";
import { postsApi } from "../../test/posts";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";
import { blobCount, importZip, rawZip } from "./archive-test-kit";

async function exported(app: TestApp, user: TestUser, siteId: string): Promise<Buffer> {
  const response = await app.request(`/api/sites/${siteId}/export`, { token: user.token });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describeEachDb("site import", (use) => {
  it("round-trips a site: the same files byte for byte, media, settings and posts", async () => {
    const { app, api, user } = await signedUpOwner(use());
    const site = await api.createSite("Thandi's Salon");
    await api.createFile(site.id, {
      full_path: "pages/prices.jsx",
      content: "export default () => 'Cut: R250 — café';\n",
    });
    await api.createFile(site.id, { full_path: "data/empty.txt", content: "" });
    await api.createFile(site.id, { full_path: "drafts/", is_directory: true });
    const logo = await api.uploadMedia<{ id: string }>(
      site.id,
      "logo.svg",
      svg('<rect width="10" height="10"/>', ' width="10" height="10"'),
      "brand",
    );
    await api.call("PATCH", `/api/sites/${site.id}/media/${logo.body.id}`, { alt: "Thandi's logo" });
    await api.uploadMedia(site.id, "hero.png", await solidPng(40, 30));
    await api.call("PUT", `/api/sites/${site.id}/seo`, {
      title: "Thandi's",
      description: "Hair in Soweto",
      language: "en-ZA",
    });
    await api.call("PUT", `/api/sites/${site.id}/links`, { whatsapp_number: "+27 82 123 4567", show_badge: true });
    await api.call("PATCH", `/api/sites/${site.id}/forms/booking`, { webhook_url: null });
    const posts = postsApi(app, user, site.id);
    const body = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Open on Sundays." }] }],
    };
    const live = await posts.create({ title: "Winter hours", tags: ["News", "Hours"], body, excerpt: "Short days" });
    await posts.publish(live.id);
    await posts.create({ title: "A draft", slug: "a-draft" });

    const zip = await exported(app, user, site.id);
    const { status, body: copy } = await importZip(app, user, zip, "anything.zip");
    expect(status).toBe(201);
    const imported = copy as unknown as Site;
    expect(imported.name).toBe("Thandi's Salon");
    expect(imported.id).not.toBe(site.id);

    const shape = (files: Awaited<ReturnType<typeof api.files>>) =>
      files
        .map((file) => ({ path: file.full_path, dir: file.is_directory, content: file.current_version?.content }))
        .sort((a, b) => a.path.localeCompare(b.path));
    expect(shape(await api.files(imported.id))).toEqual(shape(await api.files(site.id)));

    const media = async (id: string) =>
      (await api.call<MediaList>("GET", `/api/sites/${id}/media`)).body.media
        .map((file) => ({ path: file.path, alt: file.alt, mime: file.mime, width: file.width, height: file.height }))
        .sort((a, b) => a.path.localeCompare(b.path));
    expect(await media(imported.id)).toEqual(await media(site.id));
    expect((await media(imported.id)).length).toBe(2);

    const [before, after] = await Promise.all(
      [site.id, imported.id].map((id) => api.call<Site>("GET", `/api/sites/${id}`)),
    );
    expect(after?.body.seo).toEqual(before?.body.seo);
    const links = async (id: string) => (await api.call("GET", `/api/sites/${id}/links`)).body;
    expect(await links(imported.id)).toEqual({ whatsapp_number: "27821234567", show_badge: true });
    const forms = await api.call<{ forms: { name: string }[] }>("GET", `/api/sites/${imported.id}/forms`);
    expect(forms.body.forms.map((form) => form.name)).toContain("booking");

    const list = async (id: string) => {
      const { body: page } = await api.call<{ posts: { id: string }[] }>("GET", `/api/sites/${id}/posts?limit=50`);
      return Promise.all(
        page.posts.map(async (summary) => {
          const { body: full } = await postsApi(app, user, id).get(summary.id);
          const { title, slug, tags, status: state, published_at, excerpt, body: content } = full;
          return { title, slug, tags, state, published_at, excerpt, content };
        }),
      );
    };
    const importedPosts = await list(imported.id);
    expect(importedPosts.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      (await list(site.id)).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    expect(importedPosts.find((post) => post.slug === "winter-hours")?.state).toBe("published");
  });

  it("imports a zip of plain files made by zip -r as source files, named after the zip", async () => {
    const { app, api, user } = await signedUpOwner(use());
    const folder = mkdtempSync(join(tmpdir(), "webcraft-zip-r-"));
    try {
      mkdirSync(join(folder, "pages"));
      writeFileSync(join(folder, "pages", "index.jsx"), "export default () => <h1>Plain</h1>;\n");
      writeFileSync(join(folder, "styles.css"), "body { color: #222; }\n");
      execFileSync("zip", ["-r", "-q", join(folder, "out.zip"), "pages", "styles.css"], { cwd: folder });
      const { status, body } = await importZip(app, user, readFileSync(join(folder, "out.zip")), "Plain Site.zip");
      expect(status).toBe(201);
      expect((body as unknown as Site).name).toBe("Plain Site");
      const files = await api.files((body as unknown as Site).id);
      expect(files.find((file) => file.full_path === "pages/index.jsx")?.current_version?.content).toBe(
        "export default () => <h1>Plain</h1>;\n",
      );
      expect(files.find((file) => file.full_path === "styles.css")?.current_version?.content).toBe(
        "body { color: #222; }\n",
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("takes the name asked for over the archive's own", async () => {
    const { app, user } = await signedUpOwner(use());
    const zip = rawZip([
      { name: "webcraft.json", data: JSON.stringify({ format: 1, name: "From Archive" }) },
      { name: "files/a.txt", data: "a" },
    ]);
    const { status, body } = await importZip(app, user, zip, "x.zip", "Chosen Name");
    expect(status).toBe(201);
    expect((body as unknown as Site).name).toBe("Chosen Name");
  });

  it("removes the media it stored when the site cannot be created after all (the organization is full)", async () => {
    const { app, api, user, organization } = await signedUpOwner(use());
    const now = new Date().toISOString();
    const rows = Array.from({ length: DEFAULT_STORAGE_LIMITS.sitesPerOrganization }, (_, i) => ({
      id: randomUUID(),
      organization_id: organization.id,
      name: `Filler ${i}`,
      slug: `filler-${randomUUID().slice(0, 8)}`,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    }));
    await app.deps.db.kysely.insertInto("sites").values(rows).execute();
    const blobsBefore = await blobCount(app);
    const png = await solidPng(33, 21);
    const zip = rawZip([
      { name: "webcraft.json", data: JSON.stringify({ format: 1, name: "Full" }) },
      { name: "media/new.png", data: png },
    ]);
    const { status, body } = await importZip(app, user, zip);
    expect(status).toBe(403);
    expect((body as unknown as ErrorBody).error.message).toMatch(/already has 100 sites/);
    expect(await blobCount(app)).toBe(blobsBefore);
    const { body: list } = await api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(list.sites.length).toBe(DEFAULT_STORAGE_LIMITS.sitesPerOrganization);
  });

  it("refuses a body past the upload limit with 413 before reading it", async () => {
    const { app, user } = await signedUpOwner(use());
    const response = await app.request("/api/sites/import", {
      method: "POST",
      token: user.token,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(300 * 1024 * 1024) },
      body: "--x--",
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/larger than the 200 MB an import takes/);
  });
});
