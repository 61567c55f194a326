import { MESSAGES } from "@common/messages";
import type { MouseEvent } from "react";
import { Link, useMatch } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Tooltip } from "@/components/ui/tooltip";
import { useAuth } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { cn } from "@/lib/utils";
import { ADMIN_MENU_ITEMS, type AdminMenuItem } from "../admin-menu-items";

type Props = {
  /** Icons only, the label in a tooltip (desktop side menu). */
  collapsed?: boolean;
  /** The drawer blocks organization screens for a user with no organization; the side menu never does. */
  blockWithoutOrganization?: boolean;
};

/** The admin screens as links; the current one carries aria-current="page". */
export function AdminMenuList({ collapsed = false, blockWithoutOrganization = false }: Props) {
  const { organizations, hasLoadedOrganizations } = useAuth();
  const hasNoOrganization = hasLoadedOrganizations && organizations.length === 0;

  function handleClick(event: MouseEvent, item: AdminMenuItem) {
    if (!blockWithoutOrganization || !item.needsOrganization || !hasNoOrganization) return;
    event.preventDefault();
    showErrorToast(MESSAGES.noOrganizationForMenu);
  }

  return (
    <ul className="grid gap-1">
      {ADMIN_MENU_ITEMS.map((item) => (
        <li key={item.to}>
          <MenuLink item={item} collapsed={collapsed} onClick={(event) => handleClick(event, item)} />
        </li>
      ))}
    </ul>
  );
}

function MenuLink({
  item,
  collapsed,
  onClick,
}: {
  item: AdminMenuItem;
  collapsed: boolean;
  onClick: (event: MouseEvent) => void;
}) {
  const Icon = item.icon;
  // Computed here, not through NavLink's className callback: the tooltip's Slot would stringify a callback.
  const isActive = useMatch({ path: item.to, end: item.end ?? false }) !== null;
  const link = (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={isActive ? "page" : undefined}
      className={cn(
        "flex h-9 items-center gap-3 pointer-coarse:h-11 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        isActive && "bg-accent text-accent-foreground",
        collapsed && "justify-center px-0",
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn("truncate", collapsed && "sr-only")}>{item.label}</span>
      {item.isPlanned && <SoonBadge collapsed={collapsed} />}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={item.isPlanned ? `${item.label} (soon)` : item.label} side="right">
      {link}
    </Tooltip>
  );
}

/**
 * Marks a link to a "Coming soon" screen. The link's name reads "Mail (soon)": the visible badge is
 * hidden from assistive tech and the words in brackets stand in for it, so the name holds the visible text.
 */
function SoonBadge({ collapsed }: { collapsed: boolean }) {
  return (
    <>
      <span className="sr-only"> (soon)</span>
      {!collapsed && (
        <Badge variant="outline" aria-hidden="true" className="ml-auto px-1.5 text-[0.625rem] text-muted-foreground">
          Soon
        </Badge>
      )}
    </>
  );
}
