// A shop's products as a spreadsheet: one row per variant, the product's own columns repeated on each.
// Rows with the same slug (or title, where the slug is empty) make one product, wherever they stand.
// An import checks every row first and writes nothing when any is wrong; otherwise, in one transaction,
// it adds the new products and changes those whose SKUs the shop has (stock differences in the ledger).
import { createProductSchema, type VariantInput } from "@common/schemas/products";
import { slugify } from "@common/slug";
import type { Kysely } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { defused, spreadsheetCsv } from "../forms/submissions-csv";
import { describeProducts, optionsOf, type ProductContext, type StoreRow, variantsOf } from "./product-rows";
import { STOCK_REASONS } from "./product-stock";
import { changeProduct, insertProduct, inTransaction, type ProductFields } from "./products.service";
import { requireStore } from "./stores.service";

export const CSV_COLUMNS = [
  "title",
  "slug",
  "status",
  "description",
  "sku",
  "option1_name",
  "option1_value",
  "option2_name",
  "option2_value",
  "option3_name",
  "option3_value",
  "price",
  "compare_at_price",
  "stock",
] as const;
type Column = (typeof CSV_COLUMNS)[number];

export const MAX_CSV_ROWS = 5000;

export const CSV_MESSAGES = {
  notCsv: "Send the products as a CSV file (text/csv)",
  empty: "The file has no products: after the header, each row is one variant",
  tooMany: (rows: number) => `A file can hold at most ${MAX_CSV_ROWS} rows; this one has ${rows}`,
  header: (missing: string[]) =>
    `The first row must name the columns ${CSV_COLUMNS.join(",")}; it lacks ${missing.join(", ")}`,
  unclosed: 'A quoted value is not closed: a " is missing',
  price: (column: string, text: string) => `The ${column} "${text}" is not an amount in rand, such as 249.00`,
  noPrice: "Give the variant a price",
  stock: (text: string) => `The stock "${text}" is not a whole number (leave it empty for unlimited)`,
  halfOption: (n: number) => `option${n} needs both a name and a value`,
  optionTwice: (name: string) => `Two options of a variant are named ${name}`,
  skuTwice: (sku: string, row: number) => `The SKU ${sku} is on row ${row} too`,
  skuElsewhere: (sku: string, other: string) => `The SKU ${sku} belongs to another product than the SKU ${other}`,
  mistakes: (rows: number) => `${rows} ${rows === 1 ? "row has mistakes" : "rows have mistakes"}: nothing was imported`,
};

/** RFC 4180 records (quoted values may hold commas, quotes doubled and line breaks; CRLF or LF). */
export function parseCsv(text: string): { records: string[][]; unclosedRow: number | null } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let at = text.startsWith("\uFEFF") ? 1 : 0;
  while (at < text.length) {
    const char = text[at] as string;
    at += 1;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[at] === '"') {
        field += '"';
        at += 1;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[at] === "\n") at += 1;
      records.push([...record, field]);
      record = [];
      field = "";
    } else field += char;
  }
  if (quoted) return { records, unclosedRow: records.length + 1 };
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return { records, unclosedRow: null };
}

/** "249.00" from 24900 cents. */
export function randText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Cents from rand as people write them: "249", "249.00", "R 249,50", "1 249.50", "1,249.50"; null otherwise. */
export function parseRand(text: string): number | null {
  const digits = text.replace(/^(zar|r)/i, "").replace(/[\s\u00a0]/g, "");
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(digits) ?? /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(digits);
  if (!match) return null;
  return Number((match[1] ?? "0").replaceAll(",", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** A value as typed before the export's apostrophe kept a spreadsheet from running it as a formula. */
function undefused(value: string): string {
  return value.startsWith("'") && defused(value.slice(1)) === value ? value.slice(1) : value;
}

export type ImportError = { row: number; message: string };
type Row = { row: number; cell: (column: Column) => string };
type Group = { rows: Row[]; fields: ProductFields; variants: VariantInput[] };

/** A variant from its row, or what is wrong with the row's cells. */
function variantOf({ row, cell }: Row, errors: ImportError[]): VariantInput {
  const options: Record<string, string> = {};
  for (const n of [1, 2, 3]) {
    const name = cell(`option${n}_name` as Column);
    const value = cell(`option${n}_value` as Column);
    if (!name && !value) continue;
    if (!name || !value) errors.push({ row, message: CSV_MESSAGES.halfOption(n) });
    else if (name in options) errors.push({ row, message: CSV_MESSAGES.optionTwice(name) });
    else options[name] = value;
  }
  const money = (column: "price" | "compare_at_price") => {
    const text = cell(column);
    const cents = text ? parseRand(text) : null;
    if (text && cents === null) errors.push({ row, message: CSV_MESSAGES.price(column.replaceAll("_", " "), text) });
    return cents;
  };
  const price = money("price");
  if (!cell("price")) errors.push({ row, message: CSV_MESSAGES.noPrice });
  const stockText = cell("stock");
  const stock = stockText === "" ? null : Number(stockText);
  if (stock !== null && !Number.isFinite(stock)) errors.push({ row, message: CSV_MESSAGES.stock(stockText) });
  return {
    sku: cell("sku"),
    options,
    // An unreadable amount is reported above; zod is given a harmless one so it does not report it again.
    price_cents: price ?? 0,
    compare_at_cents: money("compare_at_price"),
    stock: stock !== null && Number.isFinite(stock) ? stock : null,
  };
}

/** The file's products, each from its rows, and every mistake of every row. */
export function readProducts(text: string): { groups: Group[]; errors: ImportError[] } {
  const { records, unclosedRow } = parseCsv(text);
  const [header = [], ...data] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new AppError("BAD_REQUEST", CSV_MESSAGES.header(missing));
  const rows: Row[] = data.flatMap((values, index) => {
    if (values.every((value) => value.trim() === "")) return [];
    const cell = (column: Column) => undefused((values[names.indexOf(column)] ?? "").trim());
    return [{ row: index + 2, cell }];
  });
  if (rows.length > MAX_CSV_ROWS) throw new AppError("BAD_REQUEST", CSV_MESSAGES.tooMany(rows.length));
  const errors: ImportError[] = unclosedRow ? [{ row: unclosedRow, message: CSV_MESSAGES.unclosed }] : [];
  if (rows.length === 0 && !unclosedRow) throw new AppError("BAD_REQUEST", CSV_MESSAGES.empty);
  const byKey = new Map<string, Row[]>();
  const skuRows = new Map<string, number>();
  for (const row of rows) {
    const key = row.cell("slug") ? `slug:${row.cell("slug")}` : `title:${row.cell("title") || row.row}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
    const sku = row.cell("sku");
    const earlier = skuRows.get(sku);
    if (sku && earlier) errors.push({ row: row.row, message: CSV_MESSAGES.skuTwice(sku, earlier) });
    else skuRows.set(sku, row.row);
  }
  const groups = [...byKey.values()].flatMap((groupRows) => {
    const first = (column: Column) => groupRows.map((row) => row.cell(column)).find(Boolean) ?? "";
    const input = {
      title: first("title"),
      slug: first("slug") || undefined,
      status: first("status") || "draft",
      description: first("description"),
      variants: groupRows.map((row) => variantOf(row, errors)),
    };
    const parsed = createProductSchema.safeParse(input);
    if (parsed.success) {
      const { variants, ...fields } = parsed.data;
      return [{ rows: groupRows, fields, variants }];
    }
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const at = field === "variants" && typeof index === "number" ? groupRows[index] : groupRows[0];
      errors.push({ row: at?.row ?? 2, message: issue.message });
    }
    return [];
  });
  return { groups, errors };
}

type Writer = { trx: Kysely<Database>; ctx: ProductContext; store: StoreRow; owners: Map<string, string> };

/**
 * Adds a group's product, or changes the one whose SKUs it names: the variants the file names change,
 * new ones come after, and those it does not name stay as they are.
 */
async function writeGroup({ trx, ctx, store, owners }: Writer, group: Group): Promise<"created" | "updated"> {
  const { db, actor } = ctx;
  const matched = group.variants.flatMap(({ sku }) => (owners.has(sku) ? [{ sku, productId: owners.get(sku) }] : []));
  const [match] = matched;
  if (!match) {
    await insertProduct(trx, db.dialect, store, actor.userId, group.fields, group.variants);
    return "created";
  }
  const stray = matched.find((other) => other.productId !== match.productId);
  if (stray) {
    const row = group.rows[group.variants.findIndex((variant) => variant.sku === stray.sku)]?.row;
    throw new AppError("BAD_REQUEST", CSV_MESSAGES.skuElsewhere(stray.sku, match.sku), { row });
  }
  const product = await commerceDb({ kysely: trx })
    .selectFrom("products")
    .selectAll()
    .where("id", "=", match.productId ?? "")
    .executeTakeFirstOrThrow();
  const given = new Map(group.variants.map((variant) => [variant.sku, variant]));
  const current = (await variantsOf(trx, [product.id])).map((row) => {
    const { sku, price_cents, compare_at_cents, stock } = row;
    return { sku, options: optionsOf(row), price_cents, compare_at_cents, stock, ...given.get(sku), id: row.id };
  });
  const variants = [...current, ...group.variants.filter((variant) => !owners.has(variant.sku))];
  // The file has no pictures nor WhatsApp setting: the product keeps its own, and its slug unless given.
  const { slug, image_ids, whatsapp_order, ...fields } = group.fields;
  const change = { ...fields, ...(slug && { slug }), variants };
  await changeProduct(trx, db.dialect, { store, product, userId: actor.userId }, change, STOCK_REASONS.csv);
  return "updated";
}

/** Adds and changes the shop's products from a CSV file: how many of each, or every row's mistakes. */
export async function importProductsCsv(
  ctx: ProductContext,
  storeId: string,
  file: { type: string; text: () => Promise<string> },
): Promise<{ created: number; updated: number }> {
  const store = await requireStore(ctx, storeId);
  if (file.type.split(";")[0]?.trim().toLowerCase() !== "text/csv") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", CSV_MESSAGES.notCsv);
  }
  const { groups, errors } = readProducts(await file.text());
  // A product with a wrong row is reported once, for that row, and not tried against the shop.
  const wrong = new Set(errors.map((error) => error.row));
  const counts = await inTransaction(ctx.db, async (trx) => {
    const variants = commerceDb({ kysely: trx }).selectFrom("product_variants").select(["sku", "product_id"]);
    const rows = await variants.where("store_id", "=", store.id).execute();
    const writer = { trx, ctx, store, owners: new Map(rows.map((row) => [row.sku, row.product_id])) };
    const done = { created: 0, updated: 0 };
    for (const group of groups.filter((group) => !group.rows.some((row) => wrong.has(row.row)))) {
      try {
        done[await writeGroup(writer, group)] += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const { row } = (error.details ?? {}) as { row?: number };
        errors.push({ row: row ?? group.rows[0]?.row ?? 2, message: error.message });
      }
    }
    if (errors.length === 0) {
      await ctx.site.contentChanged(store.site_id, trx);
      return done;
    }
    errors.sort((a, b) => a.row - b.row);
    const count = new Set(errors.map((error) => error.row)).size;
    throw new AppError("BAD_REQUEST", CSV_MESSAGES.mistakes(count), { errors });
  });
  return counts;
}

/** The shop's products as the import reads them, and the name to save the file as. */
export async function exportProductsCsv(ctx: ProductContext, storeId: string) {
  const store = await requireStore(ctx, storeId);
  const rows = await commerceDb(ctx.db)
    .selectFrom("products")
    .selectAll()
    .where("store_id", "=", store.id)
    .orderBy("title")
    .orderBy("id")
    .execute();
  const products = await describeProducts(ctx.db.kysely, store.site_id, rows);
  const lines = products.flatMap((product) =>
    product.variants.map((variant) => {
      const options = Object.entries(variant.options);
      const option = (n: number) => options[n] ?? ["", ""];
      return [
        ...[product.title, product.slug, product.status, product.description, variant.sku],
        ...option(0),
        ...option(1),
        ...option(2),
        randText(variant.price_cents),
        variant.compare_at_cents === null ? "" : randText(variant.compare_at_cents),
        variant.stock === null ? "" : String(variant.stock),
      ];
    }),
  );
  const name = slugify(store.name) || "shop";
  return { filename: `${name}-products.csv`, csv: spreadsheetCsv([[...CSV_COLUMNS], ...lines]) };
}
