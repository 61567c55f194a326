import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf, PAGE, site, testSite } from "./build-test-kit";
import { type Builder, createBuilder } from "./builder";

// Smaller caps so the bombs go off sooner; the defaults are 10 s and 512 MB. 5,000 modules take a few
// seconds on a busy two-core machine (every import is a plugin call), hence no less than 8 s.
const TIMEOUT_MS = 8_000;
const MEMORY_MB = 128;
let builder: Builder;
beforeAll(() => {
  builder = createBuilder({ workers: 2, timeoutMs: TIMEOUT_MS, memoryMb: MEMORY_MB });
});
afterAll(() => builder.close());

/** A normal page keeps building while a bomb goes off, and after it. */
async function stillAnswering(during: Promise<unknown>): Promise<void> {
  const files = site({ "pages/Index.jsx": PAGE });
  const [beside] = await Promise.all([builder.buildPreview(testSite("bystander"), files, "pages/Index.jsx"), during]);
  expect(beside.html).toContain("Hello");
  const after = await builder.buildSite(testSite("bystander"), files);
  expect(after.pages).toEqual([{ route: "/", file: "index.html" }]);
}

function page(body: string): string {
  return `export default function Index() {\n${body}\n}\n`;
}

describe("bombs are contained and the builder keeps answering", () => {
  it("refuses brackets and JSX nested 100,000 deep before esbuild sees them", async () => {
    const brackets = site({
      "pages/Index.jsx": `export const x = ${"[".repeat(100_000)}${"]".repeat(100_000)};\n${PAGE}`,
    });
    const jsx = site({ "pages/Index.jsx": page(`  return ${"<i>".repeat(100_000)}${"</i>".repeat(100_000)};`) });
    for (const files of [brackets, jsx]) {
      const error = await buildErrorOf(builder.buildPreview(testSite("nesting"), files, "pages/Index.jsx"));
      expect(error).toMatchObject({ status: 422, problems: [{ file: "pages/Index.jsx" }] });
      expect(error.message).toContain("nest more than");
    }
  });

  it("ends only its worker when the bundler itself blows up (a 1.9 MB chain of '!')", async () => {
    const files = site({ "pages/Index.jsx": `export const x = ${"!".repeat(1_900_000)}0;\n${PAGE}` });
    const bomb = buildErrorOf(builder.buildPreview(testSite("operators"), files, "pages/Index.jsx"));
    await stillAnswering(bomb);
    expect((await bomb).status).toBe(503);
  });

  it("refuses a 10 MB string literal by size before building", async () => {
    const files = site({ "pages/Index.jsx": `export const big = "${"x".repeat(10 * 1024 * 1024)}";\n${PAGE}` });
    const error = await buildErrorOf(builder.buildPreview(testSite("literal"), files, "pages/Index.jsx"));
    expect(error.status).toBe(413);
    expect(error.problems[0]?.file).toBe("pages/Index.jsx");
  });

  it("previews 5,000 modules within the limits", async () => {
    const modules: Record<string, string> = {};
    for (let index = 0; index < 5_000; index++) {
      modules[`lib/m${index}.js`] =
        index === 4_999 ? "export default 1;" : `import next from "./m${index + 1}.js";\nexport default next + 1;`;
    }
    modules["pages/Index.jsx"] = `import total from "../lib/m0.js";\n${page("  return <p>{total}</p>;")}`;
    const build = builder.buildPreview(testSite("modules"), site(modules), "pages/Index.jsx");
    await stillAnswering(build);
    expect((await build).html).toContain("m4999.js");
  }, 30_000);

  it("builds an import cycle", async () => {
    const files = site({
      "a.js": 'import { b } from "./b.js";\nexport const a = () => "a" + b.length;',
      "b.js": 'import { a } from "./a.js";\nexport const b = "bb";\nexport const viaA = () => a();',
      "pages/Index.jsx": `import { viaA } from "../b.js";\n${page("  return <p>{viaA()}</p>;")}`,
    });
    const result = await builder.buildSite(testSite("cycle"), files);
    expect(result.assets.find((item) => item.path === "index.html")?.content.toString()).toContain("<p>a2</p>");
  });

  it("stops an infinite loop during prerender at the timeout and replaces the worker", async () => {
    const files = site({ "pages/Index.jsx": page("  while (true) {}") });
    const bomb = buildErrorOf(builder.buildSite(testSite("loop"), files));
    await stillAnswering(bomb);
    const error = await bomb;
    expect(error).toMatchObject({
      status: 503,
      message: `The build took longer than ${TIMEOUT_MS / 1000} s and was stopped`,
    });
  }, 20_000);

  const memoryHogs: [title: string, siteId: string, grow: string][] = [
    ["exhausts the heap during prerender and replaces the worker", "heap", "new Array(100_000).fill(hog.length)"],
    ["fills memory outside the heap (typed arrays)", "buffers", "new Uint8Array(64 * 1024 * 1024).fill(1)"],
  ];
  for (const [title, siteId, grow] of memoryHogs) {
    it(`stops a page that ${title}`, async () => {
      const files = site({ "pages/Index.jsx": page(`  const hog = [];\n  for (;;) hog.push(${grow});`) });
      const bomb = buildErrorOf(builder.buildSite(testSite(siteId), files));
      await stillAnswering(bomb);
      expect(await bomb).toMatchObject({
        status: 503,
        message: `The build used more than ${MEMORY_MB} MB of memory and was stopped`,
      });
    }, 20_000);
  }
});
