import { billingApi } from "@common/api/billing";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { requireActiveOrganization } from "../../auth/site-access";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { billingOf } from "./billing.service";

/** The organization's plan, as declared in common/api/billing.ts. */
export function billingRoutes(deps: AppDeps) {
  const { db, env, clock } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>().openapi(allow(billingApi.get), async (c) => {
    const organizationId = await requireActiveOrganization(db, actorOf(c));
    const role = c.get("role");
    const full = role === "owner" || role === "admin";
    return c.json(await billingOf({ db, env }, organizationId, { full, now: clock.now() }), 200);
  });
}
