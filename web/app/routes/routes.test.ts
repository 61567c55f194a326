import { ADMIN_ROUTES, PUBLIC_ROUTES } from "@common/routes";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { adminRoutes } from "./admin-routes";
import { inviteRoutes, publicRoutes } from "./public-routes";

/** The router's paths under `base`, the catch-all not-found routes aside. */
function pathsOf(routes: RouteObject[], base: string): string[] {
  return routes
    .filter((route) => route.path !== "*")
    .map((route) => (route.index || !route.path ? base : `${base === "/" ? "" : base}/${route.path}`));
}

// The server answers 404 for paths outside common/routes.ts, and the accessibility suite visits every
// route listed there, so the router must not hold a screen that list does not name (nor the reverse).
describe("the router and the shared route list", () => {
  it("name the same admin screens", () => {
    expect(pathsOf(adminRoutes, "/admin").sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  it("name the same public screens", () => {
    const paths = [...pathsOf(publicRoutes, "/"), ...pathsOf(inviteRoutes, "/accept-invite")];
    expect(paths.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});
