// What the cart's drawer lists: each line with its picture, price and quantity steppers, the subtotal and
// the way on to the checkout. In the editor's preview the checkout is not reached: a note says where it works.
import { isPreview } from "webcraft:site";
import { type MouseEvent, useState } from "react";
import { Image } from "../image";
import type { CartItem } from "./cart-store";
import { formatRand } from "./money";
import type { Cart } from "./use-cart";

const IN_PREVIEW = "Checkout works on the published site. Nothing is ordered from this preview.";

function nameOf(line: CartItem): string {
  return line.variant_title && line.variant_title !== line.title ? `${line.title}, ${line.variant_title}` : line.title;
}

function CartLine({ line, cart, onRemoved }: { line: CartItem; cart: Cart; onRemoved: () => void }) {
  const name = nameOf(line);
  return (
    <li className="wcs-line">
      {line.image ? (
        <Image src={line.image} alt="" width={64} height={64} sizes="4rem" />
      ) : (
        <span className="wcs-thumb" aria-hidden="true" />
      )}
      <div>
        <p className="wcs-line-name">{line.title}</p>
        {line.variant_title && line.variant_title !== line.title ? (
          <p className="wcs-line-meta">{line.variant_title}</p>
        ) : null}
        <p className="wcs-line-meta">
          {formatRand(line.price_cents)} each · {formatRand(line.price_cents * line.quantity)}
        </p>
        <div className="wcs-line-actions">
          <button
            type="button"
            className="wcs-icon-button"
            aria-label={`One fewer: ${name}`}
            disabled={line.quantity <= 1}
            onClick={() => cart.setQuantity(line.variant_id, line.quantity - 1)}
          >
            −
          </button>
          <output aria-label={`Quantity of ${name}`}>{line.quantity}</output>
          <button
            type="button"
            className="wcs-icon-button"
            aria-label={`One more: ${name}`}
            onClick={() => cart.setQuantity(line.variant_id, line.quantity + 1)}
          >
            +
          </button>
          <button
            type="button"
            className="wcs-remove"
            aria-label={`Remove: ${name}`}
            onClick={() => {
              cart.remove(line.variant_id);
              onRemoved();
            }}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

/** The drawer's body below its heading. `onRemoved` keeps the focus in the drawer when a line goes. */
export function CartLines({ cart, onRemoved }: { cart: Cart; onRemoved: () => void }) {
  const [note, setNote] = useState("");

  function checkoutInPreview(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setNote(IN_PREVIEW);
  }

  return (
    <>
      {cart.items.length === 0 ? (
        <p className="wcs-empty">Your cart is empty</p>
      ) : (
        <>
          <ul className="wcs-lines">
            {cart.items.map((line) => (
              <CartLine key={line.variant_id} line={line} cart={cart} onRemoved={onRemoved} />
            ))}
          </ul>
          <p className="wcs-subtotal">
            <span>Subtotal</span>
            <span>{formatRand(cart.subtotalCents)}</span>
          </p>
          <a className="wcs-button" href={cart.checkoutHref} onClick={isPreview ? checkoutInPreview : undefined}>
            Checkout
          </a>
        </>
      )}
      <p role="status" className="wcs-note">
        {note}
      </p>
    </>
  );
}
