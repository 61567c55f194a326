import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { useState } from "react";
import { UnpublishedChangesBadge } from "@/features/publish";
import { BackButton } from "./back-button";
import { CopySiteIdButton } from "./copy-site-id-button";
import { DeleteSiteDialog } from "./delete-site-dialog";
import { type EditorActions, HeaderActions } from "./header-actions";
import { MobileEditorMenu } from "./mobile-editor-menu";
import { SiteNameEditor } from "./site-name-editor";

type Props = {
  site: Site;
  /** The file Save saves. */
  openFile: SiteFile | null;
  isMobile: boolean;
  actions: Omit<EditorActions, "onDelete">;
  onDeleted: () => void;
};

/** Back, the renameable name, the copyable id and the site's actions; one menu on mobile. */
export function SiteEditorHeader({ site, openFile, isMobile, actions, onDeleted }: Props) {
  const [isRenaming, setIsRenaming] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const allActions: EditorActions = { ...actions, onDelete: () => setIsDeleteOpen(true) };
  const publishProps = { onPublish: actions.onPublish, isPublishing: actions.isPublishing };

  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-b px-2 py-2 sm:px-3">
      <BackButton />
      <SiteNameEditor
        site={site}
        isEditing={isRenaming}
        onEditingChange={setIsRenaming}
        className={isMobile ? "min-w-0 flex-1" : undefined}
      />
      {isMobile ? (
        <>
          {!isRenaming && <UnpublishedChangesBadge siteId={site.id} isCompact {...publishProps} />}
          <MobileEditorMenu site={site} openFile={openFile} actions={allActions} onRename={() => setIsRenaming(true)} />
        </>
      ) : (
        <>
          <CopySiteIdButton siteId={site.id} />
          <UnpublishedChangesBadge siteId={site.id} {...publishProps} />
          <HeaderActions site={site} openFile={openFile} actions={allActions} />
        </>
      )}
      <DeleteSiteDialog site={site} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} onDeleted={onDeleted} />
    </header>
  );
}
