import { createBrowserRouter } from "react-router";
import { AdminLayout } from "./layouts/admin-layout";
import { InviteLayout } from "./layouts/invite-layout";
import { PublicLayout } from "./layouts/public-layout";
import { RouteError } from "./route-error";
import { adminRoutes } from "./routes/admin-routes";
import { inviteRoutes, publicRoutes } from "./routes/public-routes";

/** Public pages, the invitation route and the guarded admin: three layouts. */
export function createRouter() {
  return createBrowserRouter([
    { path: "/admin", element: <AdminLayout />, errorElement: <RouteError />, children: adminRoutes },
    { path: "/accept-invite", element: <InviteLayout />, errorElement: <RouteError />, children: inviteRoutes },
    { path: "/", element: <PublicLayout />, errorElement: <RouteError />, children: publicRoutes },
  ]);
}
