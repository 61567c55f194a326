import { MenuIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { MOBILE_DRAWER_ID } from "./mobile-drawer";

type Props = {
  menuOpen: boolean;
  onOpenMenu: () => void;
  actions: ReactNode;
  /** Where the logo leads: the admin's Home inside the admin, the landing page elsewhere. */
  homePath: string;
};

/** Fixed, 4rem high; the menu button only at 640px and narrower, the title only wider. */
export function TopBar({ menuOpen, onOpenMenu, actions, homePath }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-full items-center gap-2 px-3 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="not-phone:hidden"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_DRAWER_ID}
        >
          <MenuIcon aria-hidden="true" />
        </Button>
        <Link
          to={homePath}
          aria-label="Webcraft home"
          className="flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <LogoMark />
          <span className="text-lg font-semibold tracking-tight phone:hidden">Webcraft</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">{actions}</div>
      </div>
    </header>
  );
}
