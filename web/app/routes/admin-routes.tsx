import { lazy } from "react";
import type { RouteObject } from "react-router";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { ResourceGuard } from "../guards/resource-guard";
import { titled } from "../route-title";

const DashboardHome = lazy(() =>
  import("@/features/dashboard/components/dashboard-home").then((m) => ({ default: m.DashboardHome })),
);
const MembersPage = lazy(() =>
  import("@/features/members/components/members-page").then((m) => ({ default: m.MembersPage })),
);
const SettingsPage = lazy(() =>
  import("@/features/settings/components/settings-page").then((m) => ({ default: m.SettingsPage })),
);
const SiteSettingsPage = lazy(() => import("@/features/site-settings").then((m) => ({ default: m.SiteSettingsPage })));
const SitesPage = lazy(() => import("@/features/site-list").then((m) => ({ default: m.SitesPage })));
const RecentSites = lazy(() => import("@/features/site-list").then((m) => ({ default: m.RecentSites })));
const OrganizationVisitors = lazy(() =>
  import("@/features/analytics").then((m) => ({ default: m.OrganizationVisitors })),
);
const MediaLibraryPage = lazy(() => import("@/features/media").then((m) => ({ default: m.MediaLibraryPage })));
const FormInboxPage = lazy(() => import("@/features/forms").then((m) => ({ default: m.FormInboxPage })));
const PostsPage = lazy(() => import("@/features/posts").then((m) => ({ default: m.PostsPage })));
const PostEditorPage = lazy(() => import("@/features/posts").then((m) => ({ default: m.PostEditorPage })));
const ClaimSitePage = lazy(() => import("@/features/claims").then((m) => ({ default: m.ClaimSitePage })));
const BusinessDetailsPage = lazy(() =>
  import("@/features/site-details").then((m) => ({ default: m.BusinessDetailsPage })),
);
const SiteEditorPage = lazy(() => import("@/features/site-editor").then((m) => ({ default: m.SiteEditorPage })));
const CreatorPage = lazy(() => import("@/features/creator").then((m) => ({ default: m.CreatorPage })));
const BillingPage = lazy(() => import("@/features/billing").then((m) => ({ default: m.BillingPage })));
const PlanPage = lazy(() => import("@/features/billing").then((m) => ({ default: m.PlanPage })));
const PaymentReturnPage = lazy(() => import("@/features/billing").then((m) => ({ default: m.PaymentReturnPage })));
const OperatorPage = lazy(() => import("@/features/billing").then((m) => ({ default: m.OperatorPage })));
const CommercePage = lazy(() => import("@/features/commerce").then((m) => ({ default: m.CommercePage })));
const ProductsPage = lazy(() => import("@/features/commerce").then((m) => ({ default: m.ProductsPage })));
const ProductPage = lazy(() => import("@/features/commerce").then((m) => ({ default: m.ProductPage })));
const OrdersPage = lazy(() => import("@/features/commerce").then((m) => ({ default: m.OrdersPage })));
const MailPage = lazy(() => import("@/features/mail").then((m) => ({ default: m.MailPage })));
const WebmailPage = lazy(() =>
  import("@/features/mail/webmail/components/webmail-page").then((m) => ({ default: m.WebmailPage })),
);
const FederatedPage = lazy(() => import("@/features/federated").then((m) => ({ default: m.FederatedPage })));

/** The admin screens (common/routes.ts), relative to /admin; the layout guards them all. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: titled("Home"),
    element: (
      <DashboardHome>
        <RecentSites />
        <OrganizationVisitors />
      </DashboardHome>
    ),
  },
  { path: "settings", element: <SettingsPage />, handle: titled("Settings") },
  { path: "members", element: <MembersPage />, handle: titled("Members") },
  { path: "sites", element: <SitesPage />, handle: titled("Sites") },
  { path: "sites/claim/:slug", element: <ClaimSitePage />, handle: titled("Claim site") },
  {
    path: "sites/:siteId/details",
    element: <BusinessDetailsPage guard={ResourceGuard} />,
    handle: titled("Business details"),
  },
  { path: "site/settings/:id", element: <SiteSettingsPage guard={ResourceGuard} />, handle: titled("Site settings") },
  { path: "site/:id", element: <SiteEditorPage guard={ResourceGuard} />, handle: titled("Editor") },
  { path: "media/:id", element: <MediaLibraryPage guard={ResourceGuard} />, handle: titled("Media library") },
  { path: "submissions/:siteId", element: <FormInboxPage guard={ResourceGuard} />, handle: titled("Form inbox") },
  { path: "billing", element: <BillingPage />, handle: titled("Billing") },
  { path: "billing/after", element: <PaymentReturnPage />, handle: titled("Payment") },
  { path: "billing/:slug", element: <PlanPage />, handle: titled("Plan") },
  { path: "operator", element: <OperatorPage />, handle: titled("Operator desk") },
  { path: "creator", element: <CreatorPage />, handle: titled("Site creator") },
  { path: "mail", element: <MailPage />, handle: titled("Mail") },
  { path: "mail/:domainId", element: <WebmailPage />, handle: titled("Mail") },
  { path: "commerce", element: <CommercePage />, handle: titled("Commerce") },
  { path: "commerce/products/:storeId", element: <ProductsPage />, handle: titled("Products") },
  { path: "commerce/product/:id", element: <ProductPage />, handle: titled("Product") },
  { path: "commerce/orders/:id", element: <OrdersPage />, handle: titled("Orders") },
  { path: "federated", element: <FederatedPage guard={ResourceGuard} />, handle: titled("Federated") },
  { path: "content", element: <PostsPage />, handle: titled("Blog") },
  { path: "content/:id", element: <PostEditorPage guard={ResourceGuard} />, handle: titled("Post") },
  { path: "*", element: <NotFoundPage />, handle: titled("Page not found") },
];
