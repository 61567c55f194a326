import { appApi } from "@common/api/app";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";

/** Liveness and what the SPA needs to know about this installation before anyone signs in. */
export function configRoutes(deps: AppDeps) {
  const { env } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(appApi.health), (c) => c.json({ ok: true }, 200))
    .openapi(allow(appApi.config), (c) =>
      c.json(
        {
          googleEnabled: Boolean(env.google),
          siteDomain: env.siteDomain,
          previewOrigin: env.previewOrigin,
          gaMeasurementId: env.gaMeasurementId ?? null,
          aiCopy: Boolean(env.ai),
        },
        200,
      ),
    );
}
