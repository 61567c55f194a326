import type { SiteFile } from "@common/schemas/files";
import { expect, it } from "vitest";
import type { ErrorBody } from "../../test/api";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

describeEachDb("site files", (use) => {
  async function freshSite() {
    const owner = await ownerWithSite(use(), "Files");
    return { ...owner, base: `/api/sites/${owner.site.id}/files` };
  }

  it("lists files by full_path with the current version nested, folders optional", async () => {
    const { api, site } = await freshSite();
    const all = await api.files(site.id);
    expect(all.map((f) => f.full_path)).toEqual([...all.map((f) => f.full_path)].sort());
    const index = all.find((f) => f.full_path === "pages/Index.jsx") as SiteFile;
    expect(index.file_type).toBe("javascript");
    expect(index.is_directory).toBe(false);
    expect(index.current_version?.version_number).toBe(1);
    expect(index.current_version?.commit_message).toBe("Initial version");
    expect(index.current_version?.content).toContain("export default function Index");
    expect(index.size_bytes).toBe(new TextEncoder().encode(index.current_version?.content ?? "").length);
    const folder = all.find((f) => f.full_path === "pages/") as SiteFile;
    expect(folder.file_type).toBe("directory");
    expect(folder.current_version).toBeNull();
    const filesOnly = await api.files(site.id, "?directories=false");
    expect(filesOnly.every((f) => !f.is_directory)).toBe(true);
    expect(filesOnly.length).toBe(9);
  });

  it("creates files and folders, with their folders above, types by extension and a first version", async () => {
    const { api, site, user } = await freshSite();
    const file = await api.createFile(site.id, { full_path: "assets/img/logo.SVG", content: "<svg/>" });
    expect(file.file_type).toBe("svg");
    expect(file.size_bytes).toBe(6);
    expect(file.last_modified_by).toBe(user.id);
    expect(file.current_version?.commit_message).toBe("Initial version");
    const paths = (await api.files(site.id)).map((f) => f.full_path);
    expect(paths).toContain("assets/");
    expect(paths).toContain("assets/img/");
    const folder = await api.createFile(site.id, { full_path: "blog", is_directory: true });
    expect(folder.full_path).toBe("blog/");
    expect(folder.file_type).toBe("directory");
    const message = await api.call<SiteFile>("POST", `/api/sites/${site.id}/files`, {
      full_path: "notes.md",
      content: "",
      commit_message: "Initial file creation",
    });
    expect(message.body.current_version?.commit_message).toBe("Initial file creation");
    expect(message.body.file_type).toBe("markdown");
    for (const [path, type] of [
      ["a.tsx", "typescript"],
      ["b.yml", "yaml"],
      ["c.docx", "document"],
      ["d.weird", "unknown"],
      ["e.webp", "image"],
    ]) {
      expect((await api.createFile(site.id, { full_path: path as string })).file_type).toBe(type);
    }
  });

  it("refuses a path that exists with 409, and unsafe paths with 400", async () => {
    const { api, base } = await freshSite();
    const clash = await api.call<ErrorBody>("POST", base, { full_path: "pages/Index.jsx", content: "x" });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('"pages/Index.jsx" already exists');
    const bad = [
      "/etc/passwd",
      "../x.js",
      "a/../../b.js",
      "a//b.js",
      "./a.js",
      "a\u0000b.js",
      "tab\there.js",
      "a\\b.js",
      "",
      "x".repeat(600),
    ];
    for (const full_path of bad) {
      const { status, body } = await api.call<ErrorBody>("POST", base, { full_path, content: "" });
      expect(status, JSON.stringify(full_path)).toBe(400);
      // A NUL may be refused before the path rules see it, by the check every request body passes.
      expect(["VALIDATION_FAILED", "BAD_REQUEST"]).toContain(body.error.code);
    }
    const trailing = await api.call<ErrorBody>("POST", base, { full_path: "file.js/", content: "" });
    expect(trailing.status).toBe(400);
  });

  it("saves content as a new version, keeping size and author right", async () => {
    const { api, base, site } = await freshSite();
    const file = await api.createFile(site.id, { full_path: "hello.txt", content: "one" });
    const saved = await api.call<SiteFile>("PUT", `${base}/${file.id}/content`, {
      content: "twenty two",
      commit_message: "Updated content via editor",
      base_version_id: file.current_version_id,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.current_version?.version_number).toBe(2);
    expect(saved.body.current_version?.commit_message).toBe("Updated content via editor");
    expect(saved.body.size_bytes).toBe(10);
    expect(saved.body.updated_at >= file.updated_at).toBe(true);
    const plain = await api.call<SiteFile>("PUT", `${base}/${file.id}/content`, { content: "" });
    expect(plain.body.current_version?.commit_message).toBe("Updated content");
    expect(plain.body.current_version?.content).toBe("");
    const folder = (await api.files(site.id)).find((f) => f.full_path === "pages/") as SiteFile;
    expect((await api.call("PUT", `${base}/${folder.id}/content`, { content: "x" })).status).toBe(400);
    expect((await api.call("PUT", `${base}/${file.id}/content`, {})).status).toBe(400);
  });

  it("answers 409 with the current version when base_version_id is stale, and writes nothing", async () => {
    const { api, base, site } = await freshSite();
    const file = await api.createFile(site.id, { full_path: "race.txt", content: "v1" });
    await api.call("PUT", `${base}/${file.id}/content`, { content: "v2", base_version_id: file.current_version_id });
    const stale = await api.call<ErrorBody>("PUT", `${base}/${file.id}/content`, {
      content: "lost?",
      base_version_id: file.current_version_id,
    });
    expect(stale.status).toBe(409);
    const current = stale.body.error.details?.current_version as { content: string; version_number: number };
    expect(current.content).toBe("v2");
    expect(current.version_number).toBe(2);
    const versions = await api.call<{ versions: unknown[] }>("GET", `${base}/${file.id}/versions`);
    expect(versions.body.versions.length).toBe(2);
  });

  it("moves and renames a file, refusing a clash with 'already exists at destination'", async () => {
    const { api, base, site } = await freshSite();
    const files = await api.files(site.id);
    const about = files.find((f) => f.full_path === "pages/About.jsx") as SiteFile;
    const moved = await api.call<SiteFile>("POST", `${base}/${about.id}/move`, { new_path: "components/About.jsx" });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(about.id);
    expect(moved.body.full_path).toBe("components/About.jsx");
    expect(moved.body.current_version?.version_number).toBe(1);
    const clash = await api.call<ErrorBody>("POST", `${base}/${about.id}/move`, { new_path: "components/Layout.jsx" });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('A file with name "Layout.jsx" already exists at destination');
    const same = await api.call<SiteFile>("POST", `${base}/${about.id}/move`, { new_path: "components/About.jsx" });
    expect(same.status).toBe(200);
    const missing = await api.call<ErrorBody>("POST", `${base}/no-such-id/move`, { new_path: "x.js" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Source file not found");
  });

  it("moves a folder with everything inside, but never into itself", async () => {
    const { api, base, site } = await freshSite();
    const pages = (await api.files(site.id)).find((f) => f.full_path === "pages/") as SiteFile;
    const inside = await api.call<ErrorBody>("POST", `${base}/${pages.id}/move`, { new_path: "pages/old/" });
    expect(inside.status).toBe(400);
    expect(inside.body.error.message).toBe("Cannot move a directory into its own subdirectory");
    const moved = await api.call<SiteFile>("POST", `${base}/${pages.id}/move`, { new_path: "src/pages/" });
    expect(moved.body.full_path).toBe("src/pages/");
    const paths = (await api.files(site.id)).map((f) => f.full_path);
    expect(paths).toEqual(expect.arrayContaining(["src/", "src/pages/", "src/pages/About.jsx", "src/pages/Index.jsx"]));
    expect(paths.some((p) => p.startsWith("pages/"))).toBe(false);
  });

  it("copies a file or a folder with a message naming the source", async () => {
    const { api, base, site } = await freshSite();
    const files = await api.files(site.id);
    const index = files.find((f) => f.full_path === "pages/Index.jsx") as SiteFile;
    const copy = await api.call<SiteFile>("POST", `${base}/${index.id}/move`, {
      new_path: "pages/Home.jsx",
      copy: true,
    });
    expect(copy.status).toBe(200);
    expect(copy.body.id).not.toBe(index.id);
    expect(copy.body.current_version?.content).toBe(index.current_version?.content);
    expect(copy.body.current_version?.commit_message).toBe("Copied from pages/Index.jsx");
    const clash = await api.call<ErrorBody>("POST", `${base}/${index.id}/move`, {
      new_path: "pages/Home.jsx",
      copy: true,
    });
    expect(clash.body.error.message).toBe('A file with name "Home.jsx" already exists at destination');
    const components = files.find((f) => f.full_path === "components/") as SiteFile;
    await api.call("POST", `${base}/${components.id}/move`, { new_path: "pages/components/", copy: true });
    const paths = (await api.files(site.id)).map((f) => f.full_path);
    expect(paths).toEqual(expect.arrayContaining(["components/Layout.jsx", "pages/components/Layout.jsx"]));
    const unchanged = await api.call<SiteFile>("GET", `${base}/${index.id}`);
    expect(unchanged.body.full_path).toBe("pages/Index.jsx");
  });

  it("deletes a file, and a folder with its contents", async () => {
    const { api, base, site } = await freshSite();
    await api.createFile(site.id, { full_path: "pagesX.txt", content: "keep me" });
    const files = await api.files(site.id);
    const styles = files.find((f) => f.full_path === "styles.css") as SiteFile;
    expect((await api.call("DELETE", `${base}/${styles.id}`)).status).toBe(204);
    const pages = files.find((f) => f.full_path === "pages/") as SiteFile;
    expect((await api.call("DELETE", `${base}/${pages.id}`)).status).toBe(204);
    const paths = (await api.files(site.id)).map((f) => f.full_path);
    expect(paths).toEqual([
      "components/",
      "components/Layout.jsx",
      "components/post-body.css",
      "pagesX.txt",
      "site.json",
    ]);
    expect((await api.call("DELETE", `${base}/${styles.id}`)).status).toBe(404);
  });

  it("lists versions newest first and restores one as a new version", async () => {
    const { api, base, site, user } = await freshSite();
    const file = await api.createFile(site.id, { full_path: "story.md", content: "first" });
    await api.call("PUT", `${base}/${file.id}/content`, { content: "second" });
    await api.call("PUT", `${base}/${file.id}/content`, { content: "third" });
    const { body } = await api.call<{ versions: { id: string; version_number: number; created_by: string }[] }>(
      "GET",
      `${base}/${file.id}/versions`,
    );
    expect(body.versions.map((v) => v.version_number)).toEqual([3, 2, 1]);
    expect(body.versions[0]?.created_by).toBe(user.id);
    const first = body.versions[2]?.id ?? "";
    const restored = await api.call<SiteFile>("POST", `${base}/${file.id}/versions/${first}/restore`);
    expect(restored.body.current_version?.version_number).toBe(4);
    expect(restored.body.current_version?.content).toBe("first");
    expect(restored.body.current_version?.commit_message).toBe("Restored version 1");
    expect((await api.call("POST", `${base}/${file.id}/versions/nope/restore`)).status).toBe(404);
  });

  it("refuses content past the per-file limit without losing the old content", async () => {
    const { api, base, site } = await freshSite();
    const file = await api.createFile(site.id, { full_path: "big.txt", content: "small" });
    const { status } = await api.call("PUT", `${base}/${file.id}/content`, {
      content: "x".repeat(2 * 1024 * 1024 + 1),
    });
    expect(status).toBe(413);
    const still = await api.call<SiteFile>("GET", `${base}/${file.id}`);
    expect(still.body.current_version?.content).toBe("small");
  });
});
