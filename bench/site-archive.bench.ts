// A site as a zip, out and back in, against Info-ZIP on the same files in the same run. A 2,000-file site
// (pages, components and data files of a few KB each) is made on disk; then, each round:
// - theirs: `zip -r` of the folder, and `unzip` of that zip into a new folder;
// - ours: the export of the site through the API (GET, streamed zip), and the import of that zip as a
//   new site (POST multipart, every entry judged, written in one transaction), over HTTP, on SQLite.
// The two sides take turns going first; the figures are medians. Prints ours ÷ theirs.
// Run: npx tsx bench/site-archive.bench.ts   (BENCH_ROUNDS=n, BENCH_FILES=n)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ownerWithSite } from "./bench-app";
import { ensureTools, startBundledApp } from "./http-bench";
import { median, time } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FILES = Number(process.env.BENCH_FILES ?? 2000);

/** A few KB of JSX that reads like a page or a component, different in each file. */
function fileText(i: number): string {
  const items = Array.from(
    { length: 20 },
    (_, n) => `      <li key="${n}">Item ${i}.${n}: R${(i * 7 + n) % 900} — fresh today</li>`,
  );
  return `export default function Part${i}() {\n  return (\n    <ul className="grid gap-2">\n${items.join("\n")}\n    </ul>\n  );\n}\n`;
}

function makeSite(root: string): void {
  for (let i = 0; i < FILES; i++) {
    const folder = join(root, ["pages", "components", "data", "sections"][i % 4] ?? "pages", `group-${i % 25}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `part-${i}.jsx`), fileText(i));
  }
}

function multipart(zip: Buffer, fileName: string): { body: Buffer; type: string } {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\n`),
    Buffer.from("content-type: application/zip\r\n\r\n"),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  ensureTools(["zip", "unzip"]);
  let ready: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const ours = await startBundledApp(new URL("./bench-app.ts", import.meta.url), ["--app"], (line) => {
    if (line === "ready") ready();
  });
  const work = mkdtempSync(join(tmpdir(), "webcraft-archive-bench-"));
  try {
    await started;
    const owner = await ownerWithSite(ours.port);
    const source = join(work, "site");
    makeSite(source);
    execFileSync("zip", ["-r", "-q", join(work, "seed.zip"), "."], { cwd: source });
    const upload = async (zip: Buffer, name: string) => {
      const { body, type } = multipart(zip, name);
      const answer = await owner.call("POST", "/api/sites/import", body, { "content-type": type });
      if (answer.status !== 201) throw new Error(`import: ${answer.status} ${answer.body}`);
      return JSON.parse(answer.body.toString("utf8")) as { id: string };
    };
    // The site to export: the same files, imported once (not timed).
    const site = await upload(readFileSync(join(work, "seed.zip")), "bench.zip");
    const runs = { zip: [] as number[], unzip: [] as number[], exportMs: [] as number[], importMs: [] as number[] };
    let exportedBytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const theirs = async () => {
        const zipPath = join(work, `round-${round}.zip`);
        runs.zip.push(await time(async () => execFileSync("zip", ["-r", "-q", zipPath, "."], { cwd: source })));
        const into = join(work, `unzipped-${round}`);
        runs.unzip.push(await time(async () => execFileSync("unzip", ["-q", zipPath, "-d", into])));
      };
      const mine = async () => {
        let zip: Buffer = Buffer.alloc(0);
        runs.exportMs.push(
          await time(async () => {
            const answer = await owner.call("GET", `/api/sites/${site.id}/export`);
            if (answer.status !== 200) throw new Error(`export: ${answer.status}`);
            zip = answer.body;
          }),
        );
        exportedBytes = zip.byteLength;
        let copy = { id: "" };
        runs.importMs.push(await time(async () => (copy = await upload(zip, "copy.zip"))));
        await owner.call("DELETE", `/api/sites/${copy.id}`);
      };
      for (const measure of round % 2 === 0 ? [theirs, mine] : [mine, theirs]) await measure();
    }
    const theirs = median(runs.zip) + median(runs.unzip);
    const mine = median(runs.exportMs) + median(runs.importMs);
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(" ");
    console.info(`\nSite archive: ${FILES} files, ${ROUNDS} rounds alternating with Info-ZIP; medians`);
    console.info(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
    console.info(
      `  zip -r ${median(runs.zip).toFixed(0)} ms (${list(runs.zip)}) + unzip ${median(runs.unzip).toFixed(0)} ms (${list(runs.unzip)}) = ${theirs.toFixed(0)} ms`,
    );
    console.info(
      `  export ${median(runs.exportMs).toFixed(0)} ms (${list(runs.exportMs)}, ${(exportedBytes / 1024).toFixed(0)} KB) + import ${median(runs.importMs).toFixed(0)} ms (${list(runs.importMs)}) = ${mine.toFixed(0)} ms`,
    );
    console.info(`  ratio ours ÷ Info-ZIP ${(mine / theirs).toFixed(1)}`);
  } finally {
    ours.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
