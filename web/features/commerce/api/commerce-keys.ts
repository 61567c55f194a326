import type { OrderStatus } from "@common/schemas/orders";

/** What a shop's product list shows: words in a title or SKU, and a status. */
export type ProductFilter = { q?: string; status?: "draft" | "active" };
/** What a shop's order list shows: a number, name or email, and a status. */
export type OrderFilter = { q?: string; status?: OrderStatus };

/**
 * Every commerce key starts with `commerceKeys.all`. A shop's products and orders start with its own key,
 * so one invalidation refreshes a shop's lists; a product's ledger starts with the product's key.
 */
export const commerceKeys = {
  all: ["commerce"] as const,
  stores: (organizationId: string) => [...commerceKeys.all, "stores", organizationId] as const,
  store: (storeId: string) => [...commerceKeys.all, "store", storeId] as const,
  products: (storeId: string) => [...commerceKeys.store(storeId), "products"] as const,
  productList: (storeId: string, filter: ProductFilter) => [...commerceKeys.products(storeId), filter] as const,
  product: (productId: string) => [...commerceKeys.all, "product", productId] as const,
  ledger: (productId: string) => [...commerceKeys.product(productId), "ledger"] as const,
  orders: (storeId: string) => [...commerceKeys.store(storeId), "orders"] as const,
  orderList: (storeId: string, filter: OrderFilter) => [...commerceKeys.orders(storeId), filter] as const,
  order: (orderId: string) => [...commerceKeys.all, "order", orderId] as const,
};
