import { lazy } from "react";
import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/features/errors/not-found-page";
import type { PlannedScreenId } from "@/features/shell/planned-screens";
import { ResourceGuard } from "../guards/resource-guard";

const DashboardHome = lazy(() =>
  import("@/features/dashboard/components/dashboard-home").then((m) => ({ default: m.DashboardHome })),
);
const MembersPage = lazy(() =>
  import("@/features/members/components/members-page").then((m) => ({ default: m.MembersPage })),
);
const SettingsPage = lazy(() =>
  import("@/features/settings/components/settings-page").then((m) => ({ default: m.SettingsPage })),
);
const SitesPage = lazy(() => import("@/features/site-list").then((m) => ({ default: m.SitesPage })));
const RecentSites = lazy(() => import("@/features/site-list").then((m) => ({ default: m.RecentSites })));
const SiteEditorPage = lazy(() => import("@/features/site-editor").then((m) => ({ default: m.SiteEditorPage })));
const PlannedScreen = lazy(() =>
  import("@/features/shell/components/planned-screen").then((m) => ({ default: m.PlannedScreen })),
);

function planned(path: string, screen: PlannedScreenId): RouteObject {
  return { path, element: <PlannedScreen screen={screen} /> };
}

/** The admin screens (common/routes.ts), relative to /admin; the layout guards them all. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <DashboardHome>
        <RecentSites />
      </DashboardHome>
    ),
  },
  { path: "settings", element: <SettingsPage /> },
  { path: "members", element: <MembersPage /> },
  { path: "sites", element: <SitesPage /> },
  planned("sites/claim/:slug", "claimSite"),
  planned("site/settings/:id", "siteSettings"),
  { path: "site/:id", element: <SiteEditorPage guard={ResourceGuard} /> },
  planned("media/:id", "media"),
  planned("submissions/:siteId", "submissions"),
  planned("billing", "billing"),
  planned("billing/after", "billingAfter"),
  planned("billing/:slug", "billingPlan"),
  planned("creator", "creator"),
  planned("mail", "mail"),
  planned("mail/:domainId", "mailDomain"),
  planned("commerce", "commerce"),
  planned("commerce/products/:storeId", "commerceProducts"),
  planned("commerce/product/:id", "commerceProduct"),
  planned("commerce/orders/:id", "commerceOrder"),
  planned("federated", "federated"),
  planned("content", "content"),
  planned("content/:id", "contentItem"),
  { path: "*", element: <NotFoundPage /> },
];
