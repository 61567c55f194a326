import type { ApiRoute, SiteChangeScope } from "@common/api/route";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../auth/request-env";
import { INVALID, siteLocatorOf } from "../auth/route-site";
import { actorOf } from "../auth/session";
import type { Db } from "../db/create-db";
import type { SiteChanges } from "./changes";

type Deps = { db: Db; changes: SiteChanges };

/** The sites of the organizations the caller belongs to (or of their active one alone). */
async function sitesOf({ kysely: db }: Db, c: Context<AppEnv>, scope: "organization" | "account"): Promise<string[]> {
  const actor = actorOf(c);
  let query = db.selectFrom("sites").select("sites.id");
  if (scope === "organization") {
    if (!actor.activeOrganizationId) return [];
    query = query.where("sites.organization_id", "=", actor.activeOrganizationId);
  } else {
    query = query
      .innerJoin("member", "member.organizationId", "sites.organization_id")
      .where("member.userId", "=", actor.userId);
  }
  return (await query.execute()).map((row) => row.id);
}

/**
 * What a route declares it changes, as middleware: after a successful answer, every cache of the sites
 * in its scope forgets them before the answer goes out, so the next visitor sees the change. The sites
 * of an organization or account are looked up before the handler runs too, since a delete removes them.
 */
export function announcedChanges(deps: Deps, route: ApiRoute): MiddlewareHandler<AppEnv>[] {
  const scope: SiteChangeScope | undefined = route["x-changes"];
  if (!scope) return [];
  const siteOf = scope === "site" ? siteLocatorOf(route) : null;
  if (scope === "site" && !siteOf) throw new Error(`${route.path} changes "site" but names no site`);
  return [
    async (c, next) => {
      const before = scope === "site" ? [] : await sitesOf(deps.db, c, scope);
      await next();
      if (c.error || c.res.status >= 400) return;
      const named = siteOf ? await siteOf(c) : INVALID;
      const after = scope === "account" ? await sitesOf(deps.db, c, scope) : [];
      const sites = new Set([...before, ...after, ...(named === INVALID ? [] : [named])]);
      await deps.changes.changed([...sites]);
    },
  ];
}
