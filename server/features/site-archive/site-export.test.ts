import type { SiteManifest } from "@common/schemas/site-archive";
import { expect, it } from "vitest";
import { apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb } from "../../test/test-app";
import { unzipEntries } from "./archive-test-kit";

describeEachDb("site export", (use) => {
  it("downloads the site as a zip named after its slug: webcraft.json, files/ and media/", async () => {
    const { app, api, user } = await signedUpOwner(use());
    const site = await api.createSite("Corner Café");
    await api.createFile(site.id, { full_path: "pages/menu.jsx", content: "export default () => 'Menú: R45';\n" });
    await api.createFile(site.id, { full_path: "notes/", is_directory: true });
    const response = await app.request(`/api/sites/${site.id}/export`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${site.slug}.zip"`);
    const entries = await unzipEntries(Buffer.from(await response.arrayBuffer()));
    expect(entries.get("files/pages/menu.jsx")?.toString("utf8")).toBe("export default () => 'Menú: R45';\n");
    expect(entries.has("files/notes/")).toBe(true);
    const manifest = JSON.parse(entries.get("webcraft.json")?.toString("utf8") ?? "") as SiteManifest;
    expect(manifest).toMatchObject({ format: 1, name: "Corner Café", settings: { visibility: "public" } });
    const files = await api.files(site.id);
    const sourcePaths = files.filter((file) => !file.is_directory).map((file) => `files/${file.full_path}`);
    for (const path of sourcePaths) expect(entries.has(path), path).toBe(true);
  });

  it("says a password-protected site is one, without its password's hash", async () => {
    const { app, api, user } = await signedUpOwner(use());
    const site = await api.createSite("Members Only");
    await api.call("PUT", `/api/sites/${site.id}/visibility`, { visibility: "password", password: "secret-words" });
    const response = await app.request(`/api/sites/${site.id}/export`, { token: user.token });
    const manifest = (await unzipEntries(Buffer.from(await response.arrayBuffer()))).get("webcraft.json")?.toString();
    expect(JSON.parse(manifest ?? "").settings.visibility).toBe("password");
    expect(manifest).not.toMatch(/hash|\$argon|\$scrypt|secret-words/i);
  });

  it("answers 404 for another organization's site", async () => {
    const app = use();
    const { api } = await signedUpOwner(app);
    const site = await api.createSite("Mine");
    const stranger = await signedUpOwner(app);
    const refused = await apiAs(app, stranger.user).call<ErrorBody>("GET", `/api/sites/${site.id}/export`);
    expect(refused.status).toBe(404);
  });
});
