// The shop on the published site: a site's active products reach its build, its pages show them through
// the runtime's shop components, and a change of products rebuilds those pages.

import { randomUUID } from "node:crypto";
import type { Store } from "@common/schemas/commerce";
import type { MediaFile } from "@common/schemas/media";
import { SHOP_PAGE_PATH, SHOP_PAGE_SOURCE } from "@common/shop-page";
import sharp from "sharp";
import { expect, it } from "vitest";
import { commerceDb } from "../../db/commerce-db";
import { dbBool, nowIso } from "../../db/values";
import { CONTENT_CHANGED_QUEUE } from "../../site/content-rebuild";
import { ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { shopData } from "./shop-data";

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

const picture = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

async function openShop(owner: Owner): Promise<Store> {
  const { status, body } = await owner.api.call<Store>("POST", "/api/stores", {
    site_id: owner.site.id,
    name: "Karoo Deli",
    vat_registered: true,
    shipping: { flat_rate_cents: 6_000, free_over_cents: null, collection_address: null },
  });
  if (status !== 201) throw new Error(`open shop: ${status} ${JSON.stringify(body)}`);
  return body;
}

type Variant = { options: Record<string, string>; price_cents: number; stock: number | null; reserved?: number };

/** A product as the products service stores one, written straight to the commerce tables. */
async function addProduct(
  app: TestApp,
  store: Store,
  fields: { title: string; status: string; image_ids?: string[]; whatsapp_order?: boolean; variants: Variant[] },
) {
  const commerce = commerceDb(app.deps.db);
  const id = randomUUID();
  const { organization_id: organizationId } = await commerce
    .selectFrom("stores")
    .select("organization_id")
    .where("id", "=", store.id)
    .executeTakeFirstOrThrow();
  await commerce
    .insertInto("products")
    .values({
      id,
      organization_id: organizationId,
      store_id: store.id,
      title: fields.title,
      slug: fields.title.toLowerCase().replaceAll(" ", "-"),
      description: `<p>About ${fields.title}</p>`,
      status: fields.status,
      image_ids: JSON.stringify(fields.image_ids ?? []),
      whatsapp_order: dbBool(app.deps.db.dialect, fields.whatsapp_order ?? false),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  for (const [position, variant] of fields.variants.entries()) {
    await commerce
      .insertInto("product_variants")
      .values({
        id: randomUUID(),
        product_id: id,
        store_id: store.id,
        sku: `${id}-${position}`,
        options: JSON.stringify(variant.options),
        price_cents: variant.price_cents,
        compare_at_cents: null,
        stock: variant.stock,
        reserved: variant.reserved ?? 0,
        position,
      })
      .execute();
  }
  return id;
}

async function shopPage(owner: Owner): Promise<string> {
  const response = await visit(owner.app, owner.site.slug, "/shop");
  expect(response.status).toBe(200);
  return response.text();
}

describeEachDb("the shop on the published site", (use) => {
  it("has nothing for a site without a shop, and the Shop page says so", async () => {
    const owner = await ownerWithSite(use(), "Plain Bakery");
    expect(await shopData(use().deps.db, owner.site.id)).toBeNull();
    await owner.api.createFile(owner.site.id, { full_path: SHOP_PAGE_PATH, content: SHOP_PAGE_SOURCE });
    await owner.publish();
    const html = await shopPage(owner);
    expect(html).toContain("Nothing is for sale just yet.");
    expect(html).not.toContain("wcs-cart-button");
  });

  it("publishes the active products on the Shop page and follows their changes", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Karoo Deli");
    const store = await openShop(owner);
    const upload = await owner.api.uploadMedia<MediaFile>(owner.site.id, "fig jam.jpg", await picture());
    const jam = await addProduct(app, store, {
      title: "Fig Jam",
      status: "active",
      image_ids: [upload.body.id, "gone-from-the-library"],
      whatsapp_order: true,
      variants: [
        { options: { Size: "Small" }, price_cents: 4_900, stock: 10, reserved: 4 },
        { options: { Size: "Large" }, price_cents: 124_950, stock: 2, reserved: 2 },
      ],
    });
    await addProduct(app, store, {
      title: "Secret Recipe",
      status: "draft",
      variants: [{ options: {}, price_cents: 100, stock: null }],
    });

    const data = await shopData(app.deps.db, owner.site.id);
    expect(data).toMatchObject({ name: "Karoo Deli", vat_registered: true });
    expect(data?.products).toEqual([
      {
        id: jam,
        slug: "fig-jam",
        title: "Fig Jam",
        description: "<p>About Fig Jam</p>",
        images: [{ path: "fig-jam.jpg", alt: "" }],
        whatsapp_order: true,
        variants: [
          expect.objectContaining({ title: "Small", options: { Size: "Small" }, price_cents: 4_900, available: 6 }),
          expect.objectContaining({ title: "Large", price_cents: 124_950, compare_at_cents: null, available: 0 }),
        ],
      },
    ]);

    await owner.api.createFile(owner.site.id, { full_path: SHOP_PAGE_PATH, content: SHOP_PAGE_SOURCE });
    await owner.publish();
    const html = await shopPage(owner);
    expect(html).toContain("Fig Jam");
    expect(html).toContain("Small · R 49.00");
    expect(html).toContain("Large · R 1 249.50 · Sold out");
    expect(html).not.toContain("Secret Recipe");
    // The picture carries its WebP copies, though no code names it.
    expect(html).toMatch(
      /<img alt="Fig Jam" src="\/media\/fig-jam\.jpg" width="1200" height="900" srcSet="[^"]*\?w=640 640w/,
    );
    expect(html).toContain("wcs-cart-button");

    // A product made active and a price changed: the rebuild the products service asks for shows both.
    await commerceDb(app.deps.db)
      .updateTable("products")
      .set({ status: "active" })
      .where("store_id", "=", store.id)
      .execute();
    await commerceDb(app.deps.db)
      .updateTable("product_variants")
      .set({ price_cents: 5_500 })
      .where("product_id", "=", jam)
      .where("position", "=", 0)
      .execute();
    await app.deps.site.contentChanged(owner.site.id);
    await app.deps.jobs.drain({ includeDelayed: true, queues: [CONTENT_CHANGED_QUEUE] });
    const rebuilt = await shopPage(owner);
    expect(rebuilt).toContain("Secret Recipe");
    expect(rebuilt).toContain("Small · R 55.00");
  });
});
