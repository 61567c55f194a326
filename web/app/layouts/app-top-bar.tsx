import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { OrganizationSwitcher } from "@/features/organizations/components/organization-switcher";
import { TopBar } from "@/features/shell/components/top-bar";
import { UserMenu } from "@/features/shell/components/user-menu";

type Props = {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The logo's destination: /admin for the admin layout, / (the landing page) for the others. */
  homePath?: string;
  /** The admin's way into its command menu, shown when signed in. */
  search?: ReactNode;
};

/** The top bar of every layout: organization and user menus when signed in, a Sign in link when not. */
export function AppTopBar({ menuOpen, onOpenMenu, homePath = "/", search }: Props) {
  const { loading, user } = useAuth();
  return (
    <TopBar
      menuOpen={menuOpen}
      onOpenMenu={onOpenMenu}
      homePath={homePath}
      actions={
        user ? (
          <>
            {search}
            <OrganizationSwitcher />
            <UserMenu />
          </>
        ) : (
          !loading && (
            <Button variant="outline" asChild>
              <Link to="/login">Sign in</Link>
            </Button>
          )
        )
      }
    />
  );
}
