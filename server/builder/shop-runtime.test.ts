import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site, testSite } from "./build-test-kit";
import { type Builder, createBuilder, type MediaManifest, type ShopFacts } from "./builder";

let builder: Builder;
beforeAll(() => {
  builder = createBuilder({ workers: 1 });
});
afterAll(() => builder.close());

const SHOP: ShopFacts = {
  name: "Karoo Deli",
  vat_registered: true,
  products: [
    {
      id: "p-jam",
      slug: "fig-jam",
      title: "Fig Jam",
      description: "<p>Slow-cooked <strong>Karoo figs</strong>.</p>",
      images: [{ path: "shop/fig jam.jpg", alt: "A jar of fig jam" }],
      whatsapp_order: true,
      variants: [
        {
          id: "v-small",
          title: "Small",
          options: { Size: "Small" },
          price_cents: 4_900,
          compare_at_cents: 5_900,
          available: 3,
        },
        {
          id: "v-large",
          title: "Large",
          options: { Size: "Large" },
          price_cents: 124_950,
          compare_at_cents: null,
          available: 0,
        },
      ],
    },
    {
      id: "p-rusks",
      slug: "buttermilk-rusks",
      title: "Buttermilk Rusks",
      description: "",
      images: [],
      whatsapp_order: false,
      variants: [
        {
          id: "v-rusks",
          title: "Buttermilk Rusks",
          options: {},
          price_cents: 8_500,
          compare_at_cents: null,
          available: 0,
        },
      ],
    },
  ],
};

const MEDIA: MediaManifest = { "shop/fig jam.jpg": [1200, 900, [320, 640]] };

const PAGES = {
  "pages/Index.jsx": `import { Image } from "webcraft";\nexport default function Index() {\n  return <main><Image src="/media/hero.jpg" alt="Hero" /><a href="/shop">Shop</a></main>;\n}\n`,
  "pages/Shop.jsx": `import { ProductList } from "webcraft";\nexport const meta = { title: "Our shop" };\nexport default function Shop() {\n  return <main><h1>Shop</h1><ProductList fallback={<p>Order on WhatsApp instead</p>} /></main>;\n}\n`,
  "pages/About.jsx": `import { Cart } from "webcraft";\nexport default function About() {\n  return <header><Cart /></header>;\n}\n`,
};

type Built = Awaited<ReturnType<Builder["buildSite"]>>;

async function build(shop: ShopFacts | null, options: { contentOnly?: boolean } = {}): Promise<Built> {
  const target = { ...testSite("shop-runtime"), media: MEDIA, shop };
  return builder.buildSite(target, site(PAGES), options);
}

function text(built: Built, path: string): string {
  return built.assets.find((asset) => asset.path === path)?.content.toString("utf8") ?? "";
}

/** The page's own script and the chunks it preloads: all the code a visitor of the page downloads. */
function pageCode(built: Built, path: string): string {
  const html = text(built, path);
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.map((script) => text(built, script)).join("\n");
}

describe("the runtime's shop", () => {
  it("prerenders the shop's products from the build's data, with prices in rand", async () => {
    const built = await build(SHOP);
    const html = text(built, "shop/index.html");
    expect(html).toContain("Fig Jam");
    expect(html).toContain("Buttermilk Rusks");
    // The cheapest variant left, with its compare-at price struck through; thousands set apart by a space.
    expect(html).toMatch(/From <!-- -->R 49\.00/);
    expect(html).toMatch(/<s><span class="wcs-sr">Was <\/span>R 59\.00<\/s>/);
    expect(html).toContain("R 1 249.50 · Sold out");
    expect(html).toContain("R 85.00");
    expect(html).toContain("<strong>Karoo figs</strong>");
    // The picture through the runtime's Image: its size and WebP copies known at build time.
    expect(html).toMatch(/<img alt="A jar of fig jam" src="\/media\/shop\/fig%20jam\.jpg" width="1200" height="900"/);
    expect(html).toContain('srcSet="/media/shop/fig%20jam.jpg?w=320 320w');
    // A product with nothing left says so and cannot be added.
    expect(html).toMatch(/Sold out<\/span><\/div><div class="wcs-body"><h3 class="wcs-title">Buttermilk Rusks/);
    expect(html).toContain(
      '<button type="submit" class="wcs-button" disabled="" aria-label="Sold out: Buttermilk Rusks">Sold out</button>',
    );
    // The stylesheet is in the head once, beside the page's own title.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title>Our shop</title>");
    expect(head.match(/data-href="webcraft-shop"/g)).toHaveLength(1);
    expect(html.slice(html.indexOf("</head>"))).not.toContain("data-href=");
  });

  it("works without JavaScript: each product is a form that goes to the checkout with one variant", async () => {
    const html = text(await build(SHOP), "shop/index.html");
    const forms = [...html.matchAll(/<form class="wcs-form" action="\/_shop\/checkout" method="get">/g)];
    expect(forms).toHaveLength(2);
    // Several variants: one list naming each as the checkout reads it; a sold-out one cannot be chosen.
    expect(html).toMatch(/<select id="[^"]+" name="items">/);
    expect(html).toContain('<option value="v-small:1" selected="">Small · R 49.00</option>');
    expect(html).toContain('<option value="v-large:1" disabled="">Large · R 1 249.50 · Sold out</option>');
    // One variant: a hidden field.
    expect(html).toContain('<input type="hidden" name="items" value="v-rusks:1"/>');
    // Ordering on WhatsApp goes through the site's WhatsApp link, the product already named.
    const whatsapp = /<a class="wcs-whatsapp" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(whatsapp.startsWith("/_go/whatsapp?text=")).toBe(true);
    expect(decodeURIComponent(whatsapp.split("text=")[1] ?? "")).toBe(
      "Hi Karoo Deli, I would like to order: Fig Jam (Small) at R 49.00",
    );
  });

  it("shows the page's fallback without a shop, and the cart only where there is one", async () => {
    const none = await build(null);
    expect(text(none, "shop/index.html")).toContain("Order on WhatsApp instead");
    expect(text(none, "shop/index.html")).not.toContain("wcs-grid");
    expect(text(none, "about/index.html")).not.toContain("wcs-cart-button");
    const about = text(await build(SHOP), "about/index.html");
    // The prerender has no cart: it shows none, and the browser fills in the stored one.
    expect(about).toMatch(
      /<button type="button" class="wcs-cart-button" aria-haspopup="dialog" aria-expanded="false">/,
    );
    expect(about).toMatch(/Cart(?:<!-- -->)? <span class="wcs-count">0<span class="wcs-sr"> items<\/span>/);
    expect(about).toMatch(/<dialog class="wcs-drawer" aria-labelledby="[^"]+">/);
    expect(about).toContain("Your cart is empty");
  });

  it("keeps the shop out of pages that do not use it", async () => {
    const built = await build(SHOP);
    const index = pageCode(built, "index.html");
    expect(index).not.toContain("Fig Jam");
    expect(index).not.toContain("webcraft:cart");
    expect(index).not.toContain("wcs-");
    expect(pageCode(built, "shop/index.html")).toContain("Fig Jam");
    // The cart asks only whether there is a shop: its pages carry none of the products.
    const about = pageCode(built, "about/index.html");
    expect(about).toContain("webcraft:cart");
    expect(about).not.toContain("Fig Jam");
  });

  it("renders the pages that read the shop again in a content rebuild, and no others", async () => {
    const built = await build(SHOP, { contentOnly: true });
    const html = built.assets.filter((asset) => asset.path.endsWith(".html")).map((asset) => asset.path);
    expect(html.sort()).toEqual(["404.html", "about/index.html", "shop/index.html"]);
  });

  it("previews with the shop, where the checkout says it works on the published site", async () => {
    const target = { ...testSite("shop-preview"), media: MEDIA, shop: SHOP };
    const { html } = await builder.buildPreview(target, site(PAGES), "pages/Shop.jsx");
    expect(html).toContain("Fig Jam");
    const cart = await builder.buildPreview(target, site(PAGES), "pages/About.jsx");
    expect(cart.html).toContain("Checkout works on the published site.");
    const plain = await builder.buildPreview(target, site(PAGES), "pages/Index.jsx");
    expect(plain.html).not.toContain("Fig Jam");
    expect(plain.html).not.toContain("webcraft:cart");
  });
});
