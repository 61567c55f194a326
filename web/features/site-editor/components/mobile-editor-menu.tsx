import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import {
  CopyIcon,
  EllipsisVerticalIcon,
  ExternalLinkIcon,
  FolderTreeIcon,
  Loader2Icon,
  PencilIcon,
  RocketIcon,
  SaveIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { usePermission } from "@/features/auth";
import { useFileEdits } from "@/features/code-editor";
import { DeploymentsIcon } from "@/features/publish";
import { copySiteId } from "./copy-site-id";
import type { EditorActions } from "./header-actions";
import { SiteMenuTrigger, SiteUtilityItems } from "./site-menu-parts";
import { useAfterMenuCloses } from "./use-after-menu-closes";
import { useSaveOpenFile } from "./use-save-open-file";

type Props = { site: Site; openFile: SiteFile | null; actions: EditorActions; onRename: () => void };

/**
 * On mobile, one menu with Site Info/Rename, Actions, Utilities, Delete Site and Close Menu, less what the
 * user's role may not do. Its button is a vertical ⋮, so it never passes for the app menu's ☰ just above it.
 */
export function MobileEditorMenu({ site, openFile, actions, onRename }: Props) {
  const save = useSaveOpenFile(openFile);
  const { isSaving } = useFileEdits();
  // A touch menu has no tooltips to say why: what the role may not do is left out (the bottom bar still
  // shows Save and Publish, disabled, and the header says `Read only`).
  const mayRename = usePermission("site:update").allowed;
  const maySave = usePermission("file:write").allowed;
  const mayPublish = usePermission("site:publish").allowed;
  const mayDelete = usePermission("site:delete").allowed;
  // Rename focuses a field; Delete, Deployments and Publish (save first?) open dialogs.
  const afterClose = useAfterMenuCloses();

  return (
    <DropdownMenu>
      <SiteMenuTrigger label="Site menu" icon={EllipsisVerticalIcon} className="size-11" />
      <DropdownMenuContent align="end" className="w-64" onCloseAutoFocus={afterClose.onCloseAutoFocus}>
        <DropdownMenuLabel className="text-xs text-muted-foreground">Site Info</DropdownMenuLabel>
        <div className="px-2 pb-1.5">
          <p className="truncate text-sm font-medium">{site.name}</p>
          <p className="truncate font-mono text-xs text-muted-foreground">{site.id}</p>
        </div>
        <DropdownMenuGroup>
          {mayRename && (
            <DropdownMenuItem onSelect={() => afterClose.later(onRename)}>
              <PencilIcon aria-hidden="true" />
              Rename
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void copySiteId(site.id)}>
            <CopyIcon aria-hidden="true" />
            Copy Site ID
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs text-muted-foreground">Actions</DropdownMenuLabel>
        <DropdownMenuGroup>
          {maySave && (
            <DropdownMenuItem onSelect={save} disabled={isSaving}>
              <SaveIcon aria-hidden="true" />
              {isSaving ? "Saving..." : "Save File"}
            </DropdownMenuItem>
          )}
          {mayPublish && (
            <DropdownMenuItem onSelect={() => afterClose.later(actions.onPublish)} disabled={actions.isPublishing}>
              {actions.isPublishing ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : (
                <RocketIcon aria-hidden="true" className="text-success" />
              )}
              {actions.isPublishing ? "Publishing..." : "Publish Site"}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => afterClose.later(actions.onShowDeployments)}>
            <DeploymentsIcon aria-hidden="true" />
            Deployments
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.onShowFiles}>
            <FolderTreeIcon aria-hidden="true" />
            Show Files
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs text-muted-foreground">Utilities</DropdownMenuLabel>
        <DropdownMenuGroup>
          <SiteUtilityItems siteId={site.id} />
          <DropdownMenuItem asChild>
            <a href={actions.visitUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Visit Site
            </a>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {mayDelete && (
          <DropdownMenuItem variant="destructive" onSelect={() => afterClose.later(actions.onDelete)}>
            <Trash2Icon aria-hidden="true" />
            Delete Site
          </DropdownMenuItem>
        )}
        <DropdownMenuItem>
          <XIcon aria-hidden="true" />
          Close Menu
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
