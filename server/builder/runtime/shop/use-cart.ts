// useCart(): the visitor's cart (cart-store.ts) in a component, the same in every component and tab. The
// prerender and the first render in the browser see an empty cart; the stored one follows at once.
import { useMemo, useSyncExternalStore } from "react";
import {
  addToCart,
  type CartItem,
  cartItems,
  checkoutHref,
  clearCart,
  removeFromCart,
  serverCartItems,
  setCartQuantity,
  subscribeToCart,
} from "./cart-store";

export type { CartItem };

export type Cart = {
  items: readonly CartItem[];
  /** How many things the cart holds, all lines together. */
  count: number;
  subtotalCents: number;
  /** The checkout page for the cart as it is. */
  checkoutHref: string;
  add: typeof addToCart;
  setQuantity: typeof setCartQuantity;
  remove: typeof removeFromCart;
  clear: typeof clearCart;
};

export function useCart(): Cart {
  const items = useSyncExternalStore(subscribeToCart, cartItems, serverCartItems);
  return useMemo(
    () => ({
      items,
      count: items.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents: items.reduce((sum, line) => sum + line.price_cents * line.quantity, 0),
      checkoutHref: checkoutHref(items),
      add: addToCart,
      setQuantity: setCartQuantity,
      remove: removeFromCart,
      clear: clearCart,
    }),
    [items],
  );
}
