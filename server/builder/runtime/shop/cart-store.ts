// The visitor's cart, kept in the browser's localStorage as {"v":1,"items":[…]} so it lasts across pages
// and visits, and followed across tabs through the storage event. Where storage is refused (a sandboxed
// frame, a private window that allows none) the cart lives in memory for the page. Nothing here runs on
// import: the prerender has no window.

export const CART_KEY = "webcraft:cart";
/** The most of one variant a cart holds, as the shop sells at most. */
export const MAX_LINE_QUANTITY = 999;

export type CartItem = {
  variant_id: string;
  product_id: string;
  title: string;
  variant_title: string;
  price_cents: number;
  /** The picture's address ("/media/…"), or "" for none. */
  image: string;
  quantity: number;
};

const EMPTY: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();
let memory: string | null = null;
let cachedRaw: string | null = null;
let cachedItems: readonly CartItem[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

// Set once storage refuses a write: from then on the page keeps its cart in memory.
let inMemory = false;

function readRaw(): string | null {
  const store = inMemory ? null : storage();
  if (store === null) return memory;
  try {
    return store.getItem(CART_KEY);
  } catch {
    return memory;
  }
}

function isItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.variant_id === "string" &&
    typeof item.product_id === "string" &&
    typeof item.title === "string" &&
    typeof item.variant_title === "string" &&
    Number.isInteger(item.price_cents) &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) > 0
  );
}

/** What a stored cart holds; anything of another shape or version counts as an empty cart. */
function parsed(raw: string): CartItem[] {
  try {
    const data = JSON.parse(raw) as { v?: unknown; items?: unknown };
    if (data?.v !== 1 || !Array.isArray(data.items)) return [];
    return data.items.filter(isItem).map((item) => ({
      variant_id: item.variant_id,
      product_id: item.product_id,
      title: item.title,
      variant_title: item.variant_title,
      price_cents: item.price_cents,
      image: typeof item.image === "string" ? item.image : "",
      quantity: Math.min(item.quantity, MAX_LINE_QUANTITY),
    }));
  } catch {
    return [];
  }
}

/** The cart's lines; the same array until the cart changes, as useSyncExternalStore asks. */
export function cartItems(): readonly CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = raw === null ? EMPTY : Object.freeze(parsed(raw));
  }
  return cachedItems;
}

/** The cart as the prerender sees it: empty, so the first render in the browser matches. */
export function serverCartItems(): readonly CartItem[] {
  return EMPTY;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function write(items: CartItem[]): void {
  const raw = JSON.stringify({ v: 1, items });
  memory = raw;
  try {
    storage()?.setItem(CART_KEY, raw);
  } catch {
    // Full or refused: the cart stays in memory for this page.
    inMemory = true;
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === CART_KEY || event.key === null) notify();
}

/** Calls `listener` whenever the cart changes, in this tab or another. */
export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

function clamp(quantity: number, max: number): number {
  return Math.max(0, Math.min(Math.floor(quantity), max, MAX_LINE_QUANTITY));
}

/**
 * Adds `quantity` of a variant (to its line when the cart has one), never past `available` (null:
 * unlimited). Answers how many the cart now holds of it.
 */
export function addToCart(item: Omit<CartItem, "quantity">, quantity: number, available: number | null = null): number {
  const items = [...cartItems()];
  const index = items.findIndex((line) => line.variant_id === item.variant_id);
  const before = index < 0 ? 0 : (items[index]?.quantity ?? 0);
  const after = clamp(before + Math.max(0, quantity), available ?? MAX_LINE_QUANTITY);
  if (after === 0) return 0;
  // The line takes the product's words and price as the page shows them now.
  if (index < 0) items.push({ ...item, quantity: after });
  else items[index] = { ...item, quantity: after };
  write(items);
  return after;
}

/** Sets a line's quantity; 0 or less takes the line out. */
export function setCartQuantity(variantId: string, quantity: number): void {
  const wanted = clamp(quantity, MAX_LINE_QUANTITY);
  const items = cartItems()
    .map((line) => (line.variant_id === variantId ? { ...line, quantity: wanted } : line))
    .filter((line) => line.quantity > 0);
  write(items);
}

export function removeFromCart(variantId: string): void {
  write(cartItems().filter((line) => line.variant_id !== variantId));
}

export function clearCart(): void {
  write([]);
}

/** The checkout page for these lines: `/_shop/checkout?items={variantId}:{quantity},…`. */
export function checkoutHref(items: readonly CartItem[]): string {
  const lines = items.map((line) => `${encodeURIComponent(line.variant_id)}:${line.quantity}`);
  return `/_shop/checkout?items=${lines.join(",")}`;
}
