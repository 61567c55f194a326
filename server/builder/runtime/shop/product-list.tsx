// <ProductList />: the shop's active products as a grid of cards, as many columns as fit. `products` picks
// and orders some by slug, `filter` keeps those it accepts, `limit` shows the first so many. With nothing to
// show (no shop yet, no products, or none left by the filter) it shows `fallback`.
import type { ReactNode } from "react";
import { ProductCard } from "./product-card";
import { type ShopProduct, shop } from "./shop-facts";

type ProductListProps = {
  /** Only these products, by slug, in this order. */
  products?: readonly string[];
  filter?: (product: ShopProduct) => boolean;
  limit?: number;
  /** What shows when there is nothing to list; by default a line saying so (nothing while there is no shop). */
  fallback?: ReactNode;
  /** The cards' title level (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /** The pictures' `sizes`, for the width a card has in the site's layout. */
  sizes?: string;
  /** Classes for the list (its columns, say). */
  className?: string;
  /** Classes for each card (its border, shadow or background), over the runtime's own. */
  cardClassName?: string;
};

function listed(all: readonly ShopProduct[], { products, filter, limit }: ProductListProps): ShopProduct[] {
  const picked = products ? products.flatMap((slug) => all.filter((product) => product.slug === slug)) : [...all];
  const kept = filter ? picked.filter(filter) : picked;
  return limit === undefined ? kept : kept.slice(0, Math.max(0, limit));
}

export function ProductList(props: ProductListProps) {
  const { fallback, headingLevel, sizes, className, cardClassName } = props;
  const shown = shop === null ? [] : listed(shop.products, props);
  if (shown.length === 0) {
    if (fallback !== undefined) return <>{fallback}</>;
    return shop === null ? null : <p>Nothing is for sale just now. Please look again soon.</p>;
  }
  return (
    <ul className={`wcs-grid${className ? ` ${className}` : ""}`}>
      {shown.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} sizes={sizes} className={cardClassName} />
        </li>
      ))}
    </ul>
  );
}
