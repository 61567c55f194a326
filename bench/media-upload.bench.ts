// Our target for media uploads: a ~5 MB JPEG photo, from the POST of its bytes to the media API of the
// real app (over HTTP, on SQLite, blobs on local disk) until the answer, when the original, its
// thumbnail and its WebP copies are stored, takes at most 1.5 × what sharp alone takes to make the same
// images in the same process as this bench: turned upright and re-encoded without metadata (JPEG,
// quality 90), the 256 px square thumbnail and WebP copies 320, 640, 1280 and 1920 px wide (quality 80),
// written as a sharp user would, from one pipeline with clone() and all at once.
// Each round makes a new photo of noise (as heavy as a real one, and never met before by either side's
// caches); the two sides take turns going first; the figures are medians over the rounds.
// Run: npx tsx bench/media-upload.bench.ts   (BENCH_ROUNDS=n)
import { availableParallelism, loadavg } from "node:os";
import sharp from "sharp";
import { ownerWithSite } from "./bench-app";
import { startBundledApp } from "./http-bench";
import { noiseJpeg } from "./noise-jpeg";
import { median, time } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const TARGET = 1.5;
const WIDTHS = [320, 640, 1280, 1920];

/** The same images the library makes of a JPEG, by sharp alone. */
async function sharpAlone(input: Buffer): Promise<number> {
  const image = sharp(input, { failOn: "error" }).rotate();
  const made = await Promise.all([
    image.clone().jpeg({ quality: 90 }).toBuffer(),
    image.clone().resize(256, 256, { fit: "cover", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ...WIDTHS.map((width) => image.clone().resize({ width }).webp({ quality: 80 }).toBuffer()),
  ]);
  return made.length;
}

type Uploaded = { id: string; size: number; thumbnail_url: string | null; variants: { width: number }[] };

async function main() {
  let ready: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const ours = await startBundledApp(new URL("./bench-app.ts", import.meta.url), ["--app"], (line) => {
    if (line === "ready") ready();
  });
  try {
    await started;
    const owner = await ownerWithSite(ours.port);
    /** Uploads the photo and checks the answer lists everything made; then deletes it, so no round finds its blobs stored. */
    const upload = async (photo: Buffer) => {
      let file: Uploaded | undefined;
      const ms = await time(async () => {
        const answer = await owner.upload("photo.jpg", photo);
        if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.body}`);
        file = JSON.parse(answer.body.toString("utf8")) as Uploaded;
      });
      const widths = file?.variants.map((variant) => variant.width).join(",");
      if (!file?.thumbnail_url || widths !== WIDTHS.join(",")) throw new Error(`upload made ${widths}`);
      await owner.call("DELETE", `/api/sites/${owner.site.id}/media/${file.id}`);
      return ms;
    };
    // Warm-up: the first request of either side pays for loading code.
    const warm = await noiseJpeg(5 * 1024 * 1024);
    await sharpAlone(warm);
    await upload(warm);

    const runs = { sharp: [] as number[], ours: [] as number[] };
    let megabytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const photo = await noiseJpeg(5 * 1024 * 1024);
      megabytes = photo.length / 1024 / 1024;
      const alone = async () => runs.sharp.push(await time(() => sharpAlone(photo)));
      const through = async () => runs.ours.push(await upload(photo));
      for (const measure of round % 2 === 0 ? [alone, through] : [through, alone]) await measure();
    }
    const [mine, theirs] = [median(runs.ours), median(runs.sharp)];
    const ratio = mine / theirs;
    const ok = ratio <= TARGET;
    const { width, height } = await sharp(await noiseJpeg(5 * 1024 * 1024)).metadata();
    console.info(
      `\nMedia upload: a ${megabytes.toFixed(1)} MB JPEG (${width}×${height}), POST to variants stored, ${ROUNDS} rounds alternating with sharp alone; medians`,
    );
    console.info(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(" ");
    console.info(
      `  sharp alone ${theirs.toFixed(0)} ms (${list(runs.sharp)}) | upload ${mine.toFixed(0)} ms (${list(runs.ours)})`,
    );
    console.info(`  ratio ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${ok ? "✓" : "✗"}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    ours.stop();
  }
}

await main();
