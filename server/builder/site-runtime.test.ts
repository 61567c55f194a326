import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site, testSite } from "./build-test-kit";
import { type Builder, createBuilder, type MediaManifest } from "./builder";

let builder: Builder;
beforeAll(() => {
  builder = createBuilder({ workers: 1 });
});
afterAll(() => builder.close());

const MEDIA: MediaManifest = {
  "hero.jpg": [2400, 1600, [320, 640, 1280, 1920]],
  "team/ana b.png": [500, 250, [320]],
  "logo.svg": [120, 40, []],
};

function page(body: string): Record<string, string> {
  return {
    "pages/Index.jsx": `import { Image, Form } from "webcraft";\n\nexport default function Index() {\n  return (\n    <main>\n${body}\n    </main>\n  );\n}\n`,
  };
}

async function published(body: string, media: MediaManifest = MEDIA): Promise<string> {
  const result = await builder.buildSite({ ...testSite("runtime"), media }, site(page(body)));
  return result.assets.find((asset) => asset.path === "index.html")?.content.toString("utf8") ?? "";
}

function tag(html: string, name: string, index = 0): string {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))][index]?.[0] ?? "";
}

describe("the runtime's Image", () => {
  it("prerenders width, height, lazy loading and a srcset of the file's WebP copies", async () => {
    const html = await published(`<Image src="/media/hero.jpg" alt="Our shop" sizes="50vw" />
<Image src="/media/team/ana%20b.png" alt="Ana" width={250} />
<Image src="/media/logo.svg" alt="Logo" priority />`);
    const hero = tag(html, "img", 0);
    expect(hero).toContain('src="/media/hero.jpg"');
    expect(hero).toContain('alt="Our shop"');
    expect(hero).toContain('width="2400"');
    expect(hero).toContain('height="1600"');
    expect(hero).toContain('loading="lazy"');
    expect(hero).toContain('decoding="async"');
    expect(hero).toContain(
      'srcSet="/media/hero.jpg?w=320 320w, /media/hero.jpg?w=640 640w, /media/hero.jpg?w=1280 1280w, /media/hero.jpg?w=1920 1920w, /media/hero.jpg 2400w"',
    );
    expect(hero).toContain('sizes="50vw"');
    const ana = tag(html, "img", 1);
    // One given dimension keeps the proportions; a space in the name is encoded so srcset stays one candidate.
    expect(ana).toContain('width="250"');
    expect(ana).toContain('height="125"');
    expect(ana).toContain('srcSet="/media/team/ana%20b.png?w=320 320w, /media/team/ana%20b.png 500w"');
    expect(ana).toContain('sizes="(max-width: 250px) 100vw, 250px"');
    const logo = tag(html, "img", 2);
    expect(logo).toContain('width="120"');
    expect(logo).toContain('height="40"');
    expect(logo).not.toContain("srcSet");
    expect(logo).not.toContain('loading="lazy"');
    expect(logo).toContain('fetchPriority="high"');
  });

  it("renders a plain img for an address outside the library", async () => {
    const html = await published(`<Image src="/media/missing.jpg" alt="Gone" />
<Image src="https://example.com/a.jpg" alt="Elsewhere" />`);
    for (const [index, src] of ["/media/missing.jpg", "https://example.com/a.jpg"].entries()) {
      const img = tag(html, "img", index);
      expect(img).toContain(`src="${src}"`);
      expect(img).not.toContain("srcSet");
      expect(img).not.toContain("width=");
      expect(img).toContain('loading="lazy"');
    }
  });

  it("previews with the same manifest, carried in the page's script, and only the components it uses", async () => {
    const files = site(page(`<Image src="/media/hero.jpg" alt="Our shop" />`));
    const { html } = await builder.buildPreview({ ...testSite("runtime"), media: MEDIA }, files, "pages/Index.jsx");
    expect(html).toContain('"hero.jpg": [2400, 1600, [320, 640, 1280, 1920]]');
    expect(html).not.toContain("_gotcha");
  });
});

describe("forms", () => {
  it("in a preview say that they are received on the published site", async () => {
    const files = site(page(`<Form name="contact"><button>Send</button></Form>`));
    const { html } = await builder.buildPreview(testSite("runtime"), files, "pages/Index.jsx");
    expect(html).toContain("Forms are received on the published site");
    expect(html).toContain("isPreview = true");
  });

  it("prerender the Form with its address, honeypot, fill-time field and success page", async () => {
    const html = await published(`<Form name="contact" success="/thanks" className="grid">
  <label>Email <input name="email" type="email" required /></label>
  <button type="submit">Send</button>
</Form>`);
    const form = tag(html, "form");
    expect(form).toContain('data-form="contact"');
    expect(form).toContain('action="/_forms/contact"');
    expect(form).toContain('method="post"');
    expect(form).toContain('class="grid"');
    const honeypot = tag(html, "input", 0);
    expect(honeypot).toContain('name="_gotcha"');
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('autoComplete="off"');
    expect(html).toMatch(/<div style="[^"]*left:-10000px[^"]*" aria-hidden="true"><label>Leave this field empty/);
    expect(tag(html, "input", 1)).toMatch(/type="hidden" name="_t"/);
    expect(tag(html, "input", 2)).toMatch(/type="hidden" name="_success" value="\/thanks"/);
    expect(html).toContain('name="email"');
  });

  it("written by hand get the inbox's address and method, and keep their own", async () => {
    const html = await published(`<form data-form="newsletter"><input name="email" /></form>
<form data-form="quote" data-success="/thanks"><input name="email" /></form>
<form data-form="own" action="/elsewhere" method="get"></form>
<form className="search"><input name="q" /></form>`);
    expect(tag(html, "form", 0)).toBe('<form data-form="newsletter" action="/_forms/newsletter" method="post">');
    expect(tag(html, "form", 1)).toBe(
      '<form data-form="quote" data-success="/thanks" action="/_forms/quote?_success=%2Fthanks" method="post">',
    );
    expect(tag(html, "form", 2)).toBe('<form data-form="own" action="/elsewhere" method="get">');
    expect(tag(html, "form", 3)).toBe('<form class="search">');
  });
});

describe("imports of the runtime", () => {
  it("stay closed: its private module is not the site's to import", async () => {
    const files = site({
      "pages/Index.jsx": `import { media } from "webcraft:site";\nexport default function Index() { return <p>{Object.keys(media).length}</p>; }\n`,
    });
    await expect(builder.buildSite(testSite("runtime-private"), files)).rejects.toMatchObject({ status: 422 });
  });
});
