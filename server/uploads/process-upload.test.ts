import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { animatedPng, gifFrames, jpegWithGps, picture, solidPng, svg } from "../test/corpus-files";
import { processUpload } from "./process-upload";
import type { AcceptedMedia } from "./processed-media";

async function accept(name: string, bytes: Buffer): Promise<AcceptedMedia> {
  const result = await processUpload({ name, bytes });
  if ("error" in result) throw new Error(`refused: ${result.error}`);
  return result;
}

describe("processUpload: images", () => {
  it("turns a photo upright by its EXIF orientation and reports the upright size", async () => {
    const media = await accept("sideways.jpg", await jpegWithGps(6));
    expect([media.width, media.height]).toEqual([20, 40]);
    const stored = await sharp(media.bytes).metadata();
    expect([stored.width, stored.height, stored.orientation, stored.exif]).toEqual([20, 40, undefined, undefined]);
  });

  it("makes WebP copies at each standard width narrower than the image, and a square thumbnail", async () => {
    const media = await accept("banner.png", await solidPng(2000, 1000));
    expect(media).toMatchObject({
      name: "banner.png",
      ext: "png",
      mime: "image/png",
      kind: "image",
      width: 2000,
      height: 1000,
    });
    expect(media.variants.map(({ width, height, mime }) => [width, height, mime])).toEqual([
      [320, 160, "image/webp"],
      [640, 320, "image/webp"],
      [1280, 640, "image/webp"],
      [1920, 960, "image/webp"],
    ]);
    for (const variant of media.variants) expect((await sharp(variant.bytes).metadata()).format).toBe("webp");
    expect(media.thumbnail).toMatchObject({ width: 256, height: 256, mime: "image/webp" });
  });

  it("makes no copy as wide as the image or wider, and never enlarges the thumbnail", async () => {
    expect((await accept("a.jpg", await picture("jpeg", 320, 100))).variants).toEqual([]);
    expect((await accept("b.webp", await picture("webp", 321, 100))).variants.map((v) => v.width)).toEqual([320]);
    expect((await accept("tiny.png", await picture("png", 40, 30))).thumbnail).toMatchObject({ width: 40, height: 30 });
  });

  it("keeps every frame of an animated GIF and WebP, without narrower copies", async () => {
    const frames = await Promise.all(
      ["red", "lime", "blue"].map((background) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    for (const format of ["gif", "webp"] as const) {
      const animation = await sharp(frames, { join: { animated: true } })
        .toFormat(format)
        .toBuffer();
      const media = await accept(`anim.${format}`, animation);
      expect([media.width, media.height, media.variants]).toEqual([400, 200, []]);
      expect((await sharp(media.bytes, { animated: true }).metadata()).pages).toBe(3);
      expect(media.thumbnail).toMatchObject({ width: 256, height: 200 });
    }
  });

  it("keeps the frames of an animated PNG and draws its thumbnail from the first", async () => {
    const media = await accept("spinner.png", await animatedPng());
    expect([media.mime, media.width, media.height, media.variants]).toEqual(["image/png", 6, 4, []]);
    expect(media.bytes.toString("latin1")).toContain("fdAT");
    const { data } = await sharp(media.thumbnail?.bytes).raw().toBuffer({ resolveWithObject: true });
    const [red = 0, , blue = 255] = data;
    expect([red > 200, blue < 50]).toEqual([true, true]);
  });

  it("takes an animation within the frame budget", async () => {
    const media = await accept("ok.gif", gifFrames(100, 100, 50));
    expect([media.width, media.height]).toEqual([100, 100]);
  });
});

describe("processUpload: names", () => {
  it("keeps an extension that fits the content and corrects one that does not", async () => {
    const jpeg = await picture("jpeg");
    expect((await accept("Photo.JPEG", jpeg)).name).toBe("Photo.jpeg");
    expect((await accept("Photo.jpg", jpeg)).ext).toBe("jpg");
    expect((await accept("photo.png", jpeg)).name).toBe("photo.jpg");
    expect((await accept("no extension", jpeg)).name).toBe("no-extension.jpg");
  });
});

describe("processUpload: SVG", () => {
  it("keeps the cleaned drawing with its declared size, a thumbnail and no copies", async () => {
    const media = await accept(
      "Logo Mark.svg",
      svg("<circle cx='5' cy='5' r='5' fill='red'/>", " width='200' height='100'"),
    );
    expect(media).toMatchObject({
      name: "Logo-Mark.svg",
      mime: "image/svg+xml",
      kind: "image",
      width: 200,
      height: 100,
      variants: [],
    });
    expect(media.thumbnail).toMatchObject({ width: 256, height: 256, mime: "image/webp" });
  });

  it("does not hold a drawing's declared size against it: it is drawn small for the thumbnail", async () => {
    const media = await accept("huge.svg", svg("<rect width='10' height='10'/>", " width='100000' height='100000'"));
    expect([media.width, media.height]).toEqual([100000, 100000]);
    expect(media.thumbnail).toMatchObject({ width: 256, height: 256 });
  });

  it("keeps a drawing with much markup without a thumbnail, rather than spend seconds drawing it", async () => {
    const media = await accept("map.svg", svg("<rect width='1' height='1'/>".repeat(40_000)));
    expect([media.width, media.height, media.thumbnail]).toEqual([10, 10, null]);
  });
});

describe("processUpload: video, PDF and fonts", () => {
  it("keeps them as uploaded, without size or thumbnail", async () => {
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect(await accept("Price list.pdf", pdf)).toEqual({
      name: "Price-list.pdf",
      ext: "pdf",
      mime: "application/pdf",
      kind: "pdf",
      bytes: pdf,
      width: null,
      height: null,
      thumbnail: null,
      variants: [],
    });
  });
});
