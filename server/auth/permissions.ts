import type { ApiRoute } from "@common/api/route";
import type { Permission } from "@common/permissions";
import type { AppDeps } from "../app-deps";
import { requireSession } from "./session";

/**
 * Attaches the check for a route's declared permission, so a route cannot be implemented without it.
 * Public routes need nothing. Every other permission needs a signed-in caller, and the services answer
 * 404 for anything outside the caller's active organization; the team's role table will decide here
 * which role holds which permission.
 */
export function permissionGuard(deps: AppDeps) {
  const signedIn = requireSession(deps);
  const checks = (permission: Permission) => (permission === "public" ? [] : [signedIn]);
  return <R extends ApiRoute>(route: R) => ({ ...route, middleware: checks(route["x-permission"]) });
}
