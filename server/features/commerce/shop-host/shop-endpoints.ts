// The shop on a published site's hosts, answered by the app: the checkout page and its post, the
// payment page, the order's status page and the buyer's cancelling. A post that sends JSON gets JSON; the
// page's own form gets pages and redirects. A site with no shop, or not published, has none of them.
import { timingSafeEqual } from "node:crypto";
import { shopHostApi } from "@common/api/shop-host";
import { type CheckoutInput, checkoutSchema } from "@common/schemas/orders";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps";
import { commerceDb } from "../../../db/commerce-db";
import { AppError, errorBody } from "../../../errors";
import type { SitePost } from "../../../site/host/hosting.routes";
import { mayEnter, passwordPage } from "../../../site/host/site-access";
import { fetchSiteBrand } from "../../../site/host/site-brand";
import { type SiteHosting, type SiteOrigin, toResponse } from "../../../site/host/site-host";
import { NO_SITE, unknownHost } from "../../../site/host/site-response";
import { fetchSiteAt } from "../../../site/host/site-source";
import { refererPath, sitePath } from "../../../site/host/visitor-paths";
import { placeOrder } from "../checkout";
import { giveUpOrder } from "../order-payment";
import { payfastForm } from "../shop-payments";
import { type CheckoutValues, cartLines, checkoutBody, itemsFromQuery } from "./checkout-page";
import { GO_TO_PAYFAST, orderBody, payBody } from "./order-pages";
import { CLEAR_CART, shopResponse } from "./shop-html";

type Shop = Exclude<Awaited<ReturnType<typeof shopAt>>, Response>;

/** The published site at `origin` and its shop, once the visitor may enter; a Response when not. */
async function shopAt(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const site = await fetchSiteAt(deps.db, origin);
  if (!site?.live_deployment_id) {
    return toResponse(origin.kind === "domain" && !site ? unknownHost(c.req.method) : { status: 404, ...NO_SITE });
  }
  const brand = await fetchSiteBrand(deps.db, deps.blobs, site);
  const access = { siteId: site.id, accessVersion: site.access_version };
  if (!mayEnter(hosting.accessKey, access, c.req.header("cookie"))) {
    const next = `${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    return toResponse(passwordPage({ next, head: c.req.method === "HEAD", brand }));
  }
  const store = await commerceDb(deps.db)
    .selectFrom("stores")
    .selectAll()
    .where("site_id", "=", site.id)
    .executeTakeFirst();
  if (!store) return shopResponse({ title: "No shop", brand, status: 404, body: "<h1>This site has no shop</h1>" });
  const host = origin.kind === "site" ? `${origin.slug}.${hosting.siteDomainName}` : origin.hostname;
  return { site, store, brand, origin: hosting.address(host) };
}

/** Whether the key in the buyer's link is the order's, compared in constant time. */
function sameSecret(kept: string, given: string): boolean {
  const [a, b] = [Buffer.from(kept), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const orderPaths = (order: { id: string; access_key: string }) => ({
  statusPath: `/_shop/orders/${order.id}?key=${order.access_key}`,
  payPath: `/_shop/pay/${order.id}?key=${order.access_key}`,
});

/** The order the path names, of this shop, when the key is right; null otherwise (answered as missing). */
async function orderAt(deps: AppDeps, shop: Shop, c: Context) {
  const id = new URL(c.req.url).pathname.split("/")[3] ?? "";
  const commerce = commerceDb(deps.db);
  const order = await commerce
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id)
    .where("store_id", "=", shop.store.id)
    .executeTakeFirst();
  if (!order || !sameSecret(order.access_key, c.req.query("key") ?? "")) return null;
  const lines = await commerce
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", id)
    .orderBy("position")
    .execute();
  return { order, lines, store: shop.store, ...orderPaths(order) };
}

/** The shop and the order the path names, when the key is right; otherwise the shop's answer, or "No such order". */
async function shopOrderAt(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const shop = await shopAt(deps, hosting, origin, c);
  if (shop instanceof Response) return shop;
  const shown = await orderAt(deps, shop, c);
  if (shown) return { shop, shown };
  return shopResponse({
    title: "No such order",
    brand: shop.brand,
    status: 404,
    body: "<h1>No such order</h1><p>Check the link in your mail.</p>",
  });
}

/** The checkout form's fields as the checkout's input: lines from the repeated `variant_id` and `quantity`. */
function formInput(form: URLSearchParams): { input: unknown; values: CheckoutValues } {
  const quantities = form.getAll("quantity");
  const items = form
    .getAll("variant_id")
    .map((variant_id, index) => ({ variant_id, quantity: Number(quantities[index] ?? 1) }));
  const values = {
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    phone: form.get("phone") ?? "",
    address: form.get("address") ?? "",
    shipping_option: form.get("shipping_option") ?? "",
    back: sitePath(form.get("back")) ?? "/",
  };
  const { shipping_option, back: _back, ...customer } = values;
  return { input: { items, customer, shipping_option }, values };
}

async function checkoutPage(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const shop = await shopAt(deps, hosting, origin, c);
  if (shop instanceof Response) return shop;
  const lines = await cartLines(deps.db, shop.store.id, itemsFromQuery(c.req.query("items")));
  const back = sitePath(refererPath(c.req.raw, c.req.header("host") ?? "")) ?? "/";
  const values = { name: "", email: "", phone: "", address: "", shipping_option: "", back };
  const body = checkoutBody(shop.store, lines, values, null);
  return shopResponse({ title: "Checkout", brand: shop.brand, body, head: c.req.method === "HEAD" });
}

async function checkout(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const json = (c.req.header("content-type") ?? "").includes("application/json");
  const shop = await shopAt(deps, hosting, origin, c);
  if (shop instanceof Response) return shop;
  let values: CheckoutValues = { name: "", email: "", phone: "", address: "", shipping_option: "", back: "/" };
  let items: CheckoutInput["items"] = [];
  try {
    let raw: unknown;
    if (json) {
      raw = await c.req.json().catch(() => {
        throw new AppError("BAD_REQUEST", "The body is not JSON");
      });
    } else {
      const read = formInput(new URLSearchParams(await c.req.text()));
      raw = read.input;
      values = read.values;
      items = (read.input as { items: CheckoutInput["items"] }).items;
    }
    const parsed = checkoutSchema.safeParse(raw);
    if (!parsed.success) throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "The order is not valid");
    const placed = await placeOrder(deps, shop.store, parsed.data);
    const { payPath } = orderPaths({ id: placed.order_id, access_key: placed.access_key });
    const { access_key: _key, ...result } = placed;
    if (!json) return c.redirect(payPath, 303);
    return c.json({ ...result, payment_url: `${shop.origin}${payPath}` }, 201);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (json) return c.json(errorBody(error.code, error.message), error.status);
    const lines = await cartLines(
      deps.db,
      shop.store.id,
      items.filter((item) => Number.isInteger(item.quantity) && item.quantity > 0),
    );
    const body = checkoutBody(shop.store, lines, values, error.message);
    return shopResponse({ title: "Checkout", brand: shop.brand, body, status: error.status });
  }
}

async function payPage(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const found = await shopOrderAt(deps, hosting, origin, c);
  if (found instanceof Response) return found;
  const { shop, shown } = found;
  if (shown.order.status !== "pending_payment") return c.redirect(shown.statusPath, 303);
  const customer = JSON.parse(shown.order.customer) as { name: string; email: string };
  const form =
    shown.order.payment_method === "payfast"
      ? payfastForm(deps, shop.store, { ...shown.order, customer }, `${shop.origin}${shown.statusPath}`)
      : null;
  return shopResponse({
    title: `Pay for order #${shown.order.number}`,
    brand: shop.brand,
    body: payBody(shown, form),
    scripts: form ? [CLEAR_CART, GO_TO_PAYFAST] : [CLEAR_CART],
    formTargets: form ? [new URL(form.url).origin] : [],
    head: c.req.method === "HEAD",
  });
}

async function orderPage(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const found = await shopOrderAt(deps, hosting, origin, c);
  if (found instanceof Response) return found;
  const { shop, shown } = found;
  const cancelled = c.req.query("cancelled") === "1";
  const waiting = shown.order.status === "pending_payment" && shown.order.payment_method === "payfast" && !cancelled;
  return shopResponse({
    title: `Order #${shown.order.number}`,
    brand: shop.brand,
    body: orderBody(shown, cancelled),
    scripts: [CLEAR_CART],
    refreshSeconds: waiting ? 5 : undefined,
    head: c.req.method === "HEAD",
  });
}

async function cancelByBuyer(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const found = await shopOrderAt(deps, hosting, origin, c);
  if (found instanceof Response) return found;
  const { shown } = found;
  await giveUpOrder(deps, shown.order.id, { kind: "cancelled", userId: null, note: "Cancelled by the buyer" });
  return c.redirect(shown.statusPath, 303);
}

/** The shop's requests, as every site host takes them. */
export const shopEndpoints: SitePost<AppDeps>[] = [
  { route: shopHostApi.checkoutPage, receive: checkoutPage },
  { route: shopHostApi.checkout, receive: checkout },
  { route: shopHostApi.payPage, receive: payPage },
  { route: shopHostApi.orderPage, receive: orderPage },
  { route: shopHostApi.cancelOrder, receive: cancelByBuyer },
];
