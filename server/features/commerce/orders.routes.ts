import { orderApi, shopPaymentApi } from "@common/api/commerce";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { clientIp } from "../../http/client-ip";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import {
  addOrderNote,
  cancelOrder,
  fulfilOrder,
  getOrder,
  listOrders,
  markOrderPaid,
  refundOrder,
} from "./orders.service";
import { receiveShopNotification } from "./shop-payments";

/** Tests, which have no socket, name the address a notification comes from, as billing's do. */
const OWN_IP_HEADER = "x-webcraft-client-ip";

/** Orders, and PayFast's notifications of their payments, as declared in common/api/commerce.ts. */
export function orderRoutes(deps: AppDeps) {
  const allow = permissionGuard(deps);
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ ...deps, actor: actorOf(c) });
  const id = (c: { req: { valid(target: "param"): { orderId: string } } }) => c.req.valid("param").orderId;
  return apiRouter<AppEnv>()
    .openapi(allow(orderApi.list), async (c) => {
      const orders = await listOrders(ctx(c), c.req.valid("param").storeId, c.req.valid("query"));
      return c.json({ orders }, 200);
    })
    .openapi(allow(orderApi.get), async (c) => c.json(await getOrder(ctx(c), id(c)), 200))
    .openapi(allow(orderApi.markPaid), async (c) => {
      return c.json(await markOrderPaid(ctx(c), id(c), c.req.valid("json").note), 200);
    })
    .openapi(allow(orderApi.fulfil), async (c) => c.json(await fulfilOrder(ctx(c), id(c), c.req.valid("json")), 200))
    .openapi(allow(orderApi.cancel), async (c) => {
      return c.json(await cancelOrder(ctx(c), id(c), c.req.valid("json").note), 200);
    })
    .openapi(allow(orderApi.refund), async (c) => {
      return c.json(await refundOrder(ctx(c), id(c), c.req.valid("json").note), 200);
    })
    .openapi(allow(orderApi.addNote), async (c) => {
      return c.json(await addOrderNote(ctx(c), id(c), c.req.valid("json").note), 200);
    })
    .openapi(allow(shopPaymentApi.payfastNotification), async (c) => {
      const source = clientIp(c, { trust: deps.env.trustProxy, hops: deps.env.trustProxyHops }, OWN_IP_HEADER);
      await receiveShopNotification(deps, await c.req.text(), source);
      return c.text("OK", 200);
    });
}
