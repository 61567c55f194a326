import type { MediaFile } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it } from "vitest";
import { serve, visitOver } from "../../site/host/served";
import { describeEachBlobBackend } from "../../test/blob-backends";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";

type Refusal = { error: { message: string } };

/** A photo `width` px wide, as a camera would make it. */
const photo = (width: number, height = Math.round(width * 0.75)) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describeEachBlobBackend("the media library", (use) => {
  /** A request to the site's own host, in-process, as a visitor's browser sends it. */
  const visit = (app: TestApp, slug: string, path: string, headers: Record<string, string> = {}) => {
    const host = `${slug}.${app.env.siteDomain}`;
    return app.app.request(`http://${host}${path}`, { headers: { host, ...headers } });
  };

  it("stores an upload with its variants and serves it at /media/{path} with validators and ranges", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Media Bakery");
    const upload = await owner.api.uploadMedia<MediaFile>(owner.site.id, "hero shot.JPG", await photo(1400));
    expect(upload.status).toBe(201);
    const hero = upload.body;
    expect(hero).toMatchObject({ path: "hero-shot.jpg", mime: "image/jpeg", width: 1400, height: 1050 });
    expect(hero.url).toBe(`${owner.site.url}/media/hero-shot.jpg`);
    expect(hero.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
    expect(hero.thumbnail_url).toBe(`${hero.url}?thumbnail=1`);

    const served = await visit(app, owner.site.slug, "/media/hero-shot.jpg");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(hero.size);
    expect((await sharp(bytes).metadata()).width).toBe(1400);
    const etag = served.headers.get("etag") ?? "";
    expect((await visit(app, owner.site.slug, "/media/hero-shot.jpg", { "if-none-match": etag })).status).toBe(304);
    const part = await visit(app, owner.site.slug, "/media/hero-shot.jpg", { range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${hero.size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 10));

    const variant = await visit(app, owner.site.slug, "/media/hero-shot.jpg?w=640");
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);

    // The same name again is numbered, never replaced; the list has both, newest first.
    const again = await owner.api.uploadMedia<MediaFile>(owner.site.id, "hero shot.jpg", await photo(200), "team");
    expect(again.body.path).toBe("team/hero-shot.jpg");
    const third = await owner.api.uploadMedia<MediaFile>(owner.site.id, "hero-shot.jpg", await photo(200));
    expect(third.body.path).toBe("hero-shot-2.jpg");
    const list = await owner.api.call<{ media: MediaFile[] }>("GET", `/api/sites/${owner.site.id}/media`);
    expect(list.body.media.map((file) => file.path).sort()).toEqual([
      "hero-shot-2.jpg",
      "hero-shot.jpg",
      "team/hero-shot.jpg",
    ]);

    // Deleted: its address answers 404 at once.
    expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}/media/${hero.id}`)).status).toBe(204);
    expect((await visit(app, owner.site.slug, "/media/hero-shot.jpg")).status).toBe(404);
    expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}/media/${hero.id}`)).status).toBe(404);
  });

  it("refuses by content in the library's words, and never serves the app origin or another site's files", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Careful Bakery");
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);
    const refused = await owner.api.uploadMedia<Refusal>(owner.site.id, "report.exe", exe);
    expect(refused.status).toBe(415);
    expect(refused.body.error.message).toBe("report.exe is not a supported file type");
    const renamed = await owner.api.uploadMedia<Refusal>(owner.site.id, "holiday.jpg", exe);
    expect(renamed.status).toBe(415);
    const huge = await owner.api.uploadMedia<Refusal>(owner.site.id, "video.mp4", Buffer.alloc(26 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toContain("is larger than 25 MB");

    const logo = await owner.api.uploadMedia<MediaFile>(
      owner.site.id,
      "logo.png",
      await sharp({ create: { width: 8, height: 8, channels: 4, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    expect(logo.status).toBe(201);
    const other = await ownerWithSite(app, "Other Bakery");
    expect((await visit(app, other.site.slug, "/media/logo.png")).status).toBe(404);
    expect((await app.request("/media/logo.png")).status).toBe(404);
    expect((await other.api.call("DELETE", `/api/sites/${owner.site.id}/media/${logo.body.id}`)).status).toBe(404);
  });

  it("is asked for through the site front too, and kept behind a protected site's password", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Front Bakery");
    await owner.publish();
    await owner.api.uploadMedia<MediaFile>(owner.site.id, "bread.jpg", await photo(100));
    const listening = await serve(app);
    try {
      const host = `${owner.site.slug}.${app.env.siteDomain}`;
      const answer = await visitOver(listening.port, host, "/media/bread.jpg");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      const visibility = `/api/sites/${owner.site.id}/visibility`;
      expect(
        (await owner.api.call("PUT", visibility, { visibility: "password", password: "secret-loaf" })).status,
      ).toBe(200);
      const locked = await visitOver(listening.port, host, "/media/bread.jpg");
      expect(locked.status).toBe(401);
      expect(await locked.text()).toContain("Password required");
    } finally {
      await listening.close();
    }
  });
});
