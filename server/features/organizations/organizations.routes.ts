import { organizationApi } from "@common/api/organizations";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { requestBytes } from "../../http/request-body";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import {
  deleteOrganization,
  removeLogo,
  type SettingsContext,
  setLogo,
  updateOrganization,
} from "./organization-settings.service";
import { createOrganization } from "./organizations.service";

/** Organizations, as declared in common/api/organizations.ts. */
export function organizationRoutes(deps: AppDeps) {
  const { db, auth, blobs } = deps;
  const allow = permissionGuard(deps);
  const context = (c: Context<AppEnv>): SettingsContext => ({
    db,
    auth,
    actor: actorOf(c),
    headers: c.req.raw.headers,
  });
  return apiRouter<AppEnv>()
    .openapi(allow(organizationApi.create), async (c) => {
      const input = c.req.valid("json");
      return c.json(await createOrganization({ db, auth, headers: c.req.raw.headers, input }), 201);
    })
    .openapi(allow(organizationApi.update), async (c) =>
      c.json(await updateOrganization(context(c), c.req.valid("json")), 200),
    )
    .openapi(allow(organizationApi.setLogo), async (c) => {
      const bytes = await requestBytes(c);
      return c.json(await setLogo(context(c), bytes, c.req.header("content-type") ?? ""), 200);
    })
    .openapi(allow(organizationApi.removeLogo), async (c) => c.json(await removeLogo(context(c)), 200))
    .openapi(allow(organizationApi.delete), async (c) => {
      await deleteOrganization({ ...context(c), blobs }, c.req.valid("json").confirm_name);
      return c.body(null, 204);
    });
}
