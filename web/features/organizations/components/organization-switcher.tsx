import { ERROR_TITLES } from "@common/messages";
import { Building2Icon, CheckIcon, ChevronsUpDownIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { type Organization, useAuth } from "@/features/auth";
import { errorText, showErrorToast } from "@/lib/error-toast";
import { CreateOrganizationDialog } from "./lazy-create-organization-dialog";

/** The active organization in the top bar; its name is cut at 150px. */
export function OrganizationSwitcher() {
  const { organizations, activeOrganization, setActiveOrganization } = useAuth();
  const [creating, setCreating] = useState(false);
  const label = activeOrganization?.name ?? (organizations.length ? "Select organization" : "No organization");

  async function switchTo(organization: Organization) {
    if (organization.id === activeOrganization?.id) return;
    try {
      await setActiveOrganization(organization.id);
      toast({ title: "Organization switched", description: `You are now working in ${organization.name}` });
    } catch (error) {
      showErrorToast(ERROR_TITLES.generic, errorText(error));
    }
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="min-w-0 gap-2 px-2 sm:px-3" aria-label={`Organization: ${label}`}>
            <Building2Icon className="text-muted-foreground" aria-hidden="true" />
            <span className="max-w-[150px] truncate">{label}</span>
            <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Organizations</DropdownMenuLabel>
          {organizations.map((organization) => (
            <DropdownMenuItem key={organization.id} onSelect={() => void switchTo(organization)}>
              <span className="min-w-0 flex-1 truncate">{organization.name}</span>
              {organization.id === activeOrganization?.id && (
                <CheckIcon className="text-primary" aria-label="Active organization" />
              )}
            </DropdownMenuItem>
          ))}
          {organizations.length > 0 && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Create organization
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateOrganizationDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
