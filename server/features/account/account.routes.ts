import { accountApi } from "@common/api/account";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { requestBytes } from "../../http/request-body";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { deleteAccount, listSessions, removeAvatar, revokeOtherSessions, setAvatar } from "./account.service";

/** The caller's own account, as declared in common/api/account.ts. */
export function accountRoutes(deps: AppDeps) {
  const { db, auth, blobs } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(accountApi.setAvatar), async (c) => {
      const bytes = await requestBytes(c);
      return c.json(await setAvatar({ auth, actor: actorOf(c) }, bytes, c.req.header("content-type") ?? ""), 200);
    })
    .openapi(allow(accountApi.removeAvatar), async (c) => c.json(await removeAvatar({ auth, actor: actorOf(c) }), 200))
    .openapi(allow(accountApi.sessions), async (c) =>
      c.json({ sessions: await listSessions({ db, actor: actorOf(c) }) }, 200),
    )
    .openapi(allow(accountApi.revokeOtherSessions), async (c) =>
      c.json({ revoked: await revokeOtherSessions({ db, actor: actorOf(c) }) }, 200),
    )
    .openapi(allow(accountApi.delete), async (c) => {
      const context = { db, auth, blobs, actor: actorOf(c), headers: c.req.raw.headers };
      await deleteAccount(context, c.req.valid("json").password);
      return c.body(null, 204);
    });
}
