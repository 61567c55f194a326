// Products: added with their variants, found by title or SKU, slugs and SKUs unique in a shop, the
// description kept safe, pictures from the site's own media library, changes that keep what is not
// given, another organization's products not found, a viewer who reads but cannot change, and the
// published shop told of every change.
import type { Product } from "@common/schemas/products";
import { expect, it } from "vitest";
import { sanitizeRichText } from "../../html/rich-text";
import { CONTENT_CHANGED_QUEUE, type ContentChangedJob } from "../../site/content-rebuild";
import { addMember, type ErrorBody, signedUpOwner } from "../../test/api";
import { takeSentJobs } from "../../test/posts";
import { allowConsoleError } from "../../test/setup";
import { describeEachDb, type TestApp } from "../../test/test-app";

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

const SHIRT = {
  title: "Linen Shirt",
  variants: [
    { sku: "SHIRT-L-RED", options: { Size: "Large", Colour: "Red" }, price_cents: 49_900, stock: 10 },
    { sku: "SHIRT-S-RED", options: { Size: "Small", Colour: "Red" }, price_cents: 45_000, stock: null },
  ],
};

const SHIPPING = { flat_rate_cents: 6_000, free_over_cents: null, collection_address: null };

/** An owner with a site and its shop, and the products API of that shop. */
async function ownerWithShop(app: TestApp, name = "Karoo Linen") {
  const team = await signedUpOwner(app);
  const site = await team.api.createSite(name);
  const shop = await team.api.call<{ id: string }>("POST", "/api/stores", {
    site_id: site.id,
    name: `${name} Shop`,
    vat_registered: false,
    shipping: SHIPPING,
  });
  expect(shop.status).toBe(201);
  const products = `/api/stores/${shop.body.id}/products`;
  const create = (input: Record<string, unknown>) => team.api.call<Product & ErrorBody>("POST", products, input);
  return { ...team, site, storeId: shop.body.id, products, create };
}

const titles = (body: { products: Product[] }) => body.products.map((product) => product.title);
/** A refusal's status and message. */
const said = (answer: { status: number; body: ErrorBody }) => [answer.status, answer.body.error?.message];

describeEachDb("products", (use) => {
  it("adds products with their variants, lists them by title, and finds them by title, SKU or status", async () => {
    const team = await ownerWithShop(use());
    const shirt = await team.create(SHIRT);
    expect(shirt.status).toBe(201);
    expect(shirt.body).toMatchObject({ store_id: team.storeId, slug: "linen-shirt", status: "draft", description: "" });
    expect(shirt.body.variants).toMatchObject([
      { sku: "SHIRT-L-RED", title: "Large / Red", stock: 10, reserved: 0, available: 10, compare_at_cents: null },
      { sku: "SHIRT-S-RED", title: "Small / Red", stock: null, available: null },
    ]);
    const apron = await team.create({
      title: "Canvas Apron",
      status: "active",
      whatsapp_order: true,
      variants: [{ sku: "APRON", price_cents: 32_000, compare_at_cents: 40_000, stock: 3 }],
    });
    expect(apron.body.variants[0]).toMatchObject({ title: "Canvas Apron", options: {} });
    expect(apron.body.whatsapp_order).toBe(true);

    const list = async (query = "") =>
      (await team.api.call<{ products: Product[] }>("GET", `${team.products}${query}`)).body;
    expect(titles(await list())).toEqual(["Canvas Apron", "Linen Shirt"]);
    expect(titles(await list("?q=LINEN"))).toEqual(["Linen Shirt"]);
    expect(titles(await list("?q=s-red"))).toEqual(["Linen Shirt"]);
    expect(titles(await list("?q=apron"))).toEqual(["Canvas Apron"]);
    expect(titles(await list("?q=%25"))).toEqual([]);
    expect(titles(await list("?status=active"))).toEqual(["Canvas Apron"]);
    expect(titles(await list("?status=draft&q=shirt"))).toEqual(["Linen Shirt"]);
    const got = await team.api.call<Product>("GET", `/api/products/${shirt.body.id}`);
    expect(got.body).toEqual(shirt.body);
  });

  it("makes slugs from titles, and refuses a slug or SKU the shop has or two variants with one SKU", async () => {
    const team = await ownerWithShop(use());
    const slugs = [];
    for (const sku of ["A1", "A2", "A3"]) {
      slugs.push((await team.create({ title: "Linen Shirt", variants: [{ ...SHIRT.variants[1], sku }] })).body.slug);
    }
    expect(slugs).toEqual(["linen-shirt", "linen-shirt-2", "linen-shirt-3"]);
    const slugTaken = await team.create({ title: "B", slug: "linen-shirt-2", variants: [SHIRT.variants[1]] });
    expect(said(slugTaken)).toEqual([409, "The slug linen-shirt-2 is taken in this shop"]);
    const skuTaken = await team.create({ title: "Other", variants: [{ ...SHIRT.variants[1], sku: "A2" }] });
    expect(said(skuTaken)).toEqual([409, "The SKU A2 is taken in this shop"]);
    const twice = await team.create({ title: "Twice", variants: [SHIRT.variants[0], SHIRT.variants[0]] });
    expect(said(twice)).toEqual([400, "Two variants share the SKU SHIRT-L-RED: give each its own"]);
    const { body: list } = await team.api.call<{ products: Product[] }>("GET", team.products);
    expect(list.products).toHaveLength(3);
    const first = list.products.find((product) => product.slug === "linen-shirt");
    const renamed = await team.api.call<ErrorBody>("PATCH", `/api/products/${first?.id}`, { slug: "linen-shirt-3" });
    expect(said(renamed)).toEqual([409, "The slug linen-shirt-3 is taken in this shop"]);

    // Another shop of the organization has slugs and SKUs of its own.
    const site = await team.api.createSite("Second Shop");
    const other = await team.api.call<{ id: string }>("POST", "/api/stores", {
      site_id: site.id,
      name: "Second",
      vat_registered: false,
      shipping: { flat_rate_cents: null, free_over_cents: null, collection_address: "The shop" },
    });
    const same = await team.api.call<Product>("POST", `/api/stores/${other.body.id}/products`, {
      title: "Linen Shirt",
      variants: [{ ...SHIRT.variants[1], sku: "A2" }],
    });
    expect([same.status, same.body.slug]).toEqual([201, "linen-shirt"]);
  });

  it("keeps a description to paragraphs, emphasis, lists, headings and safe links", async () => {
    const team = await ownerWithShop(use());
    const description = [
      '<h1>Linen</h1><p style="color:red" onclick="steal()">Soft <b>washed</b> <i>linen</i><br>in red</p>',
      "<script>alert(1)</script><style>p { display: none }</style>",
      '<ul><li onmouseover="x()">Cool<li>Strong</ul>',
      '<p><a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt&colon;alert(1)">worse</a> ',
      '<a href="https://example.com/care" target="_blank" onclick="x()">care</a> ',
      '<a href="mailto:shop@example.com">mail</a></p><img src="x" onerror="alert(1)"><svg><a>inside</a></svg>',
    ].join("");
    const { body } = await team.create({ ...SHIRT, description });
    expect(body.description).toBe(
      "<h2>Linen</h2><p>Soft <strong>washed</strong> <em>linen</em><br>in red</p>" +
        "<ul><li>Cool</li><li>Strong</li></ul>" +
        '<p>bad worse <a href="https://example.com/care" rel="noopener">care</a> ' +
        '<a href="mailto:shop@example.com" rel="noopener">mail</a></p>',
    );
    const changed = await team.api.call<Product>("PATCH", `/api/products/${body.id}`, {
      description: '<p>Now <em>with</em> <a href="data:text/html,x">data</a> &lt;b&gt;</p>',
    });
    expect(changed.body.description).toBe("<p>Now <em>with</em> data &lt;b&gt;</p>");
  });

  it("takes pictures from the shop's site's media library only, and shows those still there", async () => {
    const team = await ownerWithShop(use());
    const upload = async (siteId: string, name: string) =>
      (await team.api.uploadMedia<{ id: string }>(siteId, name, PIXEL, "shop")).body.id;
    const front = await upload(team.site.id, "front.png");
    const back = await upload(team.site.id, "back view.png");
    const elsewhere = await upload((await team.api.createSite("Elsewhere")).id, "other.png");
    for (const ids of [[front, elsewhere], ["no-such-media"]]) {
      const refused = await team.create({ ...SHIRT, image_ids: ids });
      expect(said(refused)).toEqual([400, "No such picture in this site's media library"]);
    }
    const { body } = await team.create({ ...SHIRT, image_ids: [back, front] });
    expect(body.images).toEqual([
      { id: back, path: "shop/back-view.png", url: "/media/shop/back-view.png" },
      { id: front, path: "shop/front.png", url: "/media/shop/front.png" },
    ]);
    expect((await team.api.call("DELETE", `/api/sites/${team.site.id}/media/${back}`)).status).toBe(204);
    const after = await team.api.call<Product>("GET", `/api/products/${body.id}`);
    expect(after.body.image_ids).toEqual([back, front]);
    expect(after.body.images.map((image) => image.id)).toEqual([front]);
    const patched = await team.api.call<ErrorBody>("PATCH", `/api/products/${body.id}`, { image_ids: [elsewhere] });
    expect(patched.status).toBe(400);
  });

  it("changes only the fields given, and keeps, changes, adds and removes variants", async () => {
    const team = await ownerWithShop(use());
    const { body: shirt } = await team.create({ ...SHIRT, description: "<p>Soft</p>", status: "active" });
    const path = `/api/products/${shirt.id}`;
    const renamed = await team.api.call<Product>("PATCH", path, { title: "Washed" });
    expect(renamed.body).toMatchObject({ title: "Washed", slug: "linen-shirt", description: "<p>Soft</p>" });
    expect(renamed.body.status).toBe("active");
    const [large, small] = shirt.variants;
    const changed = await team.api.call<Product>("PATCH", path, {
      variants: [
        { id: small?.id, sku: "SHIRT-S", options: { Size: "Small" }, price_cents: 44_000, stock: null },
        { sku: "SHIRT-M", options: { Size: "Medium" }, price_cents: 47_000, stock: 4 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.variants).toMatchObject([
      { id: small?.id, sku: "SHIRT-S", title: "Small", price_cents: 44_000 },
      { sku: "SHIRT-M", title: "Medium", stock: 4 },
    ]);
    expect(changed.body.variants.map((variant) => variant.id)).not.toContain(large?.id);
    const swapped = await team.api.call<Product>("PATCH", path, {
      variants: changed.body.variants.map((variant, index, all) => ({ ...variant, sku: all[1 - index]?.sku })),
    });
    expect(swapped.body.variants.map((variant) => variant.sku)).toEqual(["SHIRT-M", "SHIRT-S"]);
    const foreign = await team.api.call<ErrorBody>("PATCH", path, {
      variants: [{ ...SHIRT.variants[0], id: "not-a-variant-of-this" }],
    });
    expect(said(foreign)).toEqual([400, "This product has no such variant"]);
  });

  it("puts products on sale or off together, and deletes one", async () => {
    const team = await ownerWithShop(use());
    const a = (await team.create({ ...SHIRT, title: "A", variants: [{ ...SHIRT.variants[1], sku: "A" }] })).body;
    const b = (await team.create({ ...SHIRT, title: "B", variants: [{ ...SHIRT.variants[1], sku: "B" }] })).body;
    const other = await ownerWithShop(use(), "Other Shop");
    const theirs = (await other.create(SHIRT)).body;
    const status = (product_ids: string[], value: string) =>
      team.api.call<{ updated: number }>("POST", `${team.products}/status`, { product_ids, status: value });
    expect((await status([a.id, b.id, theirs.id], "active")).body).toEqual({ updated: 2 });
    expect((await status([a.id, b.id], "active")).body).toEqual({ updated: 0 });
    expect((await other.api.call<Product>("GET", `/api/products/${theirs.id}`)).body.status).toBe("draft");
    expect((await team.api.call("DELETE", `/api/products/${a.id}`)).status).toBe(204);
    expect((await team.api.call("GET", `/api/products/${a.id}`)).status).toBe(404);
    const { body } = await team.api.call<{ products: Product[] }>("GET", team.products);
    expect(titles(body)).toEqual(["B"]);
    // Its variants went with it: their SKUs are free again.
    expect((await team.create({ title: "A", variants: [{ ...SHIRT.variants[1], sku: "A" }] })).status).toBe(201);
  });

  it("tells the site wing of every change a published shop could show", async () => {
    const app = use();
    const team = await ownerWithShop(app);
    const changed = async () =>
      (await takeSentJobs<ContentChangedJob>(app, CONTENT_CHANGED_QUEUE)).map((job) => job.siteId);
    await changed();
    const { body } = await team.create({ ...SHIRT, status: "active" });
    expect(await changed()).toEqual([team.site.id]);
    const stock = { variant_id: body.variants[0]?.id, change: 2, reason: "Found" };
    const changes: [string, string, unknown?][] = [
      ["PATCH", `/api/products/${body.id}`, { title: "Shirt" }],
      ["POST", `/api/products/${body.id}/stock`, stock],
      ["POST", `${team.products}/status`, { product_ids: [body.id], status: "draft" }],
      ["DELETE", `/api/products/${body.id}`],
    ];
    for (const [method, path, json] of changes) {
      expect((await team.api.call(method, path, json)).status).toBeLessThan(300);
      expect([method, path, await changed()]).toEqual([method, path, [team.site.id]]);
    }
  });

  it("keeps a change a published shop could show only with its notice to the site: without the notice, nothing", async () => {
    allowConsoleError(/the job store is down/);
    const app = use();
    const team = await ownerWithShop(app);
    const { body: shirt } = await team.create({ ...SHIRT, status: "active" });
    const otherSite = await team.api.createSite("Second Shopfront");
    const stock = { variant_id: shirt.variants[0]?.id, change: 2, reason: "Found" };
    const { jobs } = app.deps;
    const send = jobs.send;
    jobs.send = () => Promise.reject(new Error("the job store is down"));
    try {
      const changes: [string, string, unknown?][] = [
        ["POST", team.products, { title: "Lost", variants: [{ ...SHIRT.variants[1], sku: "LOST" }] }],
        ["PATCH", `/api/products/${shirt.id}`, { title: "Lost title" }],
        ["POST", `/api/products/${shirt.id}/stock`, stock],
        ["POST", `${team.products}/status`, { product_ids: [shirt.id], status: "draft" }],
        ["DELETE", `/api/products/${shirt.id}`],
        ["PATCH", `/api/stores/${team.storeId}`, { name: "Lost name" }],
        [
          "POST",
          "/api/stores",
          { site_id: otherSite.id, name: "Lost shop", vat_registered: false, shipping: SHIPPING },
        ],
      ];
      for (const [method, path, json] of changes) {
        expect([method, path, (await team.api.call(method, path, json)).status]).toEqual([method, path, 500]);
      }
    } finally {
      jobs.send = send;
    }
    const kept = await team.api.call<Product>("GET", `/api/products/${shirt.id}`);
    expect(kept.body).toMatchObject({ title: SHIRT.title, status: "active" });
    expect(kept.body.variants.map((variant) => variant.stock)).toEqual([10, null]);
    expect(titles((await team.api.call<{ products: Product[] }>("GET", team.products)).body)).toEqual([SHIRT.title]);
    const stores = await team.api.call<{ stores: { name: string }[] }>("GET", "/api/stores");
    expect(stores.body.stores.map((store) => store.name)).toEqual(["Karoo Linen Shop"]);
  });

  it("answers another organization's products and shops as not found", async () => {
    const team = await ownerWithShop(use());
    const { body: shirt } = await team.create(SHIRT);
    const other = await ownerWithShop(use(), "Other Shop");
    const variant_id = shirt.variants[0]?.id;
    const tries: [string, string, unknown?][] = [
      ["GET", `/api/products/${shirt.id}`],
      ["PATCH", `/api/products/${shirt.id}`, { title: "Mine" }],
      ["DELETE", `/api/products/${shirt.id}`],
      ["POST", `/api/products/${shirt.id}/stock`, { variant_id, change: -1, reason: "Mine" }],
      ["GET", `/api/products/${shirt.id}/stock`],
    ];
    for (const [method, path, json] of tries) {
      const { status, body } = await other.api.call<ErrorBody>(method, path, json);
      expect([method, path, status, body.error.message]).toEqual([method, path, 404, "No such product"]);
    }
    expect(said(await other.api.call<ErrorBody>("GET", team.products))).toEqual([404, "No such shop"]);
    expect(said(await other.api.call<ErrorBody>("POST", team.products, SHIRT))).toEqual([404, "No such shop"]);
    expect((await team.api.call<Product>("GET", `/api/products/${shirt.id}`)).body.title).toBe("Linen Shirt");
  });

  it("lets a viewer read products and their ledger but not change them", async () => {
    const app = use();
    const team = await ownerWithShop(app);
    const { body: shirt } = await team.create(SHIRT);
    const viewer = await addMember(app, team.user, team.organization.id, "viewer");
    const as = (method: string, path: string, json?: unknown) =>
      app.request(path, { method, json, token: viewer.token });
    for (const path of [team.products, `/api/products/${shirt.id}`, `/api/products/${shirt.id}/stock`]) {
      expect((await as("GET", path)).status).toBe(200);
    }
    expect((await as("GET", `${team.products}/export.csv`)).status).toBe(200);
    const refusals = [
      await as("POST", team.products, SHIRT),
      await as("PATCH", `/api/products/${shirt.id}`, { title: "Mine" }),
      await as("DELETE", `/api/products/${shirt.id}`),
      await as("POST", `/api/products/${shirt.id}/stock`, {
        variant_id: shirt.variants[0]?.id,
        change: 1,
        reason: "x",
      }),
      await as("POST", `${team.products}/status`, { product_ids: [shirt.id], status: "active" }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error.message).toBe(
        "Your role (viewer) cannot add or change products and their stock",
      );
    }
  });
});

it("writes only what it allows, whatever the markup", () => {
  const cases: [string, string][] = [
    ["1 < 2 & 3 > 2, <unknown>known</unknown>", "1 &lt; 2 &amp; 3 &gt; 2, known"],
    ['<p title="x">a<!-- <script>x</script> -->b</p>', "<p>ab</p>"],
    ['<a href=" java\tscript:alert(1)">x</a>', "x"],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', "x"],
    ["<p>open <strong>bold <em>both</p>after", "<p>open <strong>bold <em>both</em></strong></p>after"],
    [
      '<li>loose</li><p><a href="https://a.example"><a href="https://b.example">x</a></a></p>',
      '<ul><li>loose</li></ul><p><a href="https://a.example/" rel="noopener"></a><a href="https://b.example/" rel="noopener">x</a></p>',
    ],
    ["<textarea><p>x</p></textarea><noscript><p>y</p></noscript>z", "z"],
    ['<div>one</div><table><tr><td style="x">cell</td></tr></table>', "<p>one</p>cell"],
    ['<p>cut <a href="https://x', "<p>cut </p>"],
  ];
  for (const [html, safe] of cases) expect([html, sanitizeRichText(html)]).toEqual([html, safe]);
});
