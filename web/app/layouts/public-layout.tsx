import { Suspense } from "react";
import { Outlet } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { useAuth } from "@/features/auth";
import { AdminMenuList } from "@/features/shell/components/admin-menu-list";
import { MobileDrawer } from "@/features/shell/components/mobile-drawer";
import { PublicNavList } from "@/features/shell/components/public-nav-list";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { useDrawer } from "@/features/shell/hooks/use-drawer";
import { PageViews } from "../page-views";
import { RouteTitle } from "../route-title";
import { AppTopBar } from "./app-top-bar";

/** Landing, legal, docs, blog and auth pages: top bar, page, footer. */
export function PublicLayout() {
  const drawer = useDrawer();
  const { user } = useAuth();
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <RouteTitle />
      <PageViews />
      <AppTopBar menuOpen={drawer.open} onOpenMenu={drawer.show} />
      <MobileDrawer open={drawer.open} onClose={drawer.close} label="Menu">
        <nav aria-label="Main menu" className="grid gap-4">
          <PublicNavList />
          {user && (
            <div className="grid gap-2 border-t pt-4">
              <p className="px-2.5 text-xs font-medium text-muted-foreground">Admin</p>
              <AdminMenuList blockWithoutOrganization />
            </div>
          )}
        </nav>
      </MobileDrawer>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none flex-1 pt-16">
        <Suspense fallback={<RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
