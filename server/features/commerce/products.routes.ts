import { productApi } from "@common/api/commerce";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { exportProductsCsv, importProductsCsv } from "./product-csv";
import { getProduct, listProducts } from "./product-rows";
import { changeStock, stockLedger } from "./product-stock";
import { createProduct, deleteProduct, setProductsStatus, updateProduct } from "./products.service";

/** A shop's products and their stock, as declared in common/api/commerce.ts. */
export function productRoutes(deps: AppDeps) {
  const { db, env, site } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db, env, site, actor: actorOf(c) });
  return apiRouter<AppEnv>()
    .openapi(allow(productApi.list), async (c) => {
      const products = await listProducts(ctx(c), c.req.valid("param").storeId, c.req.valid("query"));
      return c.json({ products }, 200);
    })
    .openapi(allow(productApi.create), async (c) =>
      c.json(await createProduct(ctx(c), c.req.valid("param").storeId, c.req.valid("json")), 201),
    )
    .openapi(allow(productApi.bulkStatus), async (c) =>
      c.json({ updated: await setProductsStatus(ctx(c), c.req.valid("param").storeId, c.req.valid("json")) }, 200),
    )
    .openapi(allow(productApi.exportCsv), async (c) => {
      const { filename, csv } = await exportProductsCsv(ctx(c), c.req.valid("param").storeId);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    })
    .openapi(allow(productApi.importCsv), async (c) => {
      const file = { type: c.req.header("content-type") ?? "", text: () => c.req.text() };
      return c.json(await importProductsCsv(ctx(c), c.req.valid("param").storeId, file), 200);
    })
    .openapi(allow(productApi.get), async (c) => c.json(await getProduct(ctx(c), c.req.valid("param").productId), 200))
    .openapi(allow(productApi.update), async (c) =>
      c.json(await updateProduct(ctx(c), c.req.valid("param").productId, c.req.valid("json")), 200),
    )
    .openapi(allow(productApi.delete), async (c) => {
      await deleteProduct(ctx(c), c.req.valid("param").productId);
      return c.body(null, 204);
    })
    .openapi(allow(productApi.changeStock), async (c) =>
      c.json(await changeStock(ctx(c), c.req.valid("param").productId, c.req.valid("json")), 200),
    )
    .openapi(allow(productApi.stockLedger), async (c) =>
      c.json({ movements: await stockLedger(ctx(c), c.req.valid("param").productId) }, 200),
    );
}
