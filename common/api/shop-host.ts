import { z } from "zod";
import { checkoutResultSchema } from "../schemas/orders";
import { defineRoute, errorResponses, jsonContent } from "./route";
import { SITE_HOST_SERVERS } from "./site-host";

const onSiteHosts = { servers: SITE_HOST_SERVERS, tags: ["Site hosts"] };
const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
const redirect = (description: string) => ({ description, headers: z.object({ location: z.string() }) });
const orderParams = z.object({ orderId: z.string() });
/** The secret of the buyer's link to an order: without it an order's pages answer 404. */
const orderKey = z.object({ key: z.string() });

/**
 * A site's shop on its own hosts (docs/product.md#commerce): the checkout and the buyer's order pages. Answered by the app process (the site front hands
 * `/_shop/` over), with no session read, like the rest of a site's hosts.
 */
export const shopHostApi = {
  checkoutPage: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_shop/checkout",
    summary:
      "The checkout page for the cart in `?items=` (`{variantId}:{quantity}`, comma-separated): lines at today's prices and stock, details, delivery or collection, totals; a plain form that works without JavaScript",
    permission: "visitor",
    request: { query: z.object({ items: z.string().optional() }) },
    responses: { 200: html("The checkout page"), 404: html("The site has no shop") },
  }),
  checkout: defineRoute({
    ...onSiteHosts,
    method: "post",
    path: "/_shop/checkout",
    summary:
      "Places an order: prices and stock checked now, stock held for 15 minutes while the buyer pays; JSON answers JSON, the HTML form a redirect to the payment page",
    permission: "visitor",
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.object({
              items: z.array(z.object({ variant_id: z.string(), quantity: z.number().int() })),
              customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
              shipping_option: z.enum(["flat", "collection"]),
            }),
          },
          "application/x-www-form-urlencoded": {
            schema: z
              .record(z.string(), z.string())
              .describe(
                "`variant_id` and `quantity` once per line, `name`, `email`, `phone`, `address`, `shipping_option`",
              ),
          },
        },
      },
    },
    responses: {
      201: jsonContent(checkoutResultSchema, "The order, and where to pay"),
      303: redirect("The form's order: on to its payment page"),
      409: {
        description:
          'Not enough left of a line (`OUT_OF_STOCK`: "Only 3 left of Large / Red", "Sold out"), or a price or product that changed',
        content: {
          "application/json": { schema: z.object({ error: z.object({ code: z.string(), message: z.string() }) }) },
        },
      },
      ...errorResponses(400, 404),
    },
  }),
  payPage: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_shop/pay/{orderId}",
    summary:
      "Where the buyer pays an unpaid order: a form that goes on to PayFast (sent by itself where scripts run), or the shop's EFT details and reference",
    permission: "visitor",
    request: { params: orderParams, query: orderKey },
    responses: {
      200: html("The payment page"),
      303: redirect("Paid already: to the order's page"),
      404: html("No such order"),
    },
  }),
  cancelOrder: defineRoute({
    ...onSiteHosts,
    method: "post",
    path: "/_shop/orders/{orderId}/cancel",
    summary: "The buyer gives up an unpaid order: the stock it held is for sale again",
    permission: "visitor",
    request: { params: orderParams, query: orderKey },
    responses: { 303: redirect("Back to the order's page, which says it is cancelled"), 404: html("No such order") },
  }),
  orderPage: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_shop/orders/{orderId}",
    summary: "The buyer's order page: its status, lines, totals and what happens next",
    permission: "visitor",
    request: { params: orderParams, query: orderKey },
    responses: { 200: html("The order's page"), 404: html("No such order") },
  }),
};
