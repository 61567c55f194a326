import { storeApi } from "@common/api/commerce";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { createStore, getStore, listStores, updateStore } from "./stores.service";

/** Shops, as declared in common/api/commerce.ts. */
export function commerceRoutes(deps: AppDeps) {
  const { db, env, site } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db, env, site, actor: actorOf(c) });
  return apiRouter<AppEnv>()
    .openapi(allow(storeApi.list), async (c) => c.json({ stores: await listStores(ctx(c)) }, 200))
    .openapi(allow(storeApi.create), async (c) => c.json(await createStore(ctx(c), c.req.valid("json")), 201))
    .openapi(allow(storeApi.get), async (c) => c.json(await getStore(ctx(c), c.req.valid("param").storeId), 200))
    .openapi(allow(storeApi.update), async (c) => {
      return c.json(await updateStore(ctx(c), c.req.valid("param").storeId, c.req.valid("json")), 200);
    });
}
