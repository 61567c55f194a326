// <Cart />: a button that shows how many things the cart holds and opens the cart in a drawer: a modal
// dialog, so the page behind is out of reach until it closes (its close button, Escape, or a click beside
// it), and the focus goes back to the button. A site without a shop shows nothing.
import { useEffect, useId, useRef, useState } from "react";
import { CartLines } from "./cart-lines";
import { hasShop } from "./has-shop";
import { ShopStyle } from "./shop-style";
import { useCart } from "./use-cart";

type CartProps = {
  /** The button's words before the count; "Cart" by default. */
  label?: string;
  /** Classes for the button, which then drops the runtime's own look (as WhatsAppButton does). */
  className?: string;
};

function Bag() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 8h14l-1.2 12H6.2Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function Cart({ label = "Cart", className }: CartProps) {
  const cart = useCart();
  const [isOpen, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (isOpen && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  if (!hasShop) return null;

  // Escape closes the dialog by itself; every way of closing ends here.
  function closed() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <ShopStyle />
      <button
        ref={button}
        type="button"
        className={className ?? "wcs-cart-button"}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <Bag />
        {label}{" "}
        <span className="wcs-count">
          {cart.count}
          <span className="wcs-sr">{cart.count === 1 ? " item" : " items"}</span>
        </span>
      </button>
      {/* A click on the backdrop lands on the dialog itself; Escape is the dialog's own. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape or the close button. */}
      <dialog
        ref={dialog}
        className="wcs-drawer"
        aria-labelledby={headingId}
        onClose={closed}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
      >
        <div className="wcs-panel">
          <div className="wcs-panel-head">
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              Your cart
            </h2>
            <button
              ref={closeButton}
              type="button"
              className="wcs-icon-button"
              aria-label="Close cart"
              onClick={() => dialog.current?.close()}
            >
              ×
            </button>
          </div>
          <CartLines cart={cart} onRemoved={() => heading.current?.focus()} />
        </div>
      </dialog>
    </>
  );
}
