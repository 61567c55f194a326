import { organizationApi } from "@common/api/organizations";
import type { AppDeps, AppEnv } from "../../app-deps";
import { permissionGuard } from "../../auth/permissions";
import { apiRouter } from "../../http/validate";
import { createOrganization } from "./organizations.service";

/** Organizations, as declared in common/api/organizations.ts. */
export function organizationRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>().openapi(allow(organizationApi.create), async (c) => {
    const input = c.req.valid("json");
    return c.json(await createOrganization({ db, auth, headers: c.req.raw.headers, input }), 201);
  });
}
