// A product's options (Size: S, M, L; Colour: Red, Blue) and the variants they make: one per
// combination, Size × Colour, each with its own SKU, price and stock.

/** The most options a variant has, as the server allows. */
export const MAX_OPTIONS = 3;

/** One option as the form holds it: its name and its values, in the order typed. */
export type OptionDraft = { name: string; values: string[] };

/** One variant row of the form: amounts as typed, in rand; `key` tells rows apart before they have an id. */
export type VariantDraft = {
  key: string;
  id?: string;
  options: Record<string, string>;
  sku: string;
  price: string;
  compareAt: string;
  stock: string;
  unlimited: boolean;
};

/** Options with a name and at least one value, trimmed, each value once, at most three. */
export function cleanOptions(options: readonly OptionDraft[]): OptionDraft[] {
  const named = options
    .map((option) => ({
      name: option.name.trim(),
      values: [...new Set(option.values.map((value) => value.trim()).filter(Boolean))],
    }))
    .filter((option) => option.name && option.values.length > 0);
  const seen = new Set<string>();
  return named.filter((option) => !seen.has(option.name) && seen.add(option.name)).slice(0, MAX_OPTIONS);
}

/** Every combination of the options' values, the first option varying slowest: [{Size: S, Colour: Red}, …]. */
export function optionMatrix(options: readonly OptionDraft[]): Record<string, string>[] {
  return cleanOptions(options).reduce<Record<string, string>[]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

/** "Large / Red"; "" for a product with no options. */
export function variantTitle(options: Record<string, string>): string {
  return Object.values(options).join(" / ");
}

function sameOptions(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A part of a SKU from words: "Navy blue" → "NAVY-BLUE". */
export function skuPart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

let drafts = 0;
/** A key for a new row, unique within the page. */
export function newDraftKey(): string {
  drafts += 1;
  return `new-${drafts}`;
}

/**
 * The variants the options make. A combination that already has a row keeps it (its SKU, price, stock
 * and id); a new one starts from the first row's price and compare-at price, with no stock, and a SKU
 * made of `skuBase` and its values ("TEE-L-RED"). Rows whose combination is gone are left out.
 */
export function generateVariants(
  options: readonly OptionDraft[],
  current: readonly VariantDraft[],
  skuBase: string,
): VariantDraft[] {
  const first = current[0];
  const base = skuPart(skuBase) || "SKU";
  return optionMatrix(options).map((combo) => {
    const kept = current.find((row) => sameOptions(row.options, combo));
    if (kept) return { ...kept, options: combo };
    const sku = [base, ...Object.values(combo).map(skuPart)].filter(Boolean).join("-");
    return {
      key: newDraftKey(),
      options: combo,
      sku,
      price: first?.price ?? "",
      compareAt: first?.compareAt ?? "",
      stock: "0",
      unlimited: false,
    };
  });
}

/** The options a product's variants use, in the order of its first variant, with their values in order. */
export function optionsOf(variants: readonly { options: Record<string, string> }[]): OptionDraft[] {
  const options: OptionDraft[] = [];
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      let option = options.find((each) => each.name === name);
      if (!option) {
        option = { name, values: [] };
        options.push(option);
      }
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}
