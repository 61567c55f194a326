import type { Variant, VariantInput } from "@common/schemas/products";
import { parseRand, randInput } from "./rand";
import type { VariantDraft } from "./variant-matrix";

/** What is wrong with one row, by field, in words to show beside it. */
export type VariantProblems = Partial<Record<"sku" | "price" | "compareAt" | "stock", string>>;

/** A product's variants as the form starts with them. */
export function draftsOf(variants: readonly Variant[]): VariantDraft[] {
  return variants.map((variant) => ({
    key: variant.id,
    id: variant.id,
    options: variant.options,
    sku: variant.sku,
    price: randInput(variant.price_cents),
    compareAt: randInput(variant.compare_at_cents),
    stock: variant.stock === null ? "" : String(variant.stock),
    unlimited: variant.stock === null,
  }));
}

const SKU = /^[A-Za-z0-9._\-/]+$/;
const MAX_STOCK = 1_000_000;

function isStockCount(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= MAX_STOCK;
}

/** One row's problems, found before anything is sent; empty when it may go. */
export function variantProblems(draft: VariantDraft, held?: number | null): VariantProblems {
  const problems: VariantProblems = {};
  const sku = draft.sku.trim();
  if (!sku) problems.sku = "Give each variant a SKU";
  else if (!SKU.test(sku)) problems.sku = "A SKU is letters, digits and . _ - /";
  if (parseRand(draft.price) === null) problems.price = "Enter the price in rand, such as 249.99";
  if (draft.compareAt.trim() && parseRand(draft.compareAt) === null) {
    problems.compareAt = "Enter the compare-at price in rand, or leave it empty";
  }
  if (isStockTyped(draft, held) && !isStockCount(draft.stock)) {
    problems.stock = "Stock is a whole number up to 1 000 000, or tick Unlimited";
  }
  return problems;
}

/** A variant's stock as the server holds it now: a number, null for unlimited, undefined for a new row. */
export type HeldStock = (draft: VariantDraft) => number | null | undefined;

/**
 * The rows as the API takes them, or the problems of each row by its key. A row that already exists and
 * still counts its stock sends what the server holds (`held`): a change to a counted stock goes through
 * the stock adjustment with its reason, never through the form, so a sale made meanwhile is not undone.
 */
export function variantInputs(
  drafts: readonly VariantDraft[],
  held: HeldStock,
): { inputs: VariantInput[]; problems: Record<string, VariantProblems> } {
  const problems: Record<string, VariantProblems> = {};
  const inputs: VariantInput[] = [];
  for (const draft of drafts) {
    const found = variantProblems(draft, held(draft));
    if (Object.keys(found).length > 0) {
      problems[draft.key] = found;
      continue;
    }
    const compareAt = draft.compareAt.trim() ? parseRand(draft.compareAt) : null;
    inputs.push({
      ...(draft.id ? { id: draft.id } : {}),
      sku: draft.sku.trim(),
      options: draft.options,
      price_cents: parseRand(draft.price) ?? 0,
      compare_at_cents: compareAt,
      stock: stockToSend(draft, held(draft)),
    });
  }
  return { inputs, problems };
}

/** Whether the row's stock is typed in the form: a new row's, or one that stops being unlimited. */
export function isStockTyped(draft: VariantDraft, held: number | null | undefined): boolean {
  return !draft.unlimited && (held === undefined || held === null);
}

function stockToSend(draft: VariantDraft, held: number | null | undefined): number | null {
  if (draft.unlimited) return null;
  return isStockTyped(draft, held) ? Number(draft.stock.trim()) : (held ?? 0);
}
