import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { usePermission } from "@/features/auth";
import { dirtyPathsOf, draftOverridesOf, filesQueryOptions, isDirty, useFileEdits } from "@/features/code-editor";
import { FileExplorer } from "@/features/file-explorer";
import { pageAtRoute } from "@/features/preview";
import { DeploymentsSheet, PublishedBanner, PublishFailedBanner, usePublish } from "@/features/publish";
import { showErrorToast } from "@/lib/error-toast";
import { EditorBottomBar } from "./editor-bottom-bar";
import { type EditorTab, EditorWorkspace } from "./editor-workspace";
import { ExplorerOverlay } from "./explorer-overlay";
import { FilesPending, NoFilesState } from "./no-files-state";
import { SiteEditorHeader } from "./site-editor-header";
import { SampleTextsBanner } from "./site-editor-notices";
import { useExplorerPanel } from "./use-explorer-panel";
import { useFileSelection } from "./use-file-selection";
import { useLeaveGuard } from "./use-leave-guard";
import { useOpenFile } from "./use-open-file";
import { useProblemActions } from "./use-problem-actions";
import { useRevealProblem } from "./use-reveal-problem";
import { useSaveShortcut } from "./use-save-shortcut";
import { useSiteEditorCommands } from "./use-site-editor-commands";

/** The site editor: header, file explorer, and the Preview/Code workspace with drafts kept per file. */
export function SiteEditor({ site }: { site: Site }) {
  const navigate = useNavigate();
  const filesQuery = useQuery(filesQueryOptions(site.id));
  const files = filesQuery.data;
  const [tab, setTab] = useState<EditorTab>("preview");
  const [isDeleted, setIsDeleted] = useState(false);
  const [isDeploymentsOpen, setIsDeploymentsOpen] = useState(false);
  const [isInsertingMedia, setIsInsertingMedia] = useState(false);
  const explorer = useExplorerPanel();
  const { selectedFile: listedFile, select } = useFileSelection(files);
  const openFile = useOpenFile(site.id, listedFile, tab === "code");
  const { drafts, clearAll } = useFileEdits();
  const reveal = useRevealProblem({ files, select, setTab });
  const problems = useProblemActions({ siteId: site.id, files, showLine: reveal.openProblem });

  const dirtyPaths = useMemo(() => dirtyPathsOf(files ?? [], drafts), [files, drafts]);
  // A viewer never has drafts; and its previews must not ask for unsaved buffers, which it may not build.
  const mayPreviewDrafts = usePermission("preview:draft").allowed;
  const overrides = useMemo(
    () => (mayPreviewDrafts ? draftOverridesOf(files ?? [], drafts) : NO_OVERRIDES),
    [mayPreviewDrafts, files, drafts],
  );
  const isOpenFileDirty = openFile ? isDirty(openFile, drafts) : false;
  const leaveGuard = useLeaveGuard(!isDeleted && (dirtyPaths.size > 0 || isOpenFileDirty));

  // Navigate once the leave guard has seen that nothing is left to lose.
  useEffect(() => {
    if (isDeleted) navigate("/admin/sites");
  }, [isDeleted, navigate]);

  useSaveShortcut(openFile);
  const publishing = usePublish(site);
  useSiteEditorCommands({
    siteId: site.id,
    files,
    openFile,
    select: handleSelect,
    setTab: reveal.changeTab,
    publish: publishing.publish,
    insertMedia: () => setIsInsertingMedia(true),
  });

  function handleSelect(file: SiteFile) {
    select(file);
    if (explorer.isMobile && !file.is_directory) explorer.collapse();
  }

  // A link followed in the preview opens its page, as clicking it in the explorer would.
  function openPageAt(path: string) {
    const page = pageAtRoute(
      (files ?? []).filter((file) => !file.is_directory),
      path,
    );
    if (page) select(page);
    else showErrorToast(`No page at ${path}`);
  }

  const explorerPanel = files && (
    <FileExplorer
      siteId={site.id}
      files={files}
      selectedPath={listedFile?.full_path ?? null}
      dirtyPaths={dirtyPaths}
      onSelect={handleSelect}
      onCollapse={explorer.collapse}
      className={explorer.isMobile ? "h-full w-full" : "h-full w-80 shrink-0 border-r lg:w-[350px]"}
    />
  );
  const hasDocuments = files?.some((file) => !file.is_directory) ?? false;

  return (
    <div className="flex h-[calc(100svh-4rem)] flex-col">
      <SiteEditorHeader
        site={site}
        openFile={openFile}
        isMobile={explorer.isMobile}
        actions={{
          explorerCollapsed: explorer.collapsed,
          onShowFiles: explorer.show,
          onPublish: () => void publishing.publish(),
          isPublishing: publishing.isPublishing,
          onShowDeployments: () => setIsDeploymentsOpen(true),
          visitUrl: publishing.publishedUrl ?? site.url,
        }}
        onDeleted={() => {
          clearAll();
          setIsDeleted(true);
        }}
      />
      {publishing.publishedUrl && (
        <PublishedBanner url={publishing.publishedUrl} onDismiss={publishing.dismissPublished} />
      )}
      <SampleTextsBanner siteId={site.id} />
      {publishing.failure && (
        <PublishFailedBanner
          site={site}
          failure={publishing.failure}
          actions={problems.actions}
          onDismiss={publishing.dismissFailure}
        />
      )}
      <div className="flex min-h-0 flex-1">
        {!explorer.isMobile && !explorer.collapsed && explorerPanel}
        <div className="flex min-w-0 flex-1 flex-col">
          {!files && <FilesPending isError={filesQuery.isError} onRetry={() => void filesQuery.refetch()} />}
          {files && !hasDocuments && <NoFilesState onShowFiles={explorer.collapsed ? explorer.show : undefined} />}
          {files && hasDocuments && (
            <EditorWorkspace
              site={site}
              files={files}
              file={openFile}
              isDirty={isOpenFileDirty}
              overrides={overrides}
              revealLine={reveal.lineFor(openFile)}
              tab={tab}
              onTabChange={reveal.changeTab}
              problemActions={problems.actions}
              onNavigate={openPageAt}
              isInsertingMedia={isInsertingMedia}
              onInsertingMediaChange={setIsInsertingMedia}
            />
          )}
        </div>
      </div>
      {explorer.isMobile && (
        <EditorBottomBar
          openFile={openFile}
          tab={tab}
          onTabChange={hasDocuments ? reveal.changeTab : undefined}
          onShowFiles={explorer.show}
          onPublish={() => void publishing.publish()}
          isPublishing={publishing.isPublishing}
        />
      )}
      {explorer.isMobile && (
        <ExplorerOverlay open={!explorer.collapsed} onClose={explorer.collapse}>
          {explorerPanel}
        </ExplorerOverlay>
      )}
      <DeploymentsSheet
        site={site}
        open={isDeploymentsOpen}
        onOpenChange={setIsDeploymentsOpen}
        isPublishing={publishing.isPublishing}
        onPublish={() => {
          setIsDeploymentsOpen(false);
          void publishing.publish();
        }}
      />
      {publishing.dialog}
      {problems.dialog}
      {leaveGuard.dialog}
    </div>
  );
}

const NO_OVERRIDES: Readonly<Record<string, string>> = {};
