import { Suspense } from "react";
import { Outlet } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { CommandMenu, CommandMenuButton } from "@/features/command-menu";
import { AdminMenuList } from "@/features/shell/components/admin-menu-list";
import { AdminSideMenu, adminContentOffset } from "@/features/shell/components/admin-side-menu";
import { MobileDrawer } from "@/features/shell/components/mobile-drawer";
import { useDrawer } from "@/features/shell/hooks/use-drawer";
import { useMenuCollapsed } from "@/features/shell/hooks/use-menu-collapsed";
import { cn } from "@/lib/utils";
import { AuthGuard } from "../guards/auth-guard";
import { PageViews } from "../page-views";
import { RouteTitle } from "../route-title";
import { AppTopBar } from "./app-top-bar";
import { OrganizationGate } from "./organization-gate";

/** Every admin screen: guarded, under the top bar, beside the admin menu (a drawer on small screens). */
export function AdminLayout() {
  return (
    <AuthGuard>
      <AdminShell />
    </AuthGuard>
  );
}

function AdminShell() {
  const drawer = useDrawer();
  const menu = useMenuCollapsed();
  return (
    <div className="min-h-svh">
      <SkipLink />
      <RouteTitle />
      <PageViews />
      <AppTopBar menuOpen={drawer.open} onOpenMenu={drawer.show} homePath="/admin" search={<CommandMenuButton />} />
      <CommandMenu />
      <AdminSideMenu collapsed={menu.collapsed} onToggle={menu.toggle} />
      <MobileDrawer open={drawer.open} onClose={drawer.close} label="Admin menu">
        <nav aria-label="Admin menu">
          <AdminMenuList blockWithoutOrganization />
        </nav>
      </MobileDrawer>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn("outline-none", adminContentOffset(menu.collapsed))}>
        <div className="pt-16">
          <OrganizationGate />
          <Suspense fallback={<RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
