import { randomBytes } from "node:crypto";
import type { PreviewUrl } from "@common/schemas/build";
import type { MediaFile } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it } from "vitest";
import { openPreview, ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { PREVIEW_MEDIA_GRACE_MS } from "./preview-media";
import { signedPreviewUrl } from "./preview-signing";

const photo = (width: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

function sign(app: TestApp, siteId: string, expiresAt: number) {
  return signedPreviewUrl(app.env.previewOrigin, app.env.authSecret, {
    id: randomBytes(16).toString("base64url"),
    siteId,
    pagePath: "pages/Index.jsx",
    expiresAt,
    hasSnapshot: false,
  });
}

const inSeconds = (ms: number) => Math.floor((Date.now() + ms) / 1000);

describeEachDb("media on the preview origin", (use) => {
  it("answers the previewed site's files to its preview pages, and nothing to anyone else", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Preview Media");
    const other = await ownerWithSite(app, "Other Media");
    expect((await owner.api.uploadMedia<MediaFile>(owner.site.id, "hero.jpg", await photo(800))).status).toBe(201);
    expect((await other.api.uploadMedia<MediaFile>(other.site.id, "secret.jpg", await photo(400))).status).toBe(201);

    const issued = await owner.api.call<PreviewUrl>("POST", `/api/sites/${owner.site.id}/preview-url`, {
      page_path: "pages/Index.jsx",
    });
    const page = await openPreview(app, issued.body.url);
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data: blob: https:");
    const media = (path: string, referer?: string) =>
      openPreview(app, `${app.env.previewOrigin}${path}`, { headers: referer ? { referer } : {} });

    const served = await media("/media/hero.jpg", issued.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("set-cookie")).toBeNull();
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);
    const variant = await media("/media/hero.jpg?w=640", issued.body.url);
    expect(variant.headers.get("content-type")).toBe("image/webp");

    // No Referer, a forged signature, another origin's page, another site's file: the same 404.
    const forged = issued.body.url.replace(/sig=[^&]+/, "sig=AAAA");
    const elsewhere = issued.body.url.replace(app.env.previewOrigin, "https://evil.example");
    for (const referer of [undefined, forged, elsewhere, "not a url"]) {
      const refused = await media("/media/hero.jpg", referer);
      expect(refused.status, String(referer)).toBe(404);
      expect(await refused.text()).toContain("File not found");
    }
    expect((await media("/media/secret.jpg", issued.body.url)).status).toBe(404);

    // An open preview keeps its images for a while after its URL expired; not forever.
    const lately = sign(app, owner.site.id, inSeconds(-PREVIEW_MEDIA_GRACE_MS + 60_000));
    expect((await media("/media/hero.jpg", lately)).status).toBe(200);
    const long = sign(app, owner.site.id, inSeconds(-PREVIEW_MEDIA_GRACE_MS - 60_000));
    expect((await media("/media/hero.jpg", long)).status).toBe(404);
    // The page itself is not served past its expiry.
    expect((await openPreview(app, lately)).status).toBe(404);
  });

  it("gives preview and publish the library's sizes, so Image writes srcset", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Srcset Bakery");
    await owner.api.uploadMedia<MediaFile>(owner.site.id, "hero.jpg", await photo(1400));
    await owner.save(
      "pages/About.jsx",
      `import { Image } from "webcraft";\nexport default function About() {\n  return <Image src="/media/hero.jpg" alt="Our shop" />;\n}\n`,
    );
    const issued = await owner.api.call<PreviewUrl>("POST", `/api/sites/${owner.site.id}/preview-url`, {
      page_path: "pages/About.jsx",
    });
    expect(await (await openPreview(app, issued.body.url)).text()).toContain(
      '"hero.jpg": [1400, 700, [320, 640, 1280]]',
    );
    await owner.publish();
    const html = await (await visit(app, owner.site.slug, "/about")).text();
    expect(html).toContain('width="1400" height="700"');
    expect(html).toContain("/media/hero.jpg?w=1280 1280w, /media/hero.jpg 1400w");
  });
});
