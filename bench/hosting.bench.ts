// Our target for published sites: throughput with wrk against nginx (Debian), same files, same run:
//   2 KB HTML page   ≥ 70 % of nginx's requests/s      200 KB JS file   ≥ 90 %      p99 ≤ 1.5 × nginx's
// One serving process each (nginx: one worker, sendfile, open_file_cache; ours: the real app on SQLite,
// whose site front process answers site hosts from memory), one wrk thread. The two servers take turns
// in short runs (11 rounds of 2 s, the first to go alternating), and the figures are medians over the
// rounds; p99 is compared within each round. A p99 from one run swings 3× on this 2-core machine as
// other processes wake up, whichever server is measured.
// gzip is OFF on both sides: wrk sends no Accept-Encoding, nginx has `gzip off`, we answer the identity bytes.
// Loopback only; about 100 s. Installs nginx and wrk with apt-get when missing.
// Run: npx tsx bench/hosting.bench.ts   (BENCH_PIN=1 pins the servers to one core and wrk to another;
// BENCH_ROUNDS=n changes the number of rounds)
import { availableParallelism, loadavg } from "node:os";
import { benchFiles, FILES, SITE_HOST } from "./hosting-site";
import {
  alternate,
  CONNECTIONS,
  compare,
  ensureTools,
  fetchBytes,
  type Pair,
  startBundledApp,
  startNginx,
  waitUntilServing,
} from "./http-bench";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const SECONDS = 2;
const TARGETS = { html: 0.7, js: 0.9 };
const P99_LIMIT = 1.5;

async function main() {
  ensureTools();
  const files = benchFiles();
  const nginx = await startNginx({ [FILES.html]: files.html, [FILES.js]: files.js });
  const ours = await startBundledApp(new URL("./hosting-site.ts", import.meta.url), ["--serve"], () => undefined);
  try {
    await Promise.all([nginx, ours].map((server) => waitUntilServing(server, SITE_HOST, `/${FILES.js}`)));
    for (const [name, path] of Object.entries(FILES)) {
      const [a, b] = await Promise.all(
        [nginx, ours].map(async ({ port }) => (await fetchBytes(port, SITE_HOST, `/${path}`)).body),
      );
      if (!a?.equals(files[name as keyof typeof FILES]) || !b?.equals(a))
        throw new Error(`${path}: the servers answer different bytes`);
    }
    const paths = { html: `/${FILES.html}`, js: `/${FILES.js}` };
    report(alternate({ nginx, ours }, SITE_HOST, paths, ROUNDS, SECONDS));
  } finally {
    nginx.stop();
    ours.stop();
  }
}

function report(results: Record<string, Pair>) {
  const load = loadavg()[0]?.toFixed(1);
  console.info(
    `\nPublished-site throughput: wrk -t1 -c${CONNECTIONS}, ${ROUNDS}×${SECONDS}s alternating; medians, p99 as the median of each round's ratio`,
  );
  console.info(`gzip off on both sides; load average ${load} on ${availableParallelism()} cores`);
  let failed = false;
  for (const [name, pair] of Object.entries(results)) {
    const { rpsRatio, p99Ratio, cpuRatio, line, p99Rounds } = compare(pair);
    const target = TARGETS[name as keyof typeof TARGETS];
    const ok = rpsRatio >= target && p99Ratio <= P99_LIMIT;
    failed ||= !ok;
    console.info(`  ${name === "html" ? "2 KB HTML" : "200 KB JS"}  ${line}`);
    console.info(`    ${p99Rounds}`);
    console.info(
      `    throughput ${(rpsRatio * 100).toFixed(0)} % of nginx (target ≥ ${target * 100} %), p99 ${p99Ratio.toFixed(2)}× (≤ ${P99_LIMIT}), server CPU per request ${cpuRatio.toFixed(2)}× ${ok ? "✓" : "✗"}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
