import { Building2Icon, ChevronsUpDownIcon } from "lucide-react";
import { lazy, useState } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { CreateOrganizationDialog } from "./lazy-create-organization-dialog";

const OrganizationMenu = lazy(() => import("./organization-menu").then((m) => ({ default: m.OrganizationMenu })));

/**
 * The active organization in the top bar; its name is cut at 150px, and shorter where a phone's bar has
 * no room for it beside the user menu (the button gives way, the menus beside it do not). Its menu loads
 * on first press.
 */
export function OrganizationSwitcher() {
  const { organizations, activeOrganization } = useAuth();
  const [creating, setCreating] = useState(false);
  const label = activeOrganization?.name ?? (organizations.length ? "Select organization" : "No organization");
  const trigger = (
    <Button variant="ghost" className="min-w-0 shrink gap-2 px-2 sm:px-3" aria-label={`Organization: ${label}`}>
      <Building2Icon className="text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 max-w-[150px] truncate">{label}</span>
      <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
    </Button>
  );

  return (
    <>
      <LazyPopup
        trigger={trigger}
        popup="menu"
        content={OrganizationMenu}
        contentProps={{ onCreate: () => setCreating(true) }}
      />
      <CreateOrganizationDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
