import { lazy } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";

const UserMenuDropdown = lazy(() => import("./user-menu-dropdown").then((m) => ({ default: m.UserMenuDropdown })));

/** The signed-in user's menu: who they are, the theme, settings and sign-out (its body loads on first press). */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  const initial = (user.name || user.email).charAt(0).toUpperCase();
  const trigger = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
        {initial}
      </span>
    </Button>
  );
  return <LazyPopup trigger={trigger} popup="menu" content={UserMenuDropdown} contentProps={{}} />;
}
