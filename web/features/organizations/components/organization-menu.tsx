import { ERROR_TITLES } from "@common/messages";
import { CheckIcon, PlusIcon } from "lucide-react";
import type { LazyPopupProps } from "@/components/lazy-popup";
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

/** The organization switcher's menu, loaded on the first press of its trigger (see OrganizationSwitcher). */
export function OrganizationMenu({ trigger, defaultOpen, onCreate }: LazyPopupProps & { onCreate: () => void }) {
  const { organizations, activeOrganization, setActiveOrganization } = useAuth();

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
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
        <DropdownMenuItem onSelect={onCreate}>
          <PlusIcon aria-hidden="true" />
          Create organization
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
