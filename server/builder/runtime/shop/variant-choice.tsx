// How a visitor picks one version of a product. Before the page's script runs (and without JavaScript)
// one list of every variant, whose value the form sends as `items`; once it runs, a product whose variants
// differ in two or three options offers one list per option ("Size", "Colour").
import { useId } from "react";
import { formatRand } from "./money";
import { isAvailable, type ShopProduct, type ShopVariant } from "./shop-facts";

/** What the visitor chose: a variant (none when the options chosen match none) and its options. */
export type Choice = { variant: ShopVariant | undefined; options: Record<string, string> };

type ChoiceProps = {
  product: ShopProduct;
  choice: Choice;
  onChange: (choice: Choice) => void;
  /** The page's script runs: the lists per option may show. */
  isLive: boolean;
};

/** The option names a product's variants use, in the order they were written. */
export function optionNames(product: ShopProduct): string[] {
  const names: string[] = [];
  for (const variant of product.variants) {
    for (const name of Object.keys(variant.options)) if (!names.includes(name)) names.push(name);
  }
  return names;
}

function valuesOf(product: ShopProduct, name: string): string[] {
  const values: string[] = [];
  for (const variant of product.variants) {
    const value = variant.options[name];
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The variant with exactly these options, if the shop sells one. */
function matching(product: ShopProduct, options: Record<string, string>): ShopVariant | undefined {
  const names = optionNames(product);
  return product.variants.find((variant) => names.every((name) => variant.options[name] === options[name]));
}

function label(variant: ShopVariant, showPrice: boolean): string {
  const price = showPrice ? ` · ${formatRand(variant.price_cents)}` : "";
  return `${variant.title}${price}${isAvailable(variant) ? "" : " · Sold out"}`;
}

export function VariantChoice({ product, choice, onChange, isLive }: ChoiceProps) {
  const id = useId();
  const names = optionNames(product);
  if (product.variants.length < 2) return null;
  if (isLive && names.length > 1) {
    const chosen = choice.options;
    const choose = (name: string, value: string) => {
      const options = { ...chosen, [name]: value };
      onChange({ variant: matching(product, options), options });
    };
    return (
      <>
        {names.map((name) => (
          <label key={name} className="wcs-field" htmlFor={`${id}-${name}`}>
            {name}
            <select
              id={`${id}-${name}`}
              value={chosen[name] ?? ""}
              onChange={(event) => choose(name, event.target.value)}
            >
              {chosen[name] === undefined ? <option value="">Choose</option> : null}
              {valuesOf(product, name).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
      </>
    );
  }
  const prices = new Set(product.variants.map((each) => each.price_cents));
  const pick = (value: string) => {
    const variant = product.variants.find((each) => `${each.id}:1` === value);
    onChange({ variant, options: variant?.options ?? {} });
  };
  return (
    <label className="wcs-field" htmlFor={id}>
      {names.length > 0 ? names.join(" / ") : "Option"}
      <select
        id={id}
        name="items"
        value={choice.variant ? `${choice.variant.id}:1` : ""}
        onChange={(event) => pick(event.target.value)}
      >
        {product.variants.map((each) => (
          <option key={each.id} value={`${each.id}:1`} disabled={!isAvailable(each)}>
            {label(each, prices.size > 1)}
          </option>
        ))}
      </select>
    </label>
  );
}
