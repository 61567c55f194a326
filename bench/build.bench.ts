// The builder's targets, each as a ratio against an anchor measured in the same run:
//   page preview in a warm worker      ≤ 1.2 × raw esbuild build() of the same sources
//   preview after a one-file edit      ≤ 1.2 × esbuild ctx.rebuild() after the same edit
//   publish 20 and 200 generated pages ≤ 0.5 × `vite build` of the same sources (prerender included on our side)
// Anchor and subject runs alternate so both see the same machine load; figures are medians.
// The builder takes React prebuilt once per worker (server/builder/vendor.ts, as Vite pre-bundles dependencies);
// the esbuild anchors bundle React from node_modules in every build, as a plain esbuild set-up would.
// Run: npx tsx bench/build.bench.ts
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { routeForPage } from "@common/page-routes";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import * as esbuild from "esbuild";
import { build as viteBuild } from "vite";
import { createBuilder, type SourceFile } from "../server/builder/builder";
import { commonOptions } from "../server/builder/bundle-options";
import { starterFiles } from "../server/features/sites/starter-files";
import { median, time } from "./stats";

const nodeModules = new URL("../node_modules", import.meta.url).pathname;

/** A real folder with the site's files and the repo's node_modules, for the tools that read disks. */
function writeProject(files: SourceFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), "webcraft-bench-"));
  symlinkSync(nodeModules, join(dir, "node_modules"));
  for (const file of files) writeSource(dir, file);
  return dir;
}

function writeSource(dir: string, file: SourceFile): void {
  mkdirSync(dirname(join(dir, file.path)), { recursive: true });
  writeFileSync(join(dir, file.path), file.content);
}

/** A site like the starter, with `count` pages sharing a layout, a card component and Tailwind. */
function generatedSite(count: number): SourceFile[] {
  const files = starterFiles("Bench Co").filter((file) => !file.path.startsWith("pages/"));
  files.push({
    path: "components/Card.jsx",
    content: `export default function Card({ title, children }) {\n  return (\n    <div className="rounded-lg border p-6 shadow-sm">\n      <h2 className="text-xl font-semibold">{title}</h2>\n      <div className="mt-2 text-slate-600">{children}</div>\n    </div>\n  );\n}\n`,
  });
  for (let index = 0; index < count; index++) {
    const name = index === 0 ? "Index" : `Page${index}`;
    const cards = [1, 2, 3]
      .map(
        (card) => `        <Card title="Topic ${index}.${card}">Details about topic ${card} on page ${index}.</Card>`,
      )
      .join("\n");
    files.push({
      path: `pages/${name}.jsx`,
      content: `import Card from "../components/Card.jsx";\nimport Layout from "../components/Layout.jsx";\n\nexport default function ${name}() {\n  return (\n    <Layout>\n      <h1 className="text-3xl font-bold mt-${index % 12}">Page ${index}</h1>\n      <div className="mt-6 grid gap-4 md:grid-cols-3">\n${cards}\n      </div>\n    </Layout>\n  );\n}\n`,
    });
  }
  return files;
}

/** The same pages as a Vite multi-page app: one HTML entry per route, each mounting its page. */
function viteProject(files: SourceFile[]): { dir: string; input: string[] } {
  const dir = writeProject(files);
  const input: string[] = [];
  for (const file of files) {
    const route = routeForPage(file.path);
    if (route === null) continue;
    const name = route === "/" ? "index" : route.slice(1);
    writeSource(dir, {
      path: `entries/${name}.jsx`,
      content: `import { createRoot } from "react-dom/client";\nimport Page from "../${file.path}";\ncreateRoot(document.getElementById("root")).render(<Page />);\n`,
    });
    const html = route === "/" ? "index.html" : `${name}/index.html`;
    writeSource(dir, {
      path: html,
      content: `<!doctype html>\n<html><head><meta charset="utf-8"><title>${name}</title></head>\n<body><div id="root"></div><script type="module" src="/entries/${name}.jsx"></script></body></html>\n`,
    });
    input.push(join(dir, html));
  }
  return { dir, input };
}

function runVite(project: { dir: string; input: string[] }) {
  return viteBuild({
    root: project.dir,
    configFile: false,
    logLevel: "silent",
    plugins: [react(), tailwindcss()],
    build: { outDir: join(project.dir, "dist"), emptyOutDir: true, rolldownOptions: { input: project.input } },
  });
}

/** The raw esbuild anchor: the preview's options on the real folder, esbuild resolving from disk. */
function rawOptions(dir: string, entry: string): esbuild.BuildOptions {
  return {
    ...commonOptions(),
    absWorkingDir: dir,
    tsconfigRaw: undefined,
    entryPoints: [join(dir, entry)],
    format: "esm",
    conditions: ["style"],
  };
}

const BENCH_SITE = { id: "bench-preview", organizationId: "bench" };

const PREVIEW_ENTRY = {
  path: "preview-entry.jsx",
  content: `import { createRoot } from "react-dom/client";\nimport Page from "./pages/Index.jsx";\ncreateRoot(document.getElementById("root")).render(<Page />);\n`,
};

function report(label: string, ours: number, anchor: number, anchorLabel: string, target: number): boolean {
  const ratio = ours / anchor;
  const verdict = ratio <= target ? "ok" : "MISSED";
  console.info(
    `${label.padEnd(34)} ${ours.toFixed(1).padStart(8)} ms  vs ${anchorLabel} ${anchor.toFixed(1).padStart(8)} ms  = ${ratio.toFixed(2)}× (target ≤ ${target}×) ${verdict}`,
  );
  return ratio <= target;
}

async function benchPreview(builder: ReturnType<typeof createBuilder>): Promise<boolean[]> {
  const files = starterFiles("Bench Co");
  const dir = writeProject([...files, PREVIEW_ENTRY]);
  const anchorTimes: number[] = [];
  const ourTimes: number[] = [];
  await builder.buildPreview(BENCH_SITE, files, "pages/Index.jsx");
  for (let run = 0; run < 30; run++) {
    anchorTimes.push(await time(() => esbuild.build(rawOptions(dir, PREVIEW_ENTRY.path))));
    ourTimes.push(await time(() => builder.buildPreview(BENCH_SITE, files, "pages/Index.jsx")));
  }
  const warm = report("preview, warm worker", median(ourTimes), median(anchorTimes), "esbuild build()", 1.2);

  const context = await esbuild.context(rawOptions(dir, PREVIEW_ENTRY.path));
  await context.rebuild();
  const page = files.find((file) => file.path === "pages/Index.jsx") as SourceFile;
  const editedTimes: number[] = [];
  const rebuildTimes: number[] = [];
  for (let run = 0; run < 30; run++) {
    const edited = { path: page.path, content: page.content.replace("Welcome to", `Welcome (edit ${run}) to`) };
    writeSource(dir, edited);
    rebuildTimes.push(await time(() => context.rebuild()));
    const next = files.map((file) => (file.path === page.path ? edited : file));
    editedTimes.push(await time(() => builder.buildPreview(BENCH_SITE, next, "pages/Index.jsx")));
  }
  await context.dispose();
  rmSync(dir, { recursive: true, force: true });
  const edit = report(
    "preview after a one-file edit",
    median(editedTimes),
    median(rebuildTimes),
    "ctx.rebuild()  ",
    1.2,
  );
  return [warm, edit];
}

async function benchPublish(builder: ReturnType<typeof createBuilder>, pages: number, runs: number): Promise<boolean> {
  const files = generatedSite(pages);
  const project = viteProject(files);
  await runVite(project);
  await builder.buildSite({ ...BENCH_SITE, id: `bench-warmup-${pages}` }, files);
  const viteTimes: number[] = [];
  const ourTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    viteTimes.push(await time(() => runVite(project)));
    // A new site id each run: cold esbuild contexts, as a first publish would have.
    ourTimes.push(await time(() => builder.buildSite({ ...BENCH_SITE, id: `bench-${pages}-${run}` }, files)));
  }
  rmSync(project.dir, { recursive: true, force: true });
  return report(`publish ${pages} pages (prerendered)`, median(ourTimes), median(viteTimes), "vite build     ", 0.5);
}

const builder = createBuilder();
try {
  console.info(
    "Vite anchor: a multi-page app, one HTML entry per page (same sources, React plugin, @tailwindcss/vite), no prerender.",
  );
  console.info("esbuild anchors: the preview's options on the same files on disk, React bundled from node_modules.");
  const results = [
    ...(await benchPreview(builder)),
    await benchPublish(builder, 20, 5),
    await benchPublish(builder, 200, 3),
  ];
  console.info(results.every(Boolean) ? "All build targets met." : "Some build targets were missed.");
} finally {
  await builder.close();
}
