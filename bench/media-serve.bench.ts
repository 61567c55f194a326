// Our target for media on a site's hosts: a 200 KB JPEG from the media library at
// http://{slug}.localhost:PORT/media/photo.jpg answers at least 90 % of the requests per second nginx
// (Debian) answers for the same bytes from disk, in the same run. Ours is the real app on SQLite with
// its site front, the photo uploaded through the media API (so the bytes are what the library stored);
// nginx gets those bytes as a file. Measured as hosting.bench.ts measures (bench/http-bench.ts): wrk
// -t1 -c32, the two servers taking turns in rounds of 2 s, medians. Installs nginx and wrk when missing.
// Run: npx tsx bench/media-serve.bench.ts   (BENCH_ROUNDS=n, BENCH_PIN=1 as in hosting.bench.ts)
import { availableParallelism, loadavg } from "node:os";
import { ownerWithSite } from "./bench-app";
import {
  alternate,
  CONNECTIONS,
  compare,
  ensureTools,
  fetchBytes,
  startBundledApp,
  startNginx,
  waitUntilServing,
} from "./http-bench";
import { noiseJpeg } from "./noise-jpeg";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const SECONDS = 2;
const TARGET = 0.9;
const PHOTO = "/media/photo.jpg";

async function main() {
  ensureTools();
  let ready: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const ours = await startBundledApp(new URL("./bench-app.ts", import.meta.url), ["--app"], (line) => {
    if (line === "ready") ready();
  });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    await started;
    const owner = await ownerWithSite(ours.port);
    // The library re-encodes the photo a little smaller: about 200 KB stored.
    const uploaded = await owner.upload("photo.jpg", await noiseJpeg(216 * 1024));
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.body}`);
    const stored = await fetchBytes(ours.port, owner.siteHost, PHOTO);
    if (stored.status !== 200) throw new Error(`${PHOTO}: ${stored.status}`);
    nginx = await startNginx({ [PHOTO.slice(1)]: stored.body });
    await waitUntilServing(nginx, owner.siteHost, PHOTO);
    if (!(await fetchBytes(nginx.port, owner.siteHost, PHOTO)).body.equals(stored.body)) {
      throw new Error("the servers answer different bytes");
    }
    const results = alternate({ nginx, ours }, owner.siteHost, { photo: PHOTO }, ROUNDS, SECONDS);
    const { rpsRatio, p99Ratio, cpuRatio, line, p99Rounds } = compare(results.photo ?? { nginx: [], ours: [] });
    const ok = rpsRatio >= TARGET;
    console.info(
      `\nMedia from a site host: ${(stored.body.length / 1024).toFixed(0)} KB JPEG at ${owner.siteHost}${PHOTO}; wrk -t1 -c${CONNECTIONS}, ${ROUNDS}×${SECONDS}s alternating with nginx; medians`,
    );
    console.info(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
    console.info(`  ${line}`);
    console.info(`    ${p99Rounds}`);
    console.info(
      `  ratio ${rpsRatio.toFixed(2)} of nginx's requests/s (target ≥ ${TARGET}), p99 ${p99Ratio.toFixed(2)}×, server CPU per request ${cpuRatio.toFixed(2)}× ${ok ? "✓" : "✗"}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    nginx?.stop();
    ours.stop();
  }
}

await main();
