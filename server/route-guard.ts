// The middleware every declared API route gets from its declaration: the permission check from
// server/auth and the announcement of the sites it changes from the site wing. It sits above both, so
// neither needs the other.
import type { ApiRoute } from "@common/api/route";
import { isOpen, isOperatorOnly, POLICY } from "@common/permissions";
import type { MiddlewareHandler } from "hono";
import type { Auth } from "./auth/auth";
import { requireRole } from "./auth/permissions";
import type { AppEnv } from "./auth/request-env";
import { siteLocatorOf } from "./auth/route-site";
import { requireOperator, requireSession } from "./auth/session";
import type { Db } from "./db/create-db";
import type { BillingEnv } from "./env-billing";
import type { SiteWing } from "./site/site-wing";

type GuardDeps = {
  auth: Auth;
  db: Db;
  site: Pick<SiteWing, "announced">;
  env: { payments: Pick<BillingEnv, "platformAdmins"> };
};

/**
 * Attaches what a route's declaration asks of every request: the check for its permission, so a route
 * cannot be implemented without it, and the announcement of the sites it changes (`x-changes`). Public
 * routes need nothing, "signed-in" a session, the operators' routes a session of one of them (PLATFORM_ADMINS), and every other permission a role that holds it in the
 * policy table (common/permissions.ts).
 */
export function permissionGuard(deps: GuardDeps) {
  const signedIn = requireSession(deps);
  const checks = (route: ApiRoute): MiddlewareHandler<AppEnv>[] => {
    const permission = route["x-permission"];
    if (isOperatorOnly(permission)) return [signedIn, requireOperator(deps.env.payments.platformAdmins)];
    if (POLICY[permission].role === null) return isOpen(permission) ? [] : [signedIn];
    return [signedIn, requireRole(deps, permission, siteLocatorOf(route))];
  };
  return <R extends ApiRoute>(route: R) => ({
    ...route,
    middleware: [...checks(route), ...deps.site.announced(route)],
  });
}
