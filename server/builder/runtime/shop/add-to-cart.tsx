// <AddToCart product={product} />: the choice of variant, the quantity and "Add to cart". It is a real form
// that goes to the checkout with the chosen variant, so a visitor without JavaScript (or before the page's
// script runs) can still buy one; with it, the form puts the variant in the cart instead. A product that
// asks for it also offers "Order on WhatsApp", through the site's WhatsApp link as WhatsAppButton is.
import { type ChangeEvent, type SubmitEvent, useEffect, useId, useState } from "react";
import { addToCart, cartItems, MAX_LINE_QUANTITY } from "./cart-store";
import { formatRand } from "./money";
import { isAvailable, mediaSrc, productOf, type ShopProduct, type ShopVariant, shop } from "./shop-facts";
import { ShopStyle } from "./shop-style";
import { type Choice, optionNames, VariantChoice } from "./variant-choice";

type AddToCartProps = {
  /** A product of the shop, or its slug. */
  product: ShopProduct | string;
  /** Offer a quantity once the page's script runs; without it each press adds one. */
  quantity?: boolean;
  className?: string;
};

function whatsAppHref(product: ShopProduct, variant: ShopVariant | undefined): string {
  const what = variant && variant.title !== product.title ? `${product.title} (${variant.title})` : product.title;
  const price = variant ? ` at ${formatRand(variant.price_cents)}` : "";
  const text = `Hi ${shop?.name ?? "there"}, I would like to order: ${what}${price}`;
  return `/_go/whatsapp?text=${encodeURIComponent(text)}`;
}

function buttonWords(variant: ShopVariant | undefined): string {
  if (variant === undefined) return "Unavailable";
  return isAvailable(variant) ? "Add to cart" : "Sold out";
}

export function AddToCart({ product: given, quantity: offersQuantity = true, className }: AddToCartProps) {
  const product = productOf(given);
  const first = product?.variants.find(isAvailable) ?? product?.variants[0];
  const [choice, setChoice] = useState<Choice>({ variant: first, options: first?.options ?? {} });
  const [amount, setAmount] = useState("1");
  const [status, setStatus] = useState("");
  const [isLive, setLive] = useState(false);
  const quantityId = useId();
  useEffect(() => setLive(true), []);
  if (product === undefined) return null;

  const { variant } = choice;
  // One variant, or the lists per option: no list is named `items`, so a hidden field names the variant.
  const namesVariant = product.variants.length < 2 || (isLive && optionNames(product).length > 1);
  const canBuy = variant !== undefined && isAvailable(variant);
  const most = Math.min(variant?.available ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);

  function choose(next: Choice) {
    setChoice(next);
    setStatus("");
  }

  function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (product === undefined || variant === undefined || !canBuy) return;
    const wanted = Math.max(1, Math.min(Math.floor(Number(amount)) || 1, most));
    const before = cartItems().find((line) => line.variant_id === variant.id)?.quantity ?? 0;
    const image = product.images[0];
    const line = {
      variant_id: variant.id,
      product_id: product.id,
      title: product.title,
      variant_title: variant.title,
      price_cents: variant.price_cents,
      image: image ? mediaSrc(image.path) : "",
    };
    const after = addToCart(line, wanted, variant.available);
    setStatus(
      after - before < wanted
        ? `Only ${variant.available} available: your cart has ${after}.`
        : `Added to your cart: ${product.title}${variant.title !== product.title ? `, ${variant.title}` : ""}.`,
    );
  }

  return (
    <form
      method="get"
      action="/_shop/checkout"
      className={`wcs-form${className ? ` ${className}` : ""}`}
      onSubmit={add}
    >
      <ShopStyle />
      <div className="wcs-add">
        <VariantChoice product={product} choice={choice} onChange={choose} isLive={isLive} />
        {namesVariant ? <input type="hidden" name="items" value={variant ? `${variant.id}:1` : ""} /> : null}
        {isLive && offersQuantity && canBuy ? (
          <label className="wcs-field wcs-qty" htmlFor={quantityId}>
            Quantity
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              value={amount}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
            />
          </label>
        ) : null}
        {/* Named with the product, since a page lists many of them. */}
        <button
          type="submit"
          className="wcs-button"
          disabled={!canBuy}
          aria-label={`${buttonWords(variant)}: ${product.title}`}
        >
          {buttonWords(variant)}
        </button>
        {product.whatsapp_order ? (
          <a
            className="wcs-whatsapp"
            href={whatsAppHref(product, variant)}
            rel="nofollow"
            aria-label={`Order on WhatsApp: ${product.title}`}
          >
            Order on WhatsApp
          </a>
        ) : null}
      </div>
      <p role="status" className="wcs-status">
        {status}
      </p>
    </form>
  );
}
