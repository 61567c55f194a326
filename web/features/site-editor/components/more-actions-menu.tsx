import { CopyIcon, MoreHorizontalIcon, Trash2Icon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { RequiresPermission } from "@/features/auth";
import { copySiteId } from "./copy-site-id";
import { SiteMenuTrigger, SiteUtilityItems } from "./site-menu-parts";
import { useAfterMenuCloses } from "./use-after-menu-closes";

type Props = { siteId: string; onDelete: () => void };

/**
 * More (⋯) in the header: the site's Business details, Media, Forms and Settings, Copy Site ID for whoever
 * codes against the API (kept out of the header, where it meant nothing to most people), and Delete Site
 * away from Save and Publish (disabled, its tooltip saying why, for a role that may not delete sites).
 */
export function MoreActionsMenu({ siteId, onDelete }: Props) {
  // The delete dialog opens once the menu has closed and let go of focus.
  const afterClose = useAfterMenuCloses();

  return (
    <DropdownMenu>
      <SiteMenuTrigger label="More actions" icon={MoreHorizontalIcon} className="size-8" />
      <DropdownMenuContent align="end" className="w-52" onCloseAutoFocus={afterClose.onCloseAutoFocus}>
        <SiteUtilityItems siteId={siteId} />
        <DropdownMenuItem onSelect={() => void copySiteId(siteId)}>
          <CopyIcon aria-hidden="true" />
          Copy Site ID
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <RequiresPermission permission="site:delete" side="left">
          <DropdownMenuItem variant="destructive" onSelect={() => afterClose.later(onDelete)}>
            <Trash2Icon aria-hidden="true" />
            Delete Site
          </DropdownMenuItem>
        </RequiresPermission>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
