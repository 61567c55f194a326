import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { IconAction } from "./icon-action";
import { siteUtilityLinks } from "./site-links";

/** The icon button that opens one of the editor's site menus, named by its tooltip and for screen readers. */
export function SiteMenuTrigger({
  label,
  icon: Icon,
  className,
}: {
  label: string;
  icon: LucideIcon;
  className: string;
}) {
  return (
    <IconAction label={label}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={className} aria-label={label}>
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
    </IconAction>
  );
}

/** The site's Business details, Media, Forms and Settings, as a menu's links. */
export function SiteUtilityItems({ siteId }: { siteId: string }) {
  return siteUtilityLinks(siteId).map(({ label, to, icon: Icon }) => (
    <DropdownMenuItem key={label} asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  ));
}
