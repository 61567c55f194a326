import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf, site, testSite } from "./build-test-kit";
import { type Builder, createBuilder } from "./builder";
import type { SitePost } from "./content-module";

let builder: Builder;
beforeAll(() => {
  builder = createBuilder({ workers: 1 });
});
afterAll(() => builder.close());

function post(slug: string, overrides: Partial<SitePost> = {}): SitePost {
  return {
    id: `id-${slug}`,
    slug,
    title: `Title of ${slug}`,
    excerpt: `About ${slug}`,
    cover_image: "/media/cover.jpg",
    tags: ["news"],
    author_name: "Ana",
    published_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-21T10:00:00.000Z",
    html: `<p>Body of ${slug}</p>`,
    ...overrides,
  };
}

const FILES = {
  "pages/Index.jsx": `export default function Index() {\n  return <main>Home</main>;\n}\n`,
  "pages/blog/index.jsx": `import { posts } from "webcraft:content";\n\nexport default function Blog() {\n  return <ul>{posts.length === 0 ? <li>No posts yet</li> : posts.map((p) => <li key={p.slug}><a href={"/blog/" + p.slug}>{p.title}</a> {p.excerpt}</li>)}</ul>;\n}\n`,
  "pages/blog/[slug].jsx": `import { post } from "webcraft:content";\n\nexport default function Post({ params }) {\n  const entry = post(params.slug);\n  return <article><h1>{entry.title}</h1><div dangerouslySetInnerHTML={{ __html: entry.html }} /></article>;\n}\n`,
};

const text = (asset: { content: Buffer } | undefined) => asset?.content.toString("utf8") ?? "";

async function build(posts: SitePost[], files: Record<string, string> = FILES, contentOnly = false) {
  const target = { ...testSite("content"), content: posts, url: "https://shop.example.test" };
  return builder.buildSite(target, site(files), { contentOnly });
}

function island(html: string): { posts: SitePost[]; html: Record<string, string> } {
  const json = /<script type="application\/json" id="webcraft-content">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("webcraft:content and the post page", () => {
  it("builds the post page once per published post, with params.slug, the island and Article JSON-LD", async () => {
    const result = await build([
      post("second"),
      post("first", { title: "A </script><script>alert(1)</script> title" }),
    ]);
    expect(result.pages.map((page) => page.route).sort()).toEqual(["/", "/blog", "/blog/first", "/blog/second"]);
    const first = text(result.assets.find((asset) => asset.path === "blog/first/index.html"));
    expect(first).toContain("<p>Body of first</p>");
    expect(first).toContain('data-params="{&#34;slug&#34;:&#34;first&#34;}"');
    expect(first).not.toContain("<script>alert(1)</script>");
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(first)?.[1] ?? "null";
    const article = JSON.parse(ld);
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "A </script><script>alert(1)</script> title",
      datePublished: "2026-11-20T10:00:00.000Z",
      dateModified: "2026-11-21T10:00:00.000Z",
      author: { "@type": "Person", name: "Ana" },
      image: ["https://shop.example.test/media/cover.jpg"],
      url: "https://shop.example.test/blog/first",
    });
    // The island carries every post's fields and the body of the one read.
    const data = island(first);
    expect(data.posts.map((entry) => entry.slug)).toEqual(["second", "first"]);
    expect(Object.keys(data.html)).toEqual(["first"]);
    const index = text(result.assets.find((asset) => asset.path === "blog/index.html"));
    expect(index).toContain('href="/blog/second"');
    expect(Object.keys(island(index).html)).toEqual([]);
    // A page that does not import content has no island.
    expect(text(result.assets.find((asset) => asset.path === "index.html"))).not.toContain("webcraft-content");
  });

  it("publishes no post pages without posts, and skips unsafe slugs and slugs a static page takes", async () => {
    const none = await build([]);
    expect(none.pages.map((page) => page.route).sort()).toEqual(["/", "/blog"]);
    expect(text(none.assets.find((asset) => asset.path === "blog/index.html"))).toContain("No posts yet");
    const files = {
      ...FILES,
      "pages/blog/About.jsx": `export default function About() {\n  return <p>About</p>;\n}\n`,
    };
    const odd = await build([post("about"), post("../x"), post("<b>"), post("ok-1")], files);
    expect(odd.pages.map((page) => page.route).sort()).toEqual(["/", "/blog", "/blog/about", "/blog/ok-1"]);
    expect(text(odd.assets.find((asset) => asset.path === "blog/about/index.html"))).toContain("<p>About</p>");
  });

  it("renders only the pages that read content when asked to", async () => {
    const result = await build([post("one")], FILES, true);
    expect(result.pages.map((page) => page.route).sort()).toEqual(["/", "/blog", "/blog/one"]);
    const html = result.assets.filter((asset) => asset.path.endsWith(".html")).map((asset) => asset.path);
    expect(html.sort()).toEqual(["404.html", "blog/index.html", "blog/one/index.html"]);
  });

  it("refuses other webcraft: modules and keeps the import policy", async () => {
    const error = await buildErrorOf(
      build([], {
        "pages/Index.jsx": `import x from "webcraft:site";\nexport default function I() {\n  return <p>{String(x)}</p>;\n}\n`,
      }),
    );
    expect(error.problems.map((problem) => problem.message).join("\n")).toMatch(/refused/);
  });

  it("gives the preview every post with its HTML", async () => {
    const target = { ...testSite("content-preview"), content: [post("one")] };
    const preview = await builder.buildPreview(target, site(FILES), "pages/blog/[slug].jsx");
    expect(preview.html).toContain("Body of one");
  });
});
