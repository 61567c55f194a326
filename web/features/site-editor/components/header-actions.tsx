import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { ExternalLinkIcon, FolderTreeIcon, SaveIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { RequiresPermission } from "@/features/auth";
import { useFileEdits } from "@/features/code-editor";
import { DeploymentsIcon, PublishButton } from "@/features/publish";
import { ActionLabel, IconAction } from "./icon-action";
import { MoreActionsMenu } from "./more-actions-menu";
import { businessDetailsLink } from "./site-links";
import { useSaveOpenFile } from "./use-save-open-file";

export type EditorActions = {
  explorerCollapsed: boolean;
  onShowFiles: () => void;
  onDelete: () => void;
  onPublish: () => void;
  isPublishing: boolean;
  onShowDeployments: () => void;
  /** Visit Site: the published URL, or the default address from the slug. */
  visitUrl: string;
};

/**
 * The header's buttons on tablets and desktops (docs/product.md#site-editor): Files, Save and Publish
 * with their words; Deployments and Visit Site as icons named by tooltips; the rest under More. Save and
 * Publish stay in place for a role that may not use them, disabled, their tooltip saying why.
 */
export function HeaderActions({
  site,
  openFile,
  actions,
}: {
  site: Site;
  openFile: SiteFile | null;
  actions: EditorActions;
}) {
  const save = useSaveOpenFile(openFile);
  const { isSaving } = useFileEdits();
  const details = businessDetailsLink(site.id);
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-1.5">
      {actions.explorerCollapsed && (
        <Button variant="outline" size="sm" onClick={actions.onShowFiles}>
          <FolderTreeIcon aria-hidden="true" />
          Files
        </Button>
      )}
      <RequiresPermission permission="file:write">
        <Button variant="outline" size="sm" onClick={save} disabled={isSaving}>
          <SaveIcon aria-hidden="true" />
          {isSaving ? "Saving..." : "Save"}
        </Button>
      </RequiresPermission>
      <PublishButton isPublishing={actions.isPublishing} onPublish={actions.onPublish} />
      <Separator orientation="vertical" className="mx-1 h-6 data-[orientation=vertical]:h-6" />
      <nav aria-label="Site tools" className="flex items-center gap-0.5">
        <IconAction label={details.label} hasWideLabel>
          <Button variant="ghost" size="sm" asChild>
            <Link to={details.to}>
              <details.icon aria-hidden="true" />
              <ActionLabel>{details.label}</ActionLabel>
            </Link>
          </Button>
        </IconAction>
        <IconAction label="Deployments" hasWideLabel>
          <Button variant="ghost" size="sm" onClick={actions.onShowDeployments}>
            <DeploymentsIcon aria-hidden="true" />
            <ActionLabel>Deployments</ActionLabel>
          </Button>
        </IconAction>
        <IconAction label="Visit Site" hasWideLabel>
          <Button variant="ghost" size="sm" asChild>
            <a href={actions.visitUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              <ActionLabel>Visit Site</ActionLabel>
            </a>
          </Button>
        </IconAction>
        <MoreActionsMenu siteId={site.id} onDelete={actions.onDelete} />
      </nav>
    </div>
  );
}
