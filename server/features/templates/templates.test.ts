import type { Store } from "@common/schemas/commerce";
import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import type { Template } from "@common/schemas/templates";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_CHANGED_QUEUE } from "../../site/content-rebuild";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { openPreview, visit } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";
import { siteTemplates } from "./template-registry";

type Owner = Awaited<ReturnType<typeof signedUpOwner>>;

async function siteData(owner: Owner, siteId: string) {
  const files = await owner.api.files(siteId);
  const file = files.find((entry) => entry.full_path === "data/site.json");
  if (!file) throw new Error("no data/site.json");
  const { body } = await owner.api.call<SiteFile>("GET", `/api/sites/${siteId}/files/${file.id}`);
  return JSON.parse(body.current_version?.content ?? "");
}

describeEachDb("site templates", (use) => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await signedUpOwner(use());
  });

  it("lists every template with its thumbnails and a preview address on the preview origin", async () => {
    const { status, body } = await owner.api.call<{ templates: Template[] }>("GET", "/api/templates");
    expect(status).toBe(200);
    const ids = body.templates.map((template) => template.id);
    expect(ids).toEqual(expect.arrayContaining(["restaurant", "salon", "trades"]));
    for (const template of body.templates) {
      expect(template.name.length).toBeGreaterThan(0);
      expect(template.preview_url).toBe(`${use().env.previewOrigin}/templates/${template.id}/`);
      expect(template.thumbnail_url).toMatch(
        new RegExp(`^/api/templates/${template.id}/thumbnails/desktop\\.png\\?v=`),
      );
      expect(template.phone_thumbnail_url).toMatch(/phone\.png\?v=/);
    }
  });

  it("lists each template's example words, which the creator offers to change before they go live", async () => {
    const { body } = await owner.api.call<{ templates: Template[] }>("GET", "/api/templates");
    const salon = body.templates.find((template) => template.id === "salon");
    const sample = siteTemplates().get("salon")?.data;
    expect(salon?.example.business_name).toBe(sample?.name);
    expect(salon?.example.copy.about).toContain("Village Square");
    expect(salon?.example.copy.services.length).toBeGreaterThan(0);
    // Fields of the template's own stay with each service, so a changed list keeps its sections.
    expect(salon?.example.copy.services[0]).toMatchObject({ section: "Hair", price: expect.any(String) });
  });

  it("serves a thumbnail as a PNG, for good under its versioned address and by ETag", async () => {
    const { body } = await owner.api.call<{ templates: Template[] }>("GET", "/api/templates");
    const url = body.templates[0]?.thumbnail_url ?? "";
    const first = await use().request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const again = await use().request(url, { headers: { "if-none-match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
    expect((await use().request("/api/templates/nothing-here/thumbnails/desktop.png")).status).toBe(404);
  });

  describe("creating a site from a template", () => {
    it("writes the template's files, its data/site.json named after the site", async () => {
      const { status, body } = await owner.api.call<Site>("POST", "/api/sites", {
        name: "Ouma's Café",
        template_id: "restaurant",
      });
      expect(status).toBe(201);
      const paths = (await owner.api.files(body.id)).map((file) => file.full_path);
      const template = siteTemplates().get("restaurant");
      for (const file of template?.files ?? []) expect(paths).toContain(file.path);
      const data = await siteData(owner, body.id);
      expect(data.name).toBe("Ouma's Café");
      expect(data.copy.services).toEqual(template?.data.copy.services);
      // The sample copy that names the sample business names this one instead.
      const written = JSON.stringify(data);
      expect(written).not.toContain(template?.data.name);
      expect(written.split("Ouma's Café").length - 1).toBe(
        JSON.stringify(template?.data).split(template?.data.name ?? "").length - 1,
      );
      const links = await owner.api.call<{ whatsapp_number: string | null }>("GET", `/api/sites/${body.id}/links`);
      expect(links.body.whatsapp_number).toBeNull();
    });

    it("lays site_data over the template's own and sets the site's WhatsApp number from it", async () => {
      const { status, body } = await owner.api.call<Site>("POST", "/api/sites", {
        template_id: "salon",
        site_data: {
          name: "Glow Studio",
          colours: { primary: "#7c3aed" },
          contact: { whatsapp: "+27 82 123 4567", hours: [{ days: "Monday", hours: "Closed" }] },
        },
      });
      expect(status).toBe(201);
      expect(body.name).toBe("Glow Studio");
      const data = await siteData(owner, body.id);
      const sample = siteTemplates().get("salon")?.data;
      expect(data.name).toBe("Glow Studio");
      expect(data.colours).toEqual({ primary: "#7c3aed", accent: sample?.colours.accent });
      expect(data.contact.hours).toEqual([{ days: "Monday", hours: "Closed" }]);
      expect(data.contact.email).toBe(sample?.contact.email);
      const links = await owner.api.call<{ whatsapp_number: string | null }>("GET", `/api/sites/${body.id}/links`);
      expect(links.body.whatsapp_number).toBe("27821234567");
    });

    it("publishes as it is, the visitor seeing the business's name and its WhatsApp link", async () => {
      const { body: site } = await owner.api.call<Site>("POST", "/api/sites", {
        name: "Sizwe's Plumbing",
        template_id: "trades",
        site_data: { contact: { whatsapp: "+27 71 000 1122" } },
      });
      const published = await owner.api.call("POST", "/site/publish", { site_id: site.id });
      expect(published.status).toBe(200);
      for (const path of ["/", "/services", "/about", "/contact", "/blog"]) {
        const page = await visit(use(), site.slug, path);
        expect(page.status, path).toBe(200);
        expect(await page.text(), path).toContain("Sizwe&#x27;s Plumbing");
      }
      const whatsapp = await visit(use(), site.slug, "/_go/whatsapp");
      expect(whatsapp.status).toBe(302);
      expect(whatsapp.headers.get("location")).toBe("https://wa.me/27710001122");
    });

    it("sells in the shop template through the runtime's shop once the site has one, on WhatsApp until then", async () => {
      const { body: site } = await owner.api.call<Site>("POST", "/api/sites", {
        name: "Karoo Pantry",
        template_id: "shop",
        site_data: { contact: { whatsapp: "+27 83 617 2258" } },
      });
      expect((await owner.api.call("POST", "/site/publish", { site_id: site.id })).status).toBe(200);
      const page = async (path: string) => (await visit(use(), site.slug, path)).text();
      const before = await page("/products");
      expect(before).toContain("Tap a product to order it on WhatsApp");
      expect(before).toContain("Buttermilk rusks");
      expect(before).not.toContain('aria-haspopup="dialog"');

      const { body: store } = await owner.api.call<Store>("POST", "/api/stores", {
        site_id: site.id,
        name: "Karoo Pantry",
        vat_registered: false,
        shipping: { flat_rate_cents: 4_500, free_over_cents: null, collection_address: null },
      });
      const product = await owner.api.call("POST", `/api/stores/${store.id}/products`, {
        title: "Wood-oven Rusks",
        status: "active",
        whatsapp_order: true,
        variants: [{ sku: "RUSK-1KG", options: {}, price_cents: 9_500, compare_at_cents: null, stock: 20 }],
      });
      expect(product.status).toBe(201);
      // The product's change rebuilds the pages that read the shop: here every page, for the cart in the header.
      await use().deps.jobs.drain({ includeDelayed: true, queues: [CONTENT_CHANGED_QUEUE] });
      const after = await page("/products");
      expect(after).toContain("Add what you would like to your cart and pay online");
      expect(after).toContain("Wood-oven Rusks");
      expect(after).toContain("R 95.00");
      expect(after).toContain('aria-label="Add to cart: Wood-oven Rusks">Add to cart</button>');
      expect(after).toContain("Order on WhatsApp");
      expect(after).not.toContain("Buttermilk rusks");
      expect(after).toContain(
        '<meta name="description" content="Everything Karoo Pantry sells, with prices: Wood-oven Rusks. Order online.">',
      );
      for (const path of ["/", "/about", "/contact"]) {
        expect(await page(path), path).toMatch(
          /<button type="button" class="[^"]*" aria-haspopup="dialog"[^>]*>.*Cart/,
        );
      }
      expect(await page("/")).toContain("Wood-oven Rusks");
    });

    it("publishes the template's own fonts: its stylesheet names woff2 files the site host serves as fonts", async () => {
      const { body: site } = await owner.api.call<Site>("POST", "/api/sites", {
        name: "St Mark's",
        template_id: "church",
      });
      expect((await owner.api.call("POST", "/site/publish", { site_id: site.id })).status).toBe(200);
      const page = await (await visit(use(), site.slug, "/")).text();
      const stylesheet = page.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? "";
      const css = await (await visit(use(), site.slug, stylesheet)).text();
      const fonts = [...css.matchAll(/url\("?(\/assets\/[^")]+\.woff2)"?\)/g)].map((match) => match[1] ?? "");
      // Lora for headings and Source Sans 3 for text, latin only, from the site's own host.
      expect(fonts.sort()).toEqual([
        expect.stringMatching(/^\/assets\/lora-latin-wght-normal-\w+\.woff2$/),
        expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-\w+\.woff2$/),
      ]);
      expect(css).not.toMatch(/url\(["']?https?:/);
      for (const font of fonts) {
        expect(page).toContain(`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`);
        const served = await visit(use(), site.slug, font);
        expect(served.status, font).toBe(200);
        expect(served.headers.get("content-type")).toBe("font/woff2");
        expect(served.headers.get("cache-control")).toContain("immutable");
        expect(
          Buffer.from(await served.arrayBuffer())
            .subarray(0, 4)
            .toString("latin1"),
        ).toBe("wOF2");
      }
    });

    it("serves the preview's fonts from the preview origin, and nothing there but the provided latin woff2 files", async () => {
      const origin = use().env.previewOrigin;
      const font = await openPreview(
        use(),
        `${origin}/_fonts/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2`,
      );
      expect(font.status).toBe(200);
      expect(font.headers.get("content-type")).toBe("font/woff2");
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString("latin1"),
      ).toBe("wOF2");
      for (const path of [
        "@fontsource-variable/jost/files/jost-cyrillic-wght-normal.woff2",
        "@fontsource-variable/jost/package.json",
        "@fontsource-variable/jost/files/../../../react/package.json",
        "@fontsource/roboto/files/roboto-latin-400-normal.woff2",
      ]) {
        expect((await openPreview(use(), `${origin}/_fonts/${path}`)).status, path).toBe(404);
      }
    });

    it("refuses an unknown template, bad site data or a bad WhatsApp number with 400, and creates nothing", async () => {
      const before = (await owner.api.call<{ sites: Site[] }>("GET", "/api/sites")).body.sites.length;
      const cases = [
        [{ template_id: "bakery" }, 'There is no template "bakery"'],
        [{ template_id: "trades", site_data: { colours: { primary: "red" } } }, "site_data.colours.primary"],
        [{ template_id: "trades", site_data: { contact: { whatsapp: "12" } } }, "site_data.contact.whatsapp"],
        [{ site_data: { name: "Loose" } }, "send a template_id"],
      ] as const;
      for (const [json, message] of cases) {
        const { status, body } = await owner.api.call<ErrorBody>("POST", "/api/sites", { name: "Refused", ...json });
        expect(status, JSON.stringify(json)).toBe(400);
        expect(body.error.message).toContain(message);
      }
      const after = (await owner.api.call<{ sites: Site[] }>("GET", "/api/sites")).body.sites.length;
      expect(after).toBe(before);
    });

    it("starts from the starter files without a template, as before", async () => {
      const site = await owner.api.createSite("Plain");
      const paths = (await owner.api.files(site.id)).map((file) => file.full_path);
      expect(paths).toContain("pages/Index.jsx");
      expect(paths).not.toContain("data/site.json");
    });
  });

  it("lets a viewer list the templates", async () => {
    const viewer = await addMember(use(), owner.user, owner.organization.id, "viewer");
    const { status } = await apiAs(use(), viewer).call("GET", "/api/templates");
    expect(status).toBe(200);
  });

  it("serves a template's built pages on the preview origin, its links and assets under its own address", async () => {
    const app = use();
    const home = await openPreview(app, `${app.env.previewOrigin}/templates/restaurant/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const name = siteTemplates().get("restaurant")?.data.name ?? "";
    expect(html).toContain(name.replaceAll("'", "&#x27;"));
    expect(html).toContain('href="/templates/restaurant/menu"');
    expect(html).not.toMatch(/(?:href|src)="\/assets\//);
    expect(home.headers.get("content-security-policy")).toContain(`frame-ancestors ${app.env.appOrigin}`);
    const script = /src="(\/templates\/restaurant\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const asset = await openPreview(app, `${app.env.previewOrigin}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // Its imports of shared chunks point under the template's address too.
    expect(await asset.text()).not.toMatch(/["'(]\/assets\//);
    const menu = await openPreview(app, `${app.env.previewOrigin}/templates/restaurant/menu`);
    expect(await menu.text()).toContain(siteTemplates().get("restaurant")?.data.copy.services[0]?.price ?? "?");
    expect((await openPreview(app, `${app.env.previewOrigin}/templates/restaurant/no-such-page`)).status).toBe(404);
    expect((await openPreview(app, `${app.env.previewOrigin}/templates/bakery/`)).status).toBe(404);
    // Never on the app's own origin.
    expect(await (await app.request("/templates/restaurant/")).text()).not.toContain(name.replaceAll("'", "&#x27;"));
  });
});
