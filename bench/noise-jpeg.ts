import sharp from "sharp";

/**
 * A JPEG of gaussian noise, 4:3, whose size is within a few per cent of `bytes`: noise does not
 * compress, so the file is as heavy as a photo of that size and its pixels cost as much to decode.
 */
export async function noiseJpeg(bytes: number, quality = 90): Promise<Buffer> {
  let width = 640;
  let jpeg = Buffer.alloc(0);
  for (let attempt = 0; attempt < 4; attempt++) {
    const height = Math.round((width * 3) / 4);
    const noise = { type: "gaussian" as const, mean: 128, sigma: 40 };
    jpeg = await sharp({ create: { width, height, channels: 3, background: "#808080", noise } })
      .jpeg({ quality })
      .toBuffer();
    if (Math.abs(jpeg.length - bytes) / bytes < 0.03) break;
    width = Math.round(width * Math.sqrt(bytes / jpeg.length));
  }
  return jpeg;
}
