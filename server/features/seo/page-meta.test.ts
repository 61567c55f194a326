import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

/** The content of the head's `<meta name|property="key">`, or undefined. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describeEachDb("page meta in published heads", (use) => {
  it("gives a starter site published without settings a title, description, canonical and cards on every page", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Karoo Coffee");
    await owner.publish();
    const expected: [string, string][] = [
      ["/", "Karoo Coffee"],
      ["/about", "About · Karoo Coffee"],
      ["/contact", "Contact · Karoo Coffee"],
    ];
    for (const [path, title] of expected) {
      const html = await (await visit(app, owner.site.slug, path)).text();
      expect(html).toContain('<html lang="en">');
      expect(titleOf(html), path).toBe(title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const description = metaContent(html, "description");
      expect(description?.length, path).toBeGreaterThan(20);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(canonicalOf(html)).toBe(`${owner.site.url}${path}`);
      expect(metaContent(html, "og:url")).toBe(`${owner.site.url}${path}`);
      expect(metaContent(html, "og:title")).toBe(title);
      expect(metaContent(html, "og:description")).toBe(description);
      expect(metaContent(html, "og:type")).toBe("website");
      expect(metaContent(html, "twitter:card")).toBe("summary");
      expect(metaContent(html, "robots")).toBeUndefined();
    }
    const missing = await visit(app, owner.site.slug, "/no-such-page");
    expect(missing.status).toBe(404);
    expect(canonicalOf(await missing.text())).toBeUndefined();
  });

  it("lets a page's meta override the site's defaults, and its own head tags override its meta", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Karoo Coffee");
    const seo = { title: "Karoo", description: "Coffee in the Karoo.", social_image: "/media/social.jpg" };
    expect((await owner.api.call("PUT", `/api/sites/${owner.site.id}/seo`, seo)).status).toBe(200);
    const pages: Record<string, string> = {
      "pages/Menu.jsx": `export const meta = {
  title: "Our menu & prices",
  description: "Flat whites, \\"rusks\\" and <cake>.",
  image: "/media/menu.jpg",
  canonical: "/menu-and-prices",
  noindex: true,
  unknown: 42,
};
export default () => <p>Menu</p>;
`,
      "pages/Beans.jsx": `export const meta = { title: "Beans", image: "https://cdn.example.com/beans.jpg", canonical: "https://other.example/beans" };
export default () => <><title>Our beans</title><link rel="canonical" href="https://beans.example/" /><p>Beans</p></>;
`,
      "pages/Plain.jsx": "export default () => <p>Plain</p>;\n",
    };
    for (const [full_path, content] of Object.entries(pages))
      await owner.api.createFile(owner.site.id, { full_path, content });
    await owner.publish();

    const menu = await (await visit(app, owner.site.slug, "/menu")).text();
    expect(titleOf(menu)).toBe("Our menu &#38; prices");
    expect(metaContent(menu, "description")).toBe("Flat whites, &#34;rusks&#34; and &#60;cake&#62;.");
    expect(metaContent(menu, "og:description")).toBe(metaContent(menu, "description"));
    expect(canonicalOf(menu)).toBe(`${owner.site.url}/menu-and-prices`);
    expect(metaContent(menu, "og:image")).toBe(`${owner.site.url}/media/menu.jpg`);
    expect(metaContent(menu, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(menu, "robots")).toBe("noindex");
    expect(metaContent(menu, "og:site_name")).toBe("Karoo");

    // The page's own <title> and canonical link win over its meta; the meta image still applies.
    const beans = await (await visit(app, owner.site.slug, "/beans")).text();
    expect(titleOf(beans)).toBe("Our beans");
    expect(beans.match(/rel="canonical"/g)).toHaveLength(1);
    expect(canonicalOf(beans)).toBeUndefined();
    expect(beans).toContain('href="https://beans.example/"');
    expect(metaContent(beans, "og:url")).toBe("https://beans.example/");
    expect(metaContent(beans, "og:image")).toBe("https://cdn.example.com/beans.jpg");
    expect(metaContent(beans, "description")).toBe("Coffee in the Karoo.");

    // No meta: the site's defaults.
    const plain = await (await visit(app, owner.site.slug, "/plain")).text();
    expect(titleOf(plain)).toBe("Plain · Karoo");
    expect(metaContent(plain, "description")).toBe("Coffee in the Karoo.");
    expect(metaContent(plain, "og:image")).toBe(`${owner.site.url}/media/social.jpg`);
    expect(metaContent(plain, "robots")).toBeUndefined();
  });

  it("refuses a publish whose page meta has a value of the wrong kind, naming the page", async () => {
    const app = use();
    const owner = await ownerWithSite(app);
    const cases: [string, string][] = [
      ["{ title: 42 }", "meta.title must be text"],
      ["{ noindex: 'yes' }", "meta.noindex must be true or false"],
      ["{ canonical: 'javascript:alert(1)' }", "meta.canonical must be an address such as /about or https://…"],
      [
        "{ image: 'http://plain.example/x.jpg' }",
        "meta.image must be an address such as /media/cover.jpg or https://…",
      ],
      [`{ description: "${"x".repeat(501)}" }`, "meta.description must be at most 500 characters"],
    ];
    const file = await owner.api.createFile(owner.site.id, {
      full_path: "pages/Odd.jsx",
      content: "export default () => null;\n",
    });
    for (const [meta, message] of cases) {
      await owner.save(file.full_path, `export const meta = ${meta};\nexport default () => <p>Odd</p>;\n`);
      const answer = await owner.api.call<{ error: { message: string; details?: unknown } }>("POST", "/site/publish", {
        site_id: owner.site.id,
      });
      expect(answer.status, meta).toBe(422);
      expect(JSON.stringify(answer.body)).toContain(message);
      expect(JSON.stringify(answer.body)).toContain("pages/Odd.jsx");
    }
  });

  it("marks every page noindex when the site is hidden from search engines", async () => {
    const app = use();
    const owner = await ownerWithSite(app);
    await owner.publish();
    expect((await visit(app, owner.site.slug, "/")).headers.get("x-robots-tag")).toBeNull();
    const saved = await owner.api.call<Site>("PUT", `/api/sites/${owner.site.id}/seo`, { noindex: true });
    expect(saved.status).toBe(200);
    expect(saved.body.seo.noindex).toBe(true);
    // At once: every answer says noindex; the pages' own tag comes with the next publish.
    const before = await visit(app, owner.site.slug, "/about");
    expect(before.headers.get("x-robots-tag")).toBe("noindex");
    expect(metaContent(await before.text(), "robots")).toBeUndefined();
    await owner.publish();
    for (const path of ["/", "/about", "/contact"]) {
      const answer = await visit(app, owner.site.slug, path);
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(metaContent(await answer.text(), "robots"), path).toBe("noindex");
    }
    expect((await owner.api.call("PUT", `/api/sites/${owner.site.id}/seo`, { noindex: "please" })).status).toBe(400);
  });
});
