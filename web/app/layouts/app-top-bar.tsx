import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { OrganizationSwitcher } from "@/features/organizations/components/organization-switcher";
import { TopBar } from "@/features/shell/components/top-bar";
import { UserMenu } from "@/features/shell/components/user-menu";

/** The top bar of every layout: organization and user menus when signed in, a Login link when not. */
export function AppTopBar({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { loading, user } = useAuth();
  return (
    <TopBar
      menuOpen={menuOpen}
      onOpenMenu={onOpenMenu}
      actions={
        user ? (
          <>
            <OrganizationSwitcher />
            <UserMenu />
          </>
        ) : (
          !loading && (
            <Button variant="outline" asChild>
              <Link to="/login">Login</Link>
            </Button>
          )
        )
      }
    />
  );
}
