// Products as CSV: the export's rows read back by the import, which changes what was edited and adds
// what is new; a file with mistakes lists every wrong row and imports nothing; the file's format.
import type { Product, StockMovement } from "@common/schemas/products";
import { describe, expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { allowConsoleError } from "../../test/setup";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { spreadsheetCsv } from "../forms/submissions-csv";
import { CSV_COLUMNS, MAX_CSV_ROWS, parseCsv, parseRand, randText } from "./product-csv";

const HEADER = CSV_COLUMNS.join(",");

/** An owner's shop, its products API, and the CSV import and export as the products page uses them. */
async function ownerWithShop(app: TestApp) {
  const team = await signedUpOwner(app);
  const site = await team.api.createSite("Karoo Linen");
  const shop = await team.api.call<{ id: string }>("POST", "/api/stores", {
    site_id: site.id,
    name: "Karoo Linen",
    vat_registered: false,
    shipping: { flat_rate_cents: 6_000, free_over_cents: null, collection_address: null },
  });
  const products = `/api/stores/${shop.body.id}/products`;
  const upload = async (csv: string, type = "text/csv; charset=utf-8") => {
    const response = await app.request(`${products}/import`, {
      method: "POST",
      body: csv,
      headers: { "content-type": type },
      token: team.user.token,
    });
    return {
      status: response.status,
      body: (await response.json()) as { created: number; updated: number } & ErrorBody,
    };
  };
  const download = () => app.request(`${products}/export.csv`, { token: team.user.token });
  const list = async () => (await team.api.call<{ products: Product[] }>("GET", products)).body.products;
  return { ...team, site, products, upload, download, list };
}

describeEachDb("products as CSV", (use) => {
  it("exports a row per variant that an import of the same file reads back, changing what was edited", async () => {
    const team = await ownerWithShop(use());
    const picture = (await team.api.uploadMedia<{ id: string }>(team.site.id, "shirt.png", PIXEL)).body.id;
    const shirt = await team.api.call<Product>("POST", team.products, {
      title: "Linen Shirt",
      description: '<p>Soft, "washed"\nlinen</p>',
      status: "active",
      image_ids: [picture],
      variants: [
        { sku: "SHIRT-L", options: { Size: "Large", Colour: "Red" }, price_cents: 49_900, stock: 5 },
        {
          sku: "SHIRT-S",
          options: { Size: "Small", Colour: "Red" },
          price_cents: 45_050,
          compare_at_cents: 50_000,
          stock: null,
        },
      ],
    });
    await team.api.call("POST", team.products, {
      title: "=Apron",
      variants: [{ sku: "APRON", price_cents: 32_000, stock: 2 }],
    });

    const response = await team.download();
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="karoo-linen-products.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { records } = parseCsv(new TextDecoder().decode(bytes));
    expect(records).toEqual([
      [...CSV_COLUMNS],
      ["'=Apron", "apron", "draft", "", "APRON", "", "", "", "", "", "", "320.00", "", "2"],
      [
        "Linen Shirt",
        "linen-shirt",
        "active",
        '<p>Soft, "washed"\nlinen</p>',
        "SHIRT-L",
        "Size",
        "Large",
        "Colour",
        "Red",
        "",
        "",
        "499.00",
        "",
        "5",
      ],
      [
        "Linen Shirt",
        "linen-shirt",
        "active",
        '<p>Soft, "washed"\nlinen</p>',
        "SHIRT-S",
        "Size",
        "Small",
        "Colour",
        "Red",
        "",
        "",
        "450.50",
        "500.00",
        "",
      ],
    ]);

    // Edited in a spreadsheet: a new price and count for the large shirt, and a new product.
    const edited = records.map((row) => (row[4] === "SHIRT-L" ? [...row.slice(0, 11), "R 479,00", "", "8"] : row));
    edited.push(["Tea Towel", "", "", "", "TOWEL", "", "", "", "", "", "", "89", "", ""]);
    const imported = await team.upload(spreadsheetCsv(edited));
    expect([imported.status, imported.body]).toEqual([200, { created: 1, updated: 2 }]);
    const after = await team.list();
    expect(after.map((product) => product.title)).toEqual(["=Apron", "Linen Shirt", "Tea Towel"]);
    const [, linen, towel] = after;
    expect(linen?.variants.map((v) => [v.sku, v.price_cents, v.stock])).toEqual([
      ["SHIRT-L", 47_900, 8],
      ["SHIRT-S", 45_050, null],
    ]);
    expect(linen?.images.map((image) => image.id)).toEqual([picture]);
    expect(linen?.id).toBe(shirt.body.id);
    expect(towel).toMatchObject({ slug: "tea-towel", status: "draft" });
    expect(towel?.variants[0]).toMatchObject({ price_cents: 8_900, stock: null, title: "Tea Towel" });
    const ledger = await team.api.call<{ movements: StockMovement[] }>("GET", `/api/products/${shirt.body.id}/stock`);
    expect(ledger.body.movements.map((m) => [m.change, m.reason])).toEqual([
      [3, "CSV import"],
      [5, "Opening stock"],
    ]);
    // The same file again changes no count.
    expect((await team.upload(spreadsheetCsv(edited))).body).toEqual({ created: 0, updated: 3 });
  });

  it("imports nothing when the site cannot be told of it", async () => {
    allowConsoleError(/the job store is down/);
    const app = use();
    const team = await ownerWithShop(app);
    const apron = { title: "Apron", variants: [{ sku: "APRON", price_cents: 32_000, stock: 2 }] };
    expect((await team.api.call("POST", team.products, apron)).status).toBe(201);
    const { records } = parseCsv(await (await team.download()).text());
    const renamed = records.map((record, index) => (index === 1 ? ["Lost apron", ...record.slice(1)] : record));
    const { jobs } = app.deps;
    const send = jobs.send;
    jobs.send = () => Promise.reject(new Error("the job store is down"));
    try {
      expect((await team.upload(spreadsheetCsv(renamed))).status).toBe(500);
    } finally {
      jobs.send = send;
    }
    expect((await team.list()).map((product) => product.title)).toEqual(["Apron"]);
  });

  it("lists every row with a mistake and imports nothing", async () => {
    const team = await ownerWithShop(use());
    for (const [title, sku] of [
      ["Apron", "APRON"],
      ["Cup", "CUP"],
    ]) {
      await team.api.call("POST", team.products, { title, variants: [{ sku, price_cents: 100, stock: 1 }] });
    }
    const csv = [
      HEADER,
      "Good Mug,,active,,MUG-1,,,,,,,120.00,,4",
      "Bad Price,,active,,BP-1,,,,,,,lots,,",
      ",,draft,,NO-TITLE,,,,,,,10,,",
      "Mug Two,,sold,,MUG-2,Size,,,,,,10,,-2",
      '"Quoted, Title",,,,MUG-1,,,,,,,10,,',
      "New Apron,apron,,,NEW-APRON,,,,,,,10,,",
      "Mixed,,,,APRON,,,,,,,10,,",
      "Mixed,,,,CUP,,,,,,,10,,",
    ].join("\r\n");
    const { status, body } = await team.upload(csv);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: "BAD_REQUEST",
      message: "6 rows have mistakes: nothing was imported",
      details: {
        errors: [
          { row: 3, message: 'The price "lots" is not an amount in rand, such as 249.00' },
          { row: 4, message: "Enter the product's title" },
          { row: 5, message: "option1 needs both a name and a value" },
          { row: 5, message: 'Status is "draft" or "active"' },
          { row: 5, message: "Stock cannot be negative" },
          { row: 6, message: "The SKU MUG-1 is on row 2 too" },
          { row: 7, message: "The slug apron is taken in this shop" },
          { row: 9, message: "The SKU CUP belongs to another product than the SKU APRON" },
        ],
      },
    });
    expect((await team.list()).map((product) => product.title)).toEqual(["Apron", "Cup"]);
  });

  it("groups a product's rows wherever they stand, by slug or else by title", async () => {
    const team = await ownerWithShop(use());
    const csv = [
      `\uFEFF${HEADER}`,
      "Mug,,active,<p>Stoneware</p>,MUG-S,Size,Small,,,,,99.50,,3",
      'Towel,,,,TOWEL,,,,,,,"1,249.50",,',
      "Mug,,,,MUG-L,Size,Large,,,,,R 120,,",
      "Big Mug,mug-big,,,MUG-XL,Size,Huge,,,,,150,,1",
      "Bigger Mug,mug-big,,,MUG-XXL,Size,Huger,,,,,160,,1",
      "",
    ].join("\n");
    expect((await team.upload(csv)).body).toEqual({ created: 3, updated: 0 });
    const products = await team.list();
    expect(
      products.map((p) => [p.title, p.slug, p.status, p.variants.map((v) => [v.title, v.price_cents, v.stock])]),
    ).toEqual([
      [
        "Big Mug",
        "mug-big",
        "draft",
        [
          ["Huge", 15_000, 1],
          ["Huger", 16_000, 1],
        ],
      ],
      [
        "Mug",
        "mug",
        "active",
        [
          ["Small", 9_950, 3],
          ["Large", 12_000, null],
        ],
      ],
      ["Towel", "towel", "draft", [["Towel", 124_950, null]]],
    ]);
  });

  it("takes CSV only, up to its row limit, with the columns named", async () => {
    const team = await ownerWithShop(use());
    const wrongType = await team.upload(`${HEADER}\nMug,,,,MUG,,,,,,,1,,`, "application/json");
    expect([wrongType.status, wrongType.body.error.message]).toEqual([
      415,
      "Send the products as a CSV file (text/csv)",
    ]);
    const rows = Array.from({ length: MAX_CSV_ROWS + 1 }, (_, n) => `Mug ${n},,,,MUG-${n},,,,,,,1,,`);
    const tooMany = await team.upload([HEADER, ...rows].join("\n"));
    expect([tooMany.status, tooMany.body.error.message]).toEqual([
      400,
      "A file can hold at most 5000 rows; this one has 5001",
    ]);
    const noSku = await team.upload("title,price\nMug,1");
    expect(noSku.status).toBe(400);
    expect(noSku.body.error.message).toContain("it lacks slug, status, description, sku");
    const empty = await team.upload(`${HEADER}\n`);
    expect([empty.status, empty.body.error.message]).toEqual([
      400,
      "The file has no products: after the header, each row is one variant",
    ]);
    expect(await team.list()).toEqual([]);
  });
});

describe("the CSV format", () => {
  it("reads quoted values with commas, doubled quotes and line breaks, over CRLF or LF", () => {
    const text = '\uFEFFa,b,c\r\n"1, 2","say ""hi""","two\r\nlines"\n,,\nlast,"",x';
    expect(parseCsv(text)).toEqual({
      records: [
        ["a", "b", "c"],
        ["1, 2", 'say "hi"', "two\r\nlines"],
        ["", "", ""],
        ["last", "", "x"],
      ],
      unclosedRow: null,
    });
    expect(parseCsv('a\n"open,\nstill').unclosedRow).toBe(2);
  });

  it("reads rand as people write it and writes it with cents", () => {
    const read = ["249", "249.00", "249.5", "R 249,50", "R249", "ZAR 1 249.50", "1,249.50", "0"].map(parseRand);
    expect(read).toEqual([24_900, 24_900, 24_950, 24_950, 24_900, 124_950, 124_950, 0]);
    expect(["", "lots", "-5", "2.505", "1,2,3", "R"].map(parseRand)).toEqual([null, null, null, null, null, null]);
    expect([24_900, 5, 100_000_000].map(randText)).toEqual(["249.00", "0.05", "1000000.00"]);
  });
});

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
