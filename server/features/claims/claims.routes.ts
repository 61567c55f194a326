import { claimApi } from "@common/api/claims";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { acceptClaim } from "./claim-accept";
import { type ClaimContext, claimStatus, createClaim, previewClaim, readClaim } from "./claims.service";

/** Claim links, as declared in common/api/claims.ts. */
export function claimRoutes(deps: AppDeps) {
  const allow = permissionGuard(deps);
  const ctx = (c: Context<AppEnv>): ClaimContext & { headers: Headers } => ({
    ...deps,
    actor: actorOf(c),
    headers: c.req.raw.headers,
  });
  return apiRouter<AppEnv>()
    .openapi(allow(claimApi.status), async (c) => c.json(await claimStatus(ctx(c), c.req.valid("param").siteId), 200))
    .openapi(allow(claimApi.create), async (c) =>
      c.json(await createClaim(ctx(c), c.req.valid("param").siteId, c.req.valid("json")), 200),
    )
    .openapi(allow(claimApi.get), async (c) =>
      c.json(await readClaim(ctx(c), c.req.valid("param").token, c.req.valid("query").slug), 200),
    )
    .openapi(allow(claimApi.preview), async (c) => c.json(await previewClaim(deps, c.req.valid("param").token), 200))
    .openapi(allow(claimApi.accept), async (c) =>
      c.json(await acceptClaim(ctx(c), c.req.valid("param").token, c.req.valid("json")), 200),
    );
}
