import { Suspense } from "react";
import { Outlet } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { MobileDrawer } from "@/features/shell/components/mobile-drawer";
import { PublicNavList } from "@/features/shell/components/public-nav-list";
import { useDrawer } from "@/features/shell/hooks/use-drawer";
import { AuthGuard } from "../guards/auth-guard";
import { PageViews } from "../page-views";
import { RouteTitle } from "../route-title";
import { AppTopBar } from "./app-top-bar";

/** Accepting an invitation needs a signed-in user; the page sits centred under the top bar. */
export function InviteLayout() {
  const drawer = useDrawer();
  return (
    <AuthGuard>
      <SkipLink />
      <RouteTitle />
      <PageViews />
      <AppTopBar menuOpen={drawer.open} onOpenMenu={drawer.show} />
      <MobileDrawer open={drawer.open} onClose={drawer.close} label="Menu">
        <nav aria-label="Main menu">
          <PublicNavList />
        </nav>
      </MobileDrawer>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="outline-none flex min-h-svh items-center justify-center px-4 pt-16 pb-8"
      >
        <div className="w-full max-w-md">
          <Suspense fallback={<RouteLoadingScreen className="min-h-0 py-16" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </AuthGuard>
  );
}
