import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_FONT_PACKAGES } from "../../builder/import-policy";
import { loadTemplates, siteTemplates, THUMBNAIL_FILES } from "./template-registry";

const PAGES = ["pages/Index.jsx", "pages/About.jsx", "pages/Contact.jsx", "pages/Blog.jsx", "pages/blog/[slug].jsx"];

describe("the site templates", () => {
  const templates = [...siteTemplates().values()];

  it("are there, each checked at load", () => {
    expect(templates.length).toBeGreaterThanOrEqual(3);
  });

  for (const template of templates) {
    it(`${template.id} is a whole site that reads its business from data/site.json`, () => {
      const paths = template.files.map((file) => file.path);
      for (const path of ["data/site.json", "styles.css", "components/Layout.jsx", ...PAGES]) {
        expect(paths, template.id).toContain(path);
      }
      // A page of its own for what the business offers: Menu, Services, Products, Ministries…
      const offers = template.files.filter(
        (file) => /^pages\/[^/]+\.jsx$/.test(file.path) && !PAGES.includes(file.path),
      );
      expect(offers.length, `${template.id} has a page for what the business offers`).toBeGreaterThan(0);
      for (const file of template.files.filter((entry) => /^pages\/.*\.jsx$/.test(entry.path))) {
        expect(file.content, file.path).toContain("export const meta");
      }
      const contact = template.files.find((file) => file.path === "pages/Contact.jsx")?.content ?? "";
      expect(contact).toMatch(/<Form\b/);
      const all = template.files.map((file) => file.content).join("\n");
      expect(all).toContain("WhatsAppButton");
      // The sample business's facts are written once, in data/site.json, and nowhere else.
      const code = template.files.filter((file) => file.path !== "data/site.json");
      for (const fact of [template.data.name, template.data.contact.phone, template.data.contact.email]) {
        if (!fact) continue;
        for (const file of code) expect(file.content, `${template.id}/${file.path} names ${fact}`).not.toContain(fact);
      }
    });

    it(`${template.id} carries its own fonts, which the builder provides, and calls its blog Blog`, () => {
      const styles = template.files.find((file) => file.path === "styles.css")?.content ?? "";
      const imported = [...styles.matchAll(/@import "([^"]+)"/g)].map((match) => match[1] ?? "");
      const fonts = imported.filter((name) => SITE_FONT_PACKAGES.some((font) => name.startsWith(font)));
      expect(fonts.length, `${template.id} imports a provided font`).toBeGreaterThan(0);
      // The admin calls posts the Blog; a template's navigation says the same (docs/product.md#one-name-blog).
      const layout = template.files.find((file) => file.path === "components/Layout.jsx")?.content ?? "";
      expect(layout).toMatch(/\{ href: "\/blog", label: "Blog" \}/);
      // On phones the header shows a Menu button rather than links wrapping onto two rows.
      expect(layout).toContain("<MainMenu");
    });

    it(`${template.id} ships no photos: each of its sample business's is still to be chosen`, () => {
      const sources = JSON.stringify(template.data).match(/"src":"[^"]*"/g) ?? [];
      expect(sources.length, `${template.id} has photo slots`).toBeGreaterThan(0);
      for (const source of sources) expect(source, template.id).toBe('"src":""');
    });

    it(`${template.id} has both thumbnails, each under 150 KB`, () => {
      for (const name of THUMBNAIL_FILES) {
        const thumbnail = template.thumbnails.get(name);
        expect(thumbnail, `${template.id}/thumbnails/${name}`).toBeDefined();
        expect(thumbnail?.bytes.length ?? 0).toBeLessThan(150 * 1024);
      }
    });
  }
});

describe("a broken template", () => {
  function folder(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), "templates-"));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  }
  const manifest = JSON.stringify({ name: "Bakery", category: "shop", description: "Bread." });
  const index = "export default function Index() { return null; }";

  it("is refused at load with its path and the reason", () => {
    const badData = folder({
      "bakery/template.json": manifest,
      "bakery/files/pages/Index.jsx": index,
      "bakery/files/data/site.json": JSON.stringify({ name: "Bakery", colours: { primary: "blue" } }),
    });
    expect(() => loadTemplates(badData)).toThrow(
      /templates\/bakery\/files\/data\/site\.json is not valid: colours\.primary/,
    );
    const badManifest = folder({ "bakery/template.json": JSON.stringify({ name: "Bakery" }) });
    expect(() => loadTemplates(badManifest)).toThrow(/templates\/bakery\/template\.json is not valid/);
    const noHome = folder({ "bakery/template.json": manifest, "bakery/files/data/site.json": '{"name":"Bakery"}' });
    expect(() => loadTemplates(noHome)).toThrow(/pages\/Index\.jsx is missing/);
  });

  it("is refused at load when its fields are declared wrong, or not declared", () => {
    const withFields = (fields: unknown, data: Record<string, unknown> = { name: "Bakery" }) =>
      folder({
        "bakery/template.json": JSON.stringify({ ...JSON.parse(manifest), ...(fields as object) }),
        "bakery/files/pages/Index.jsx": index,
        "bakery/files/data/site.json": JSON.stringify(data),
      });
    const breads = { key: "breads", label: "Breads", kind: "list", item_label: "Bread", fields: [] };
    expect(() => loadTemplates(withFields({ fields: [breads] }))).toThrow(
      /template\.json is not valid: fields\.0\.fields/,
    );
    const unknownKind = { key: "oven", label: "Oven", kind: "colour" };
    expect(() => loadTemplates(withFields({ fields: [unknownKind] }))).toThrow(
      /template\.json is not valid: fields\.0\.kind/,
    );
    const common = { key: "contact", label: "Contact", kind: "text" };
    expect(() => loadTemplates(withFields({ fields: [common] }))).toThrow(/"contact" is a field every site has/);
    const twice = { key: "oven", label: "Oven", kind: "text" };
    expect(() => loadTemplates(withFields({ fields: [twice, twice] }))).toThrow(/"oven" twice/);

    const oven = { key: "oven", label: "Oven", kind: "time" };
    expect(() => loadTemplates(withFields({ fields: [oven] }))).toThrow(
      /declares "oven", which the sample business has not/,
    );
    expect(() => loadTemplates(withFields({}, { name: "Bakery", ovens: 2 }))).toThrow(/"ovens" is not declared/);
    expect(() => loadTemplates(withFields({ fields: [oven] }, { name: "Bakery", oven: "noon-ish" }))).toThrow(
      /site\.json is not valid: oven: Write a time such as 08:30/,
    );
    const services = { copy: { services: [{ name: "Rye", section: "Breads" }] } };
    expect(() => loadTemplates(withFields({}, { name: "Bakery", ...services }))).toThrow(
      /the services' "section" is not declared/,
    );
    const section = { key: "section", label: "Section", kind: "text" };
    expect(loadTemplates(withFields({ service_fields: [section] }, { name: "Bakery", ...services })).size).toBe(1);
  });
});
