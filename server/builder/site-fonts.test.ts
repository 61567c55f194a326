import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildErrorOf, site, testSite } from "./build-test-kit";
import { type Builder, createBuilder } from "./builder";

let builder: Builder;
beforeAll(() => {
  builder = createBuilder({ workers: 1 });
});
afterAll(() => builder.close());

const PAGE = `import "../styles.css";\nexport default function Page() {\n  return <h1 className="font-serif">Hello</h1>;\n}\n`;

function fontSite(css: string) {
  return site({ "pages/Index.jsx": PAGE, "styles.css": css });
}

describe("provided web fonts", () => {
  it("publishes the latin woff2 file of a font a Tailwind stylesheet imports, as an asset the page preloads", async () => {
    const css = `@import "tailwindcss";\n@import "@fontsource-variable/lora";\n@theme { --font-serif: "Lora Variable", serif; }\n`;
    const result = await builder.buildSite(testSite("fonts-tailwind"), fontSite(css));
    const fonts = result.assets.filter((asset) => asset.path.endsWith(".woff2"));
    // One file: no other subset, no italic, no woff.
    expect(fonts.map((font) => font.path)).toEqual([
      expect.stringMatching(/^assets\/lora-latin-wght-normal-\w+\.woff2$/),
    ]);
    expect(fonts[0]?.contentType).toBe("font/woff2");
    expect(fonts[0]?.content.subarray(0, 4).toString("latin1")).toBe("wOF2");
    const stylesheet = result.assets.find((asset) => asset.path.endsWith(".css"))?.content.toString("utf8") ?? "";
    expect(stylesheet).toMatch(new RegExp(`url\\("?/${fonts[0]?.path}"?\\)`));
    expect(stylesheet).toContain("font-display:swap");
    expect(stylesheet).not.toMatch(/latin-ext|cyrillic|\.woff\)/);
    const index = result.assets.find((asset) => asset.path === "index.html")?.content.toString("utf8") ?? "";
    expect(index).toContain(`<link rel="preload" href="/${fonts[0]?.path}" as="font" type="font/woff2" crossorigin>`);
  });

  it("takes a static package's weight from a plain stylesheet, keeping italics out of the preloads", async () => {
    const css = `@import "@fontsource/ibm-plex-mono/500.css";\n@import "@fontsource/ibm-plex-mono/400-italic";\n`;
    const result = await builder.buildSite(testSite("fonts-plain"), fontSite(css));
    const fonts = result.assets.filter((asset) => asset.path.endsWith(".woff2")).map((asset) => asset.path);
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^assets\/ibm-plex-mono-latin-400-italic-\w+\.woff2$/),
      expect.stringMatching(/^assets\/ibm-plex-mono-latin-500-normal-\w+\.woff2$/),
    ]);
    const index = result.assets.find((asset) => asset.path === "index.html")?.content.toString("utf8") ?? "";
    expect(index).toContain("latin-500-normal");
    expect(index).not.toContain("400-italic");
  });

  it("points a preview's stylesheet at the preview origin's copy of the file", async () => {
    const css = `@import "tailwindcss";\n@import "@fontsource-variable/jost";\n`;
    const { html } = await builder.buildPreview(testSite("fonts-preview"), fontSite(css), "pages/Index.jsx");
    expect(html).toContain("url(/_fonts/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2)");
    expect(html).not.toContain("data:font");
  });

  it("refuses a font the builder does not provide, or a file outside the latin woff2 ones, naming the file", async () => {
    const cases = [
      [`@import "@fontsource/roboto";\n`, "the fonts a site can import are"],
      [`@import "@fontsource-variable/lora/../../react/index.js";\n`, "not found"],
      [
        `@font-face { font-family: X; src: url(@fontsource-variable/lora/files/lora-cyrillic-wght-normal.woff2); }\n`,
        "not found",
      ],
      [`@import "@fontsource-variable/lora/metadata.json";\n`, "not found"],
    ];
    for (const [css, message] of cases) {
      const error = await buildErrorOf(builder.buildSite(testSite("fonts-refused"), fontSite(css as string)));
      expect(error.status, css).toBe(422);
      expect(error.problems[0]?.file, css).toBe("styles.css");
      expect(error.problems[0]?.message, css).toContain(message);
    }
  });
});
