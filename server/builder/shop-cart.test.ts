// The runtime's cart store and useCart, in Node with a stand-in for the browser's window and localStorage.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  addToCart,
  CART_KEY,
  cartItems,
  checkoutHref,
  removeFromCart,
  setCartQuantity,
  subscribeToCart,
} from "./runtime/shop/cart-store";
import { useCart } from "./runtime/shop/use-cart";

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

type FakeWindow = EventTarget & { localStorage: MemoryStorage };
const scope = globalThis as unknown as { window?: FakeWindow };
let browser: FakeWindow;

beforeEach(() => {
  browser = Object.assign(new EventTarget(), { localStorage: new MemoryStorage() });
  scope.window = browser;
});
afterAll(() => {
  delete scope.window;
});

const JAM = {
  variant_id: "v-small",
  product_id: "p-jam",
  title: "Fig Jam",
  variant_title: "Small",
  price_cents: 4_900,
  image: "/media/shop/jam.jpg",
};
const RUSKS = { ...JAM, variant_id: "v-rusks", product_id: "p-rusks", title: "Rusks", variant_title: "Rusks" };

function Count() {
  const cart = useCart();
  return createElement("p", null, `${cart.count} in the cart, ${cart.subtotalCents} cents`);
}

/** Another tab writes the cart and the browser tells this one. */
function otherTabWrites(raw: string | null) {
  if (raw === null) browser.localStorage.removeItem(CART_KEY);
  else browser.localStorage.setItem(CART_KEY, raw);
  browser.dispatchEvent(Object.assign(new Event("storage"), { key: CART_KEY }));
}

describe("the cart", () => {
  it("keeps its lines in localStorage, one per variant, never more than what is left", () => {
    expect(addToCart(JAM, 2, 3)).toBe(2);
    expect(addToCart(JAM, 5, 3)).toBe(3);
    expect(addToCart(RUSKS, 1_500)).toBe(999);
    const stored = JSON.parse(browser.localStorage.getItem(CART_KEY) ?? "null");
    expect(stored).toEqual({
      v: 1,
      items: [
        { ...JAM, quantity: 3 },
        { ...RUSKS, quantity: 999 },
      ],
    });
    expect(checkoutHref(cartItems())).toBe("/_shop/checkout?items=v-small:3,v-rusks:999");
  });

  it("changes a line's quantity, and takes a line out at 0 or on remove", () => {
    addToCart(JAM, 1);
    addToCart(RUSKS, 4);
    setCartQuantity("v-rusks", 2);
    expect(cartItems().map((line) => [line.variant_id, line.quantity])).toEqual([
      ["v-small", 1],
      ["v-rusks", 2],
    ]);
    setCartQuantity("v-small", 0);
    removeFromCart("v-rusks");
    expect(cartItems()).toEqual([]);
  });

  it("follows another tab, and reads a cart of another shape as empty", () => {
    const heard: number[] = [];
    const stop = subscribeToCart(() => heard.push(cartItems().length));
    otherTabWrites(JSON.stringify({ v: 1, items: [{ ...JAM, quantity: 2 }] }));
    expect(cartItems()[0]?.quantity).toBe(2);
    otherTabWrites(JSON.stringify({ v: 2, items: [{ ...JAM, quantity: 2 }] }));
    otherTabWrites("{not json");
    otherTabWrites(JSON.stringify({ v: 1, items: [{ ...JAM, quantity: -1 }, { title: "no ids" }] }));
    expect(heard).toEqual([1, 0, 0, 0]);
    stop();
    otherTabWrites(null);
    expect(heard).toHaveLength(4);
  });

  it("lives in memory where the browser refuses storage", () => {
    Object.defineProperty(browser, "localStorage", {
      get() {
        throw new Error("SecurityError");
      },
    });
    addToCart(JAM, 2);
    expect(cartItems()).toEqual([{ ...JAM, quantity: 2 }]);
  });

  it("renders on the server, where there is no window, as an empty cart", () => {
    delete scope.window;
    expect(renderToString(createElement(Count))).toBe("<p>0 in the cart, 0 cents</p>");
  });
});
