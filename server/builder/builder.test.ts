import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { starterFiles } from "../features/sites/starter-files";
import { buildErrorOf, PAGE, site, testSite } from "./build-test-kit";
import { type Builder, createBuilder } from "./builder";
import { MAX_BUILD_FILE_BYTES } from "./limits";

let builder: Builder;
beforeAll(() => {
  builder = createBuilder({ workers: 2 });
});
afterAll(() => builder.close());

function asset(result: { assets: { path: string; content: Buffer }[] }, path: string): string {
  const found = result.assets.find((item) => item.path === path);
  expect(found, `asset ${path}`).toBeDefined();
  return found?.content.toString("utf8") ?? "";
}

describe("the starter site", () => {
  const files = starterFiles("Acme Bakery");

  it("previews as one self-contained document with Tailwind compiled for its classes", async () => {
    const { html } = await builder.buildPreview(testSite("starter"), files, "pages/Index.jsx");
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<script type="module">');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain("Welcome to ");
    expect(html).toContain("Acme Bakery");
    expect(html).toContain(".bg-indigo-600");
    expect(html).toContain(".max-w-5xl");
    expect(html).not.toContain(".bg-rose-900");
  });

  it("publishes its pages prerendered, hydrated by shared content-hashed assets, with a 404 page", async () => {
    const result = await builder.buildSite(testSite("starter"), files);
    expect(result.pages).toEqual([
      { route: "/about", file: "about/index.html" },
      { route: "/contact", file: "contact/index.html" },
      { route: "/", file: "index.html" },
      { route: "/blog", file: "blog/index.html" },
    ]);
    const index = asset(result, "index.html");
    expect(index).toContain("Welcome to <!-- -->Acme Bakery");
    const about = asset(result, "about/index.html");
    expect(about).toContain("About <!-- -->Acme Bakery");
    for (const html of [index, about]) {
      const refs = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((match) => match[1] as string);
      expect(refs.length).toBeGreaterThanOrEqual(3);
      for (const ref of refs) {
        expect(ref).toMatch(/^assets\/[\w-]+-[\w]{8,}\.(js|css)$/);
        expect(result.assets.map((item) => item.path)).toContain(ref);
      }
    }
    const stylesheet = index.match(/href="\/(assets\/style-[^"]+\.css)"/)?.[1] ?? "";
    expect(about).toContain(stylesheet);
    expect(asset(result, stylesheet)).toContain(".bg-indigo-600");
    const vendor = index.match(/href="\/(assets\/vendor-[^"]+\.js)"/)?.[1] ?? "";
    expect(asset(result, vendor)).toContain("hydrateRoot");
    expect(asset(result, "404.html")).toContain("Page not found");
    expect(result.totalBytes).toBe(result.assets.reduce((sum, item) => sum + item.content.byteLength, 0));
    expect(result.assets.find((item) => item.path === "index.html")?.contentType).toBe("text/html; charset=utf-8");
  });
});

describe("previews", () => {
  it("rebuild incrementally: an edit shows up with the classes it adds", async () => {
    const before = site({ "pages/Index.jsx": PAGE });
    expect((await builder.buildPreview(testSite("edits"), before, "pages/Index.jsx")).html).not.toContain(
      ".text-rose-700",
    );
    const after = site({
      "pages/Index.jsx": PAGE.replace('"p-4"', '"p-4 text-rose-700"').replace("Hello", "Edited"),
      "styles.css": '@import "tailwindcss";',
    });
    after.push({ path: "components/Use.jsx", content: 'import "../styles.css";' });
    after[0] = { path: "pages/Index.jsx", content: `import "../components/Use.jsx";\n${after[0]?.content}` };
    const { html } = await builder.buildPreview(testSite("edits"), after, "pages/Index.jsx");
    expect(html).toContain("Edited");
    expect(html).toContain(".text-rose-700");
  });

  it("resolve extensions, index files, JSON, TypeScript, text and images like a bundler", async () => {
    const files = site({
      "pages/Index.tsx": `import Card from "../components/card";\nimport data from "../data.json";\nimport notes from "../notes.md";\nimport logo from "../logo.svg";\nexport default function Index(): JSX.Element {\n  return <Card title={data.title + notes} logo={logo} />;\n}\n`,
      "components/card/index.jsx": `export default function Card({ title, logo }) { return <img alt={title} src={logo} />; }\n`,
      "data.json": '{ "title": "From JSON" }',
      "notes.md": "and markdown",
      "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const { html } = await builder.buildPreview(testSite("resolve"), files, "pages/Index.tsx");
    expect(html).toContain("From JSON");
    expect(html).toContain("and markdown");
    expect(html).toContain("data:image/svg+xml");
  });

  it("answer a syntax error with 422 and the file, line and column", async () => {
    const files = site({
      "pages/Index.jsx": "export default function Index() {\n  const x = 1;\n  return <main></div>;\n}\n",
    });
    const error = await buildErrorOf(builder.buildPreview(testSite("syntax"), files, "pages/Index.jsx"));
    expect(error.status).toBe(422);
    expect(error.problems[0]).toMatchObject({ file: "pages/Index.jsx", line: 3 });
    expect(error.problems[0]?.column).toBeGreaterThanOrEqual(1);
    expect(error.message).toMatch(/^pages\/Index\.jsx:3:\d+: /);
  });

  it("answer a missing import with 422 naming the importing file", async () => {
    const files = site({ "pages/Index.jsx": `import Nav from "../components/Nav";\n${PAGE}` });
    const error = await buildErrorOf(builder.buildPreview(testSite("missing"), files, "pages/Index.jsx"));
    expect(error.status).toBe(422);
    expect(error.problems[0]).toMatchObject({ file: "pages/Index.jsx", line: 1, column: 17 });
    expect(error.message).toContain('Could not find "../components/Nav"');
  });

  it("blame a page without a default export, not the builder's entry", async () => {
    const files = site({ "pages/Index.jsx": "export const Index = () => null;\n" });
    const error = await buildErrorOf(builder.buildPreview(testSite("no-default"), files, "pages/Index.jsx"));
    expect(error.problems).toEqual([
      { file: "pages/Index.jsx", line: null, column: null, message: expect.stringContaining("must default-export") },
    ]);
  });

  it("answer an unknown page with 400 and oversized sources with 413 before building", async () => {
    const files = site({ "pages/Index.jsx": PAGE });
    const missing = await buildErrorOf(builder.buildPreview(testSite("x"), files, "pages/Nope.jsx"));
    expect(missing).toMatchObject({ status: 400, message: "Page not found: pages/Nope.jsx" });
    const big = site({ "pages/Index.jsx": PAGE, "big.txt": "x".repeat(MAX_BUILD_FILE_BYTES + 1) });
    const tooBig = await buildErrorOf(builder.buildPreview(testSite("x"), big, "pages/Index.jsx"));
    expect(tooBig.status).toBe(413);
    expect(tooBig.problems[0]?.file).toBe("big.txt");
    const many = site(
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`part${i}.txt`, "y".repeat(MAX_BUILD_FILE_BYTES)])),
    );
    expect((await buildErrorOf(builder.buildSite(testSite("x"), many))).status).toBe(413);
    const badPath = await buildErrorOf(builder.buildSite(testSite("x"), [{ path: "../escape.jsx", content: PAGE }]));
    expect(badPath.status).toBe(400);
  });
});

describe("the worker pool", () => {
  it("queues builds beyond its workers and answers them all", async () => {
    const builds = Array.from({ length: 6 }, (_, index) =>
      builder.buildPreview(
        testSite(`queue-${index}`),
        site({ "pages/Index.jsx": PAGE.replace("Hello", `Site ${index}`) }),
        "pages/Index.jsx",
      ),
    );
    const pages = await Promise.all(builds);
    for (const [index, page] of pages.entries()) expect(page.html).toContain(`Site ${index}`);
  });

  it("rejects running and later builds with 503 once closed", async () => {
    const closing = createBuilder({ workers: 1 });
    const running = buildErrorOf(closing.buildSite(testSite("closing"), site({ "pages/Index.jsx": PAGE })));
    await closing.close();
    expect(await running).toMatchObject({ status: 503, message: "The builder is shutting down" });
    const later = await buildErrorOf(
      closing.buildPreview(testSite("closing"), site({ "pages/Index.jsx": PAGE }), "pages/Index.jsx"),
    );
    expect(later.status).toBe(503);
  });
});

describe("publishing", () => {
  it("routes nested pages, uses pages/404.jsx and shares one stylesheet", async () => {
    const files = site({
      "styles.css": '@import "tailwindcss";',
      "pages/Index.jsx": `import "../styles.css";\n${PAGE}`,
      "pages/blog/MyPost.jsx": `import "../../styles.css";\nexport default function Post() { return <article className="m-2">Post</article>; }\n`,
      "pages/404.jsx": `export default function Missing() { return <h1>Nothing here</h1>; }\n`,
    });
    const result = await builder.buildSite(testSite("nested"), files);
    expect(result.pages.map((page) => page.route).sort()).toEqual(["/", "/404", "/blog/my-post"]);
    expect(asset(result, "blog/my-post/index.html")).toContain('<article class="m-2">Post</article>');
    expect(asset(result, "404.html")).toContain("<h1>Nothing here</h1>");
    expect(result.assets.filter((item) => item.path.endsWith(".css"))).toHaveLength(1);
  });

  it("refuses two pages on one route and names the page that fails to prerender", async () => {
    const clash = site({ "pages/About.jsx": PAGE, "pages/about/Index.jsx": PAGE });
    const error = await buildErrorOf(builder.buildSite(testSite("clash"), clash));
    expect(error.status).toBe(422);
    expect(error.message).toContain("both publish /about");
    const broken = site({
      "pages/Index.jsx": PAGE,
      "pages/Boom.jsx": `export default function Boom() { throw new Error("kaboom"); }\n`,
    });
    const failed = await buildErrorOf(builder.buildSite(testSite("boom"), broken));
    expect(failed.status).toBe(422);
    expect(failed.problems).toEqual([
      { file: "pages/Boom.jsx", line: null, column: null, message: "Prerender failed: kaboom" },
    ]);
  });

  it("moves a page's own <title> and <meta> into the head, replacing the default title", async () => {
    const page = `export default function Index() {\n  return <main><title>Fresh Bread Daily</title><meta name="description" content="Bakery" /><h1>Hi</h1></main>;\n}\n`;
    const index = asset(await builder.buildSite(testSite("title"), site({ "pages/Index.jsx": page })), "index.html");
    const head = index.slice(0, index.indexOf("</head>"));
    expect(head).toContain("<title>Fresh Bread Daily</title>");
    expect(head).toContain('<meta name="description" content="Bakery"/>');
    expect(index.match(/<title>/g)).toHaveLength(1);
    expect(index).toContain('<div id="root"><main><h1>Hi</h1></main></div>');
  });

  it("emits imported images as hashed assets, decoded from the data URLs sites store them as", async () => {
    const pixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const files = site({
      "hero.png": `data:image/png;base64,${pixel}`,
      "styles.css": ".hero { background: url(./hero.png), url(https://cdn.example/pattern.svg); }",
      "pages/Index.jsx": `import "../styles.css";
import hero from "../hero.png";
export default function Index() { return <img className="hero" src={hero} alt="" />; }
`,
    });
    const result = await builder.buildSite(testSite("images"), files);
    const image = result.assets.find((item) => item.path.endsWith(".png"));
    expect(image?.path).toMatch(/^assets\/hero-\w{8}\.png$/);
    expect(image?.contentType).toBe("image/png");
    expect(image?.content.equals(Buffer.from(pixel, "base64"))).toBe(true);
    expect(asset(result, "index.html")).toContain(`src="/${image?.path}"`);
    const stylesheet = result.assets.find((item) => item.path.endsWith(".css"))?.content.toString() ?? "";
    expect(stylesheet).toContain(`url("/${image?.path}")`);
    expect(stylesheet).toContain("https://cdn.example/pattern.svg");
  });

  it("prerenders in a context without process, require, host globals or code generation from strings", async () => {
    const probe = `export default function Probe() {
  let escaped = "none";
  try { escaped = globalThis.constructor.constructor("return typeof process")(); } catch { escaped = "threw"; }
  let required = "none";
  try { required = typeof require(["f", "s"].join("")); } catch { required = "threw"; }
  const reach = [typeof process, typeof globalThis.fetch, typeof setTimeout, typeof Buffer, escaped, required].join(",");
  return <p>{reach}</p>;
}
`;
    const result = await builder.buildSite(testSite("probe"), site({ "pages/Index.jsx": probe }));
    expect(asset(result, "index.html")).toContain("<p>undefined,undefined,undefined,undefined,threw,threw</p>");
  });
});
