import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { useState } from "react";
import { SiteStatus } from "@/features/publish";
import { BackButton } from "./back-button";
import { DeleteSiteDialog } from "./delete-site-dialog";
import { type EditorActions, HeaderActions } from "./header-actions";
import { MobileEditorMenu } from "./mobile-editor-menu";
import { ReadOnlyBadge } from "./read-only-badge";
import { SiteNameEditor } from "./site-name-editor";

type Props = {
  site: Site;
  /** The file Save saves. */
  openFile: SiteFile | null;
  isMobile: boolean;
  actions: Omit<EditorActions, "onDelete">;
  onDeleted: () => void;
};

/**
 * Back, the renameable name, whether the site is live, `Read only` for a role that may
 * not edit files, and the site's actions. On mobile the status goes under the name and the actions into
 * one ⋮ menu (Save and Publish are also in the bottom bar). The site id is in the site menus and settings.
 */
export function SiteEditorHeader({ site, openFile, isMobile, actions, onDeleted }: Props) {
  const [isRenaming, setIsRenaming] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const allActions: EditorActions = { ...actions, onDelete: () => setIsDeleteOpen(true) };
  const status = (
    <SiteStatus site={site} publish={{ onPublish: actions.onPublish, isPublishing: actions.isPublishing }} />
  );

  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-b px-2 py-2 sm:px-3">
      <BackButton />
      {isMobile ? (
        <>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <SiteNameEditor site={site} isEditing={isRenaming} onEditingChange={setIsRenaming} />
            {!isRenaming && (
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 px-1.5">
                {status}
                <ReadOnlyBadge />
              </div>
            )}
          </div>
          <MobileEditorMenu site={site} openFile={openFile} actions={allActions} onRename={() => setIsRenaming(true)} />
        </>
      ) : (
        <>
          <SiteNameEditor site={site} isEditing={isRenaming} onEditingChange={setIsRenaming} />
          {status}
          <ReadOnlyBadge />
          <HeaderActions site={site} openFile={openFile} actions={allActions} />
        </>
      )}
      <DeleteSiteDialog site={site} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} onDeleted={onDeleted} />
    </header>
  );
}
