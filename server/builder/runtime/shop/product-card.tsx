// <ProductCard product={product} />: one product of the shop with its first picture, title, price (the
// lowest of its variants, "From …" when they differ, the compare-at price struck through), "Sold out" when
// nothing is left, its description and AddToCart.
import { Image } from "../image";
import { AddToCart } from "./add-to-cart";
import { formatRand } from "./money";
import { isAvailable, mediaSrc, productOf, type ShopProduct, type ShopVariant } from "./shop-facts";
import { ShopStyle } from "./shop-style";

type ProductCardProps = {
  /** A product of the shop, or its slug. */
  product: ShopProduct | string;
  /** The title's heading level: 3 by default, under a page's h1 and a section's h2. */
  headingLevel?: 2 | 3 | 4;
  /** Show AddToCart under the product (on by default). */
  addToCart?: boolean;
  /** The picture's `sizes`, for the width the card has in the site's layout. */
  sizes?: string;
  /** Load the picture at once: a card above the fold. */
  priority?: boolean;
  className?: string;
};

const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw";

/** The variant whose price a card shows: the cheapest that is left, else the cheapest. */
function shownVariant(product: ShopProduct): ShopVariant | undefined {
  const byPrice = [...product.variants].sort((a, b) => a.price_cents - b.price_cents);
  return byPrice.find(isAvailable) ?? byPrice[0];
}

function Parcel() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="4">
      <path d="M14 32 50 16l36 16v40L50 88 14 72Z" />
      <path d="m14 32 36 16 36-16M50 48v40" />
    </svg>
  );
}

export function ProductCard({
  product: given,
  headingLevel = 3,
  addToCart = true,
  sizes = CARD_SIZES,
  priority = false,
  className,
}: ProductCardProps) {
  const product = productOf(given);
  if (product === undefined) return null;
  const Heading = `h${headingLevel}` as const;
  const shown = shownVariant(product);
  const soldOut = !product.variants.some(isAvailable);
  const varies = new Set(product.variants.map((variant) => variant.price_cents)).size > 1;
  const compareAt = shown?.compare_at_cents ?? null;
  const picture = product.images[0];
  return (
    <article className={`wcs-card${className ? ` ${className}` : ""}`}>
      <ShopStyle />
      <div className="wcs-media">
        {picture ? (
          <Image src={mediaSrc(picture.path)} alt={picture.alt || product.title} sizes={sizes} priority={priority} />
        ) : (
          <Parcel />
        )}
        {soldOut ? <span className="wcs-badge">Sold out</span> : null}
      </div>
      <div className="wcs-body">
        <Heading className="wcs-title">{product.title}</Heading>
        {shown ? (
          <p className="wcs-price">
            <span>
              {varies ? "From " : ""}
              {formatRand(shown.price_cents)}
            </span>
            {compareAt !== null && compareAt > shown.price_cents ? (
              <s>
                <span className="wcs-sr">Was </span>
                {formatRand(compareAt)}
              </s>
            ) : null}
          </p>
        ) : null}
        {product.description ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop sanitised it when it was saved, as a post's body is.
          <div className="wcs-text" dangerouslySetInnerHTML={{ __html: product.description }} />
        ) : null}
        {addToCart ? <AddToCart product={product} quantity={false} /> : null}
      </div>
    </article>
  );
}
