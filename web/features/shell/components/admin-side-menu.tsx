import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { AdminMenuList } from "./admin-menu-list";

type Props = { collapsed: boolean; onToggle: () => void };

/**
 * Fixed under the 4rem top bar; w-60 expanded, w-16 collapsed (icons only), width 0 at 640px and narrower,
 * where the drawer takes over. `phone:` (web/styles.css) rather than `sm:` because 640px itself is a mobile width here.
 */
export function AdminSideMenu({ collapsed, onToggle }: Props) {
  return (
    <aside
      className={cn(
        "fixed top-16 bottom-0 left-0 z-30 flex flex-col overflow-hidden border-r bg-background transition-[width] duration-200",
        collapsed ? "w-16" : "w-60",
        "phone:invisible phone:w-0 phone:border-r-0",
      )}
    >
      <nav aria-label="Admin menu" className="flex-1 overflow-y-auto p-3">
        <AdminMenuList collapsed={collapsed} />
      </nav>
      <div className={cn("border-t p-3", collapsed && "flex justify-center")}>
        {/* Collapsed, the button is an icon alone: its tooltip names it. */}
        <Tooltip label={collapsed ? "Expand menu" : null} side="right">
          <Button
            variant="ghost"
            size={collapsed ? "icon" : "sm"}
            onClick={onToggle}
            aria-label={collapsed ? "Expand menu" : "Collapse menu"}
            aria-expanded={!collapsed}
            className={cn(!collapsed && "w-full justify-start text-muted-foreground")}
          >
            {collapsed ? <PanelLeftOpenIcon aria-hidden="true" /> : <PanelLeftCloseIcon aria-hidden="true" />}
            {!collapsed && <span>Collapse</span>}
          </Button>
        </Tooltip>
      </div>
    </aside>
  );
}

/** Padding that keeps page content clear of the side menu at each width. */
export function adminContentOffset(collapsed: boolean): string {
  return cn(collapsed ? "pl-16" : "pl-60", "phone:pl-0 transition-[padding] duration-200");
}
