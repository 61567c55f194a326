import { MEDIA_VERSIONS_KEPT } from "@common/media";
import type { MediaFile, MediaList, MediaUse, MediaVersion } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it } from "vitest";
import { describeEachBlobBackend } from "../../test/blob-backends";
import { ownerWithSite, visit } from "../../test/publishing";

type Refusal = { error: { message: string } };

/** A small JPEG of one colour, `width` px wide. */
const photo = (width: number, r = 200) =>
  sharp({ create: { width, height: width, channels: 3, background: { r, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: "#08f" } })
    .png()
    .toBuffer();

describeEachBlobBackend("the media library's organising", (use) => {
  it("lists by folder and by name, with every folder and the organization's usage", async () => {
    const owner = await ownerWithSite(use(), "Folder Bakery");
    const { api, site } = owner;
    await api.uploadMedia(site.id, "Hero Shot.jpg", await photo(40));
    await api.uploadMedia(site.id, "ana.jpg", await photo(40), "people/team");
    await api.uploadMedia(site.id, "logo.png", await png(8), "brand");
    const list = (query = "") => api.call<MediaList>("GET", `/api/sites/${site.id}/media${query}`);

    const all = (await list()).body;
    expect(all.media.map((file) => file.path).sort()).toEqual([
      "Hero-Shot.jpg",
      "brand/logo.png",
      "people/team/ana.jpg",
    ]);
    expect(all.folders).toEqual(["brand", "people", "people/team"]);
    expect(all.usage.used_bytes).toBe(all.media.reduce((sum, file) => sum + file.size, 0));
    expect(all.usage.limit_bytes).toBe(1024 * 1024 * 1024);
    expect(all.media.find((file) => file.path === "people/team/ana.jpg")).toMatchObject({
      name: "ana.jpg",
      folder: "people/team",
      version_count: 0,
    });

    expect((await list("?folder=people/team")).body.media.map((file) => file.path)).toEqual(["people/team/ana.jpg"]);
    expect((await list("?folder=people")).body.media).toEqual([]);
    expect((await list("?folder=")).body.media.map((file) => file.path)).toEqual(["Hero-Shot.jpg"]);
    expect((await list("?q=HERO")).body.media.map((file) => file.path)).toEqual(["Hero-Shot.jpg"]);
    expect((await list("?q=o&folder=brand")).body.media.map((file) => file.path)).toEqual(["brand/logo.png"]);
    // The folders are the whole library's, whatever the search.
    expect((await list("?q=nothing-like-it")).body).toMatchObject({
      media: [],
      folders: ["brand", "people", "people/team"],
    });
    const bad = await list("?folder=../etc");
    expect(bad.status).toBe(400);
  });

  it("changes alt text, renames and moves a file, and refuses a path another file has", async () => {
    const app = use();
    const { api, site } = await ownerWithSite(app, "Rename Bakery");
    const hero = (await api.uploadMedia<MediaFile>(site.id, "hero.jpg", await photo(40))).body;
    const other = (await api.uploadMedia<MediaFile>(site.id, "other.jpg", await photo(40, 10))).body;
    const patch = (id: string, json: unknown) =>
      api.call<MediaFile & Refusal>("PATCH", `/api/sites/${site.id}/media/${id}`, json);

    const described = await patch(hero.id, { alt: "  Fresh loaves on a shelf " });
    expect(described.status).toBe(200);
    expect(described.body.alt).toBe("Fresh loaves on a shelf");

    // A name is made safe like an upload's, and keeps the extension of its type.
    const moved = await patch(hero.id, { path: "shop/Front Window.png" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ path: "shop/Front-Window.jpg", folder: "shop", alt: "Fresh loaves on a shelf" });
    expect(moved.body.url).toBe(`${site.url}/media/shop/Front-Window.jpg`);
    expect((await visit(app, site.slug, "/media/shop/Front-Window.jpg")).status).toBe(200);
    expect((await visit(app, site.slug, "/media/hero.jpg")).status).toBe(404);

    const taken = await patch(other.id, { path: "shop/Front-Window.jpg" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      "There is already a file at shop/Front-Window.jpg: choose another name or folder",
    );
    expect((await patch(other.id, { path: "../up/x.jpg" })).status).toBe(400);
    expect((await patch("no-such-media", { alt: "x" })).status).toBe(404);
  });

  it("moves, renames and deletes folders with everything under them", async () => {
    const app = use();
    const { api, site } = await ownerWithSite(app, "Tree Bakery");
    await api.uploadMedia(site.id, "a.jpg", await photo(20), "people/team");
    await api.uploadMedia(site.id, "b.jpg", await photo(20, 20), "people/team/b");
    await api.uploadMedia(site.id, "c.jpg", await photo(20, 30), "people");
    await api.uploadMedia(site.id, "a.jpg", await photo(20, 40), "staff");
    const move = (json: unknown) =>
      api.call<{ media: MediaFile[] } & Refusal>("POST", `/api/sites/${site.id}/media-folders/move`, json);
    const paths = async () =>
      (await api.call<MediaList>("GET", `/api/sites/${site.id}/media`)).body.media.map((file) => file.path).sort();

    const clash = await move({ path: "people/team", new_path: "staff" });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain("staff/a.jpg");
    expect((await move({ path: "people", new_path: "people/team/x" })).status).toBe(400);

    const renamed = await move({ path: "people/team", new_path: "crew" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.media.map((file) => file.path).sort()).toEqual(["crew/a.jpg", "crew/b/b.jpg"]);
    expect(await paths()).toEqual(["crew/a.jpg", "crew/b/b.jpg", "people/c.jpg", "staff/a.jpg"]);
    expect((await visit(app, site.slug, "/media/crew/b/b.jpg")).status).toBe(200);

    const gone = await api.call<{ deleted: number }>("DELETE", `/api/sites/${site.id}/media-folders?path=crew`);
    expect(gone.body).toEqual({ deleted: 2 });
    expect(await paths()).toEqual(["people/c.jpg", "staff/a.jpg"]);
    expect((await visit(app, site.slug, "/media/crew/a.jpg")).status).toBe(404);
    // An empty folder lives in the screen only: deleting it deletes nothing.
    expect((await api.call("DELETE", `/api/sites/${site.id}/media-folders?path=empty`)).body).toEqual({ deleted: 0 });
  });

  it("steps paths aside when a folder moves up into its own parent", async () => {
    const { api, site } = await ownerWithSite(use(), "Step Bakery");
    await api.uploadMedia(site.id, "z.jpg", await photo(20), "a/b");
    await api.uploadMedia(site.id, "z.jpg", await photo(20, 30), "a/b/b");
    const up = await api.call<{ media: MediaFile[] }>("POST", `/api/sites/${site.id}/media-folders/move`, {
      path: "a/b",
      new_path: "a",
    });
    expect(up.status).toBe(200);
    expect(up.body.media.map((file) => file.path).sort()).toEqual(["a/b/z.jpg", "a/z.jpg"]);
  });

  it("replaces a file at the same address, keeps the earlier bytes, and restores them", async () => {
    const app = use();
    const { api, site } = await ownerWithSite(app, "Replace Bakery");
    const hero = (await api.uploadMedia<MediaFile>(site.id, "hero.jpg", await photo(60, 250))).body;
    const before = Buffer.from(await (await visit(app, site.slug, "/media/hero.jpg")).arrayBuffer());

    const replaced = await api.replaceMedia<MediaFile>(site.id, hero.id, await png(30), "new logo.png");
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: hero.id,
      path: "hero.jpg",
      mime: "image/png",
      width: 30,
      version_count: 1,
    });
    const served = await visit(app, site.slug, "/media/hero.jpg");
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(30);

    const versions = await api.call<{ versions: MediaVersion[] }>(
      "GET",
      `/api/sites/${site.id}/media/${hero.id}/versions`,
    );
    expect(versions.body.versions).toHaveLength(1);
    expect(versions.body.versions[0]).toMatchObject({ mime: "image/jpeg", width: 60, size: hero.size });
    const versionId = versions.body.versions[0]?.id ?? "";
    const thumbnail = new URL(versions.body.versions[0]?.thumbnail_url ?? "");
    expect(thumbnail.pathname).toBe("/media/hero.jpg");
    const oldThumbnail = await visit(app, site.slug, `${thumbnail.pathname}${thumbnail.search}`);
    expect(oldThumbnail.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await oldThumbnail.arrayBuffer())).metadata()).width).toBe(60);
    const oldFile = await visit(app, site.slug, `/media/hero.jpg?version=${versionId}`);
    expect(Buffer.from(await oldFile.arrayBuffer())).toEqual(before);
    expect((await visit(app, site.slug, "/media/hero.jpg?version=no-such-version")).status).toBe(404);

    const restored = await api.call<MediaFile>(
      "POST",
      `/api/sites/${site.id}/media/${hero.id}/versions/${versionId}/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ path: "hero.jpg", mime: "image/jpeg", width: 60, version_count: 1 });
    const again = Buffer.from(await (await visit(app, site.slug, "/media/hero.jpg")).arrayBuffer());
    expect(again).toEqual(before);
    const now = await api.call<{ versions: MediaVersion[] }>("GET", `/api/sites/${site.id}/media/${hero.id}/versions`);
    expect(now.body.versions.map((version) => version.mime)).toEqual(["image/png"]);
    expect(
      (await api.call("POST", `/api/sites/${site.id}/media/${hero.id}/versions/${versionId}/restore`)).status,
    ).toBe(404);

    // New bytes are checked like an upload's, named by the file's own name when none is given.
    const refused = await api.replaceMedia<Refusal>(site.id, hero.id, Buffer.from("MZ not a picture"));
    expect(refused.status).toBe(415);
    expect(refused.body.error.message).toBe("hero.jpg is not a supported file type");
  });

  it("keeps the ten latest versions of a file, and frees the blobs of the one that goes", async () => {
    const app = use();
    const { api, site } = await ownerWithSite(app, "Many Bakery");
    const file = (await api.uploadMedia<MediaFile>(site.id, "daily.jpg", await photo(20, 0))).body;
    const firstKey = (
      await app.deps.db.kysely
        .selectFrom("media_files")
        .select("blob_key")
        .where("id", "=", file.id)
        .executeTakeFirstOrThrow()
    ).blob_key;
    for (let day = 1; day <= MEDIA_VERSIONS_KEPT + 1; day++) {
      expect((await api.replaceMedia(site.id, file.id, await photo(20, day * 20))).status).toBe(200);
    }
    const { body } = await api.call<{ versions: MediaVersion[] }>(
      "GET",
      `/api/sites/${site.id}/media/${file.id}/versions`,
    );
    expect(body.versions).toHaveLength(MEDIA_VERSIONS_KEPT);
    expect(await app.deps.blobs.has(firstKey)).toBe(false);
  });

  it("finds the site files whose source names a file, plainly or percent-encoded", async () => {
    const { api, site } = await ownerWithSite(use(), "Used Bakery");
    const hero = (await api.uploadMedia<MediaFile>(site.id, "hero.jpg", await photo(20))).body;
    const cafe = (await api.uploadMedia<MediaFile>(site.id, "café.jpg", await photo(20, 90), "team")).body;
    await api.createFile(site.id, { full_path: "pages/Home.jsx", content: '<img src="/media/hero.jpg?w=640" />' });
    await api.createFile(site.id, { full_path: "pages/Team.jsx", content: "<img src='/media/team/caf%C3%A9.jpg'>" });
    await api.createFile(site.id, {
      full_path: "pages/Old.jsx",
      content: "<img src='/media/hero.jpg.bak'> /media/hero-2.jpg",
    });
    const usedIn = async (path: string) =>
      (await api.call<{ used_in: MediaUse[] }>("GET", path)).body.used_in.map(
        (use) => `${use.full_path} ${use.media_path}`,
      );

    expect(await usedIn(`/api/sites/${site.id}/media/${hero.id}/used-in`)).toEqual(["pages/Home.jsx hero.jpg"]);
    expect(await usedIn(`/api/sites/${site.id}/media/${cafe.id}/used-in`)).toEqual(["pages/Team.jsx team/café.jpg"]);
    expect(await usedIn(`/api/sites/${site.id}/media-folders/used-in?path=team`)).toEqual([
      "pages/Team.jsx team/café.jpg",
    ]);
    expect(await usedIn(`/api/sites/${site.id}/media-folders/used-in?path=nothing`)).toEqual([]);
  });
});
