import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { ExternalLinkIcon, FolderTreeIcon, HistoryIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { useFileEdits } from "@/features/code-editor";
import { PublishButton } from "@/features/publish";
import { ActionLabel, IconAction } from "./icon-action";
import { siteUtilityLinks } from "./site-links";
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

/** The header's buttons on tablets and desktops (docs/product.md#site-editor). */
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
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-1.5">
      {actions.explorerCollapsed && (
        <Button variant="outline" size="sm" onClick={actions.onShowFiles}>
          <FolderTreeIcon aria-hidden="true" />
          Files
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={save} disabled={isSaving}>
        <SaveIcon aria-hidden="true" />
        {isSaving ? "Saving..." : "Save"}
      </Button>
      <PublishButton isPublishing={actions.isPublishing} onPublish={actions.onPublish} />
      <Separator orientation="vertical" className="mx-1 h-6 data-[orientation=vertical]:h-6" />
      <nav aria-label="Site tools" className="flex items-center gap-0.5">
        {siteUtilityLinks(site.id).map(({ label, to, icon: Icon }) => (
          <IconAction key={label} label={label}>
            <Button variant="ghost" size="sm" asChild aria-label={label}>
              <Link to={to}>
                <Icon aria-hidden="true" />
                <ActionLabel>{label}</ActionLabel>
              </Link>
            </Button>
          </IconAction>
        ))}
        <IconAction label="Deployments">
          <Button variant="ghost" size="sm" onClick={actions.onShowDeployments} aria-label="Deployments">
            <HistoryIcon aria-hidden="true" />
            <ActionLabel>Deployments</ActionLabel>
          </Button>
        </IconAction>
        <IconAction label="Visit Site">
          <Button variant="ghost" size="sm" asChild aria-label="Visit Site">
            <a href={actions.visitUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              <ActionLabel>Visit Site</ActionLabel>
            </a>
          </Button>
        </IconAction>
        <IconAction label="Delete Site">
          <Button variant="ghost" size="sm" onClick={actions.onDelete} aria-label="Delete Site">
            <Trash2Icon aria-hidden="true" className="text-destructive" />
            <ActionLabel>Delete Site</ActionLabel>
          </Button>
        </IconAction>
      </nav>
    </div>
  );
}
