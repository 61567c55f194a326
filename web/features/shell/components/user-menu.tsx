import { lazy } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";

const UserMenuDropdown = lazy(() => import("./user-menu-dropdown").then((m) => ({ default: m.UserMenuDropdown })));

/**
 * The signed-in user's menu behind their avatar (or initial): who they are, the theme, settings and
 * sign-out (its body loads on first press).
 */
export function UserMenu() {
  const { user } = useAuth();
  if (!user) return null;
  const trigger = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
      <Avatar
        image={user.image}
        name={user.name || user.email}
        className="size-8 bg-primary text-sm text-primary-foreground"
      />
    </Button>
  );
  return <LazyPopup trigger={trigger} popup="menu" content={UserMenuDropdown} contentProps={{}} />;
}
