import { z } from "zod";
import { createStoreSchema, storeOverviewSchema, storeSchema, updateStoreSchema } from "../schemas/commerce";
import {
  fulfilSchema,
  orderActionSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderSchema,
  orderSummarySchema,
} from "../schemas/orders";
import {
  bulkStatusSchema,
  createProductSchema,
  productImportErrorSchema,
  productImportResultSchema,
  productListQuerySchema,
  productSchema,
  stockChangeSchema,
  stockMovementSchema,
  updateProductSchema,
} from "../schemas/products";
import {
  defineRoute,
  errorResponseSchema,
  errorResponses,
  jsonBody,
  jsonContent,
  memberErrors,
  planErrors,
} from "./route";

const storeParams = z.object({ storeId: z.string() });
const productParams = z.object({ productId: z.string() });
const orderParams = z.object({ orderId: z.string() });
const product = jsonContent(productSchema, "The product");
const order = jsonContent(orderSchema, "The order, with its lines and timeline");

/** The organization's shops, one per site at most (docs/product.md#commerce). */
export const storeApi = {
  list: defineRoute({
    method: "get",
    path: "/api/stores",
    summary: "The active organization's shops, by name, with sales today, in 7 and 30 days, open orders and low stock",
    permission: "commerce:read",
    responses: { 200: jsonContent(z.object({ stores: z.array(storeOverviewSchema) }), "Shops"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/stores",
    summary:
      "Opens a shop on one of the organization's sites: its name, VAT registration, shipping options and how buyers pay (a site has one shop at most)",
    permission: "store:manage",
    request: { body: jsonBody(createStoreSchema) },
    responses: {
      201: jsonContent(storeSchema, "The shop"),
      ...memberErrors,
      ...planErrors,
      ...errorResponses(409),
    },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/stores/{storeId}",
    summary: "One shop of the active organization",
    permission: "commerce:read",
    request: { params: storeParams },
    responses: { 200: jsonContent(storeSchema, "The shop"), ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/stores/{storeId}",
    summary: "Changes a shop's name, VAT registration, shipping options or payment details",
    permission: "store:manage",
    request: { params: storeParams, body: jsonBody(updateStoreSchema) },
    responses: { 200: jsonContent(storeSchema, "The shop"), ...memberErrors },
  }),
};

/** A shop's products, their variants and the stock ledger. */
export const productApi = {
  list: defineRoute({
    method: "get",
    path: "/api/stores/{storeId}/products",
    summary: "The shop's products by title (?q= in the title or a SKU, ?status=draft|active)",
    permission: "commerce:read",
    request: { params: storeParams, query: productListQuerySchema },
    responses: { 200: jsonContent(z.object({ products: z.array(productSchema) }), "Products"), ...memberErrors },
  }),
  create: defineRoute({
    method: "post",
    path: "/api/stores/{storeId}/products",
    summary:
      "Adds a product with its variants; stock given is recorded as opening stock (409 when a SKU or slug is taken)",
    permission: "product:write",
    request: { params: storeParams, body: jsonBody(createProductSchema) },
    responses: { 201: product, ...memberErrors, ...errorResponses(409) },
  }),
  bulkStatus: defineRoute({
    method: "post",
    path: "/api/stores/{storeId}/products/status",
    summary: "Puts several products on sale (active) or takes them off (draft) at once",
    permission: "product:write",
    request: { params: storeParams, body: jsonBody(bulkStatusSchema) },
    responses: { 200: jsonContent(z.object({ updated: z.number().int() }), "How many changed"), ...memberErrors },
  }),
  exportCsv: defineRoute({
    method: "get",
    path: "/api/stores/{storeId}/products/export.csv",
    summary: "The shop's products as CSV, one row per variant, as the import reads them",
    permission: "commerce:read",
    request: { params: storeParams },
    responses: { 200: { description: "CSV", content: { "text/csv": { schema: z.string() } } }, ...memberErrors },
  }),
  importCsv: defineRoute({
    method: "post",
    path: "/api/stores/{storeId}/products/import",
    summary:
      "Adds or updates products from CSV (one row per variant, matched by SKU); when any row is wrong nothing is imported and the 400's `details.errors` lists `{ row, message }`",
    permission: "product:write",
    bodyLimit: 5 * 1024 * 1024,
    request: {
      params: storeParams,
      body: { required: true, content: { "text/csv": { schema: z.string().describe("The CSV file") } } },
    },
    responses: {
      200: jsonContent(productImportResultSchema, "Imported"),
      400: {
        description: "Rows with mistakes: `error.details.errors` lists `{ row, message }`, nothing imported",
        content: {
          "application/json": {
            schema: errorResponseSchema.extend({
              error: errorResponseSchema.shape.error.extend({
                details: z.object({ errors: z.array(productImportErrorSchema) }).optional(),
              }),
            }),
          },
        },
      },
      ...errorResponses(401, 403, 404, 413, 415),
    },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/products/{productId}",
    summary: "One product with its variants and what is available of each",
    permission: "commerce:read",
    request: { params: productParams },
    responses: { 200: product, ...memberErrors },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/products/{productId}",
    summary:
      "Changes a product; `variants` replaces the list (kept by id, new without); a stock change is recorded in the ledger",
    permission: "product:write",
    request: { params: productParams, body: jsonBody(updateProductSchema) },
    responses: { 200: product, ...memberErrors, ...errorResponses(409) },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/api/products/{productId}",
    summary: "Deletes a product; orders keep the lines they copied from it",
    permission: "product:write",
    request: { params: productParams },
    responses: { 204: { description: "Deleted" }, ...memberErrors },
  }),
  changeStock: defineRoute({
    method: "post",
    path: "/api/products/{productId}/stock",
    summary: "Adds to or takes from a variant's stock, with the reason, in the ledger (never below what is held)",
    permission: "product:write",
    request: { params: productParams, body: jsonBody(stockChangeSchema) },
    responses: { 200: product, ...memberErrors, ...errorResponses(409) },
  }),
  stockLedger: defineRoute({
    method: "get",
    path: "/api/products/{productId}/stock",
    summary: "The product's stock ledger, newest first: every change with its reason, order and who made it",
    permission: "commerce:read",
    request: { params: productParams },
    responses: {
      200: jsonContent(z.object({ movements: z.array(stockMovementSchema) }), "The ledger"),
      ...memberErrors,
    },
  }),
};

/** A shop's orders and what is done with them. */
export const orderApi = {
  list: defineRoute({
    method: "get",
    path: "/api/stores/{storeId}/orders",
    summary: "The shop's orders, newest first (?status=, ?q= a number or the buyer's name or email)",
    permission: "commerce:read",
    request: { params: storeParams, query: orderListQuerySchema },
    responses: { 200: jsonContent(z.object({ orders: z.array(orderSummarySchema) }), "Orders"), ...memberErrors },
  }),
  get: defineRoute({
    method: "get",
    path: "/api/orders/{orderId}",
    summary: "One order with its lines and timeline",
    permission: "commerce:read",
    request: { params: orderParams },
    responses: { 200: order, ...memberErrors },
  }),
  markPaid: defineRoute({
    method: "post",
    path: "/api/orders/{orderId}/paid",
    summary: "Records an EFT payment that reached the shop's bank account: the held stock is sold",
    permission: "order:manage",
    request: { params: orderParams, body: jsonBody(orderActionSchema) },
    responses: { 200: order, ...memberErrors, ...errorResponses(409) },
  }),
  fulfil: defineRoute({
    method: "post",
    path: "/api/orders/{orderId}/fulfil",
    summary: "Marks a paid order sent or collected, with a tracking number if any; the buyer is mailed",
    permission: "order:manage",
    request: { params: orderParams, body: jsonBody(fulfilSchema) },
    responses: { 200: order, ...memberErrors, ...errorResponses(409) },
  }),
  cancel: defineRoute({
    method: "post",
    path: "/api/orders/{orderId}/cancel",
    summary: "Cancels an order not yet fulfilled: its stock goes back",
    permission: "order:manage",
    request: { params: orderParams, body: jsonBody(orderActionSchema) },
    responses: { 200: order, ...memberErrors, ...errorResponses(409) },
  }),
  refund: defineRoute({
    method: "post",
    path: "/api/orders/{orderId}/refund",
    summary:
      "Records that a paid order was refunded (the money goes back through PayFast's dashboard or the bank, not from here); unsent stock goes back",
    permission: "order:manage",
    request: { params: orderParams, body: jsonBody(orderActionSchema) },
    responses: { 200: order, ...memberErrors, ...errorResponses(409) },
  }),
  addNote: defineRoute({
    method: "post",
    path: "/api/orders/{orderId}/notes",
    summary: "Adds a note to the order's timeline",
    permission: "order:manage",
    request: { params: orderParams, body: jsonBody(orderNoteSchema) },
    responses: { 200: order, ...memberErrors },
  }),
};

/**
 * PayFast's notifications of payments to shops' own merchant accounts, on the app's origin (one address
 * PayFast can always reach, whatever host the buyer shopped on).
 */
export const shopPaymentApi = {
  payfastNotification: defineRoute({
    method: "post",
    path: "/api/shop/payfast/notify",
    summary:
      "PayFast's notification of a payment for an order: believed only when signed with the shop's passphrase, sent from PayFast and confirmed by PayFast; the order is then paid once (a replay changes nothing)",
    permission: "public",
    request: {
      body: {
        required: true,
        content: { "application/x-www-form-urlencoded": { schema: z.record(z.string(), z.string()) } },
      },
    },
    responses: { 200: { description: "Heard" }, ...errorResponses(400) },
  }),
};
