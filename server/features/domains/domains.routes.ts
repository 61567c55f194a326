import { domainApi } from "@common/api/domains";
import { DOMAIN_MESSAGES } from "@common/domains";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { AppError } from "../../errors";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { addDomain, isServedHost, listDomains, makePrimary, removeDomain, verifyDomain } from "./domains.service";

/**
 * Custom domains, as declared in common/api/domains.ts. Whatever changes which host serves a site
 * (verified, primary, removed) makes the site caches forget the site before the answer goes out.
 */
export function domainRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(domainApi.list), async (c) =>
      c.json({ domains: await listDomains({ db, env, actor: actorOf(c) }, c.req.valid("param").siteId) }, 200),
    )
    .openapi(allow(domainApi.add), async (c) =>
      c.json(await addDomain({ db, env, actor: actorOf(c) }, c.req.valid("param").siteId, c.req.valid("json")), 201),
    )
    .openapi(allow(domainApi.verify), async (c) => {
      const { siteId, domainId } = c.req.valid("param");
      return c.json(await verifyDomain({ db, env, actor: actorOf(c) }, siteId, domainId), 200);
    })
    .openapi(allow(domainApi.makePrimary), async (c) => {
      const { siteId, domainId } = c.req.valid("param");
      const domain = await makePrimary({ db, env, actor: actorOf(c) }, siteId, domainId);
      return c.json(domain, 200);
    })
    .openapi(allow(domainApi.remove), async (c) => {
      const { siteId, domainId } = c.req.valid("param");
      await removeDomain({ db, actor: actorOf(c) }, siteId, domainId);
      return c.body(null, 204);
    })
    .openapi(allow(domainApi.allowed), async (c) => {
      const { domain } = c.req.valid("query");
      if (!(await isServedHost(db, env, domain))) throw new AppError("NOT_FOUND", DOMAIN_MESSAGES.notAllowed);
      return c.json({ domain }, 200);
    });
}
