import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import { CodeIcon, EyeIcon, HistoryIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Tooltip } from "@/components/ui/tooltip";
import { usePermission } from "@/features/auth";
import { type CodeEditorHandle, HistoryPanel, InsertMediaDialog } from "@/features/code-editor";
import { PreviewEditToggle, PreviewViewControls, type PreviewViewport, usePreview } from "@/features/preview";
import type { ProblemActions } from "@/lib/build-problems";
import { CodePane } from "./code-pane";
import { FileLabel } from "./file-label";
import { InsertMediaButton } from "./insert-media-button";
import { PreviewTab } from "./preview-tab";
import { usePageEditing } from "./use-page-editing";

export type EditorTab = "preview" | "code";

type Props = {
  site: Site;
  files: readonly SiteFile[];
  file: SiteFile | null;
  isDirty: boolean;
  /** Unsaved drafts by path, for the live preview. */
  overrides: Readonly<Record<string, string>>;
  /** A line of the open file to scroll to and put the cursor on (a build problem was clicked). */
  revealLine?: number;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  /** What a broken page offers in the preview. */
  problemActions: ProblemActions;
  /** A site link was followed in the preview: open the page at that path. */
  onNavigate: (path: string) => void;
  /** The Insert media picker is open (its button or the command menu opened it). */
  isInsertingMedia: boolean;
  onInsertingMediaChange: (open: boolean) => void;
};

/**
 * The Preview and Code tabs for the open file, with its history beside them: from 1024px the history
 * takes its own column and the code moves over; narrower, it lies over the workspace (on phones all of
 * it). On phones the bottom bar switches the tabs, so their list is hidden here.
 */
export function EditorWorkspace({ site, files, file, isDirty, overrides, tab, ...handlers }: Props) {
  const [viewport, setViewport] = useState<PreviewViewport>("desktop");
  const [isSideBySide, setIsSideBySide] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const editor = useRef<CodeEditorHandle | null>(null);
  // Built on every pause in typing, in either tab, so the Preview tab shows the drafts as soon as it opens.
  const preview = usePreview({ siteId: site.id, files, selectedPath: file?.full_path ?? null, overrides });
  const canEditPage = usePermission("content:write").allowed;
  const [isEditingPage, setIsEditingPage] = useState(false);
  // A preview of unsaved code names no saved version to write into: edit on the page once it is saved.
  const hasDrafts = Object.keys(overrides).length > 0;
  const pageEditing = usePageEditing(site.id, preview.pagePath, isEditingPage && canEditPage && !hasDrafts);

  return (
    <div className="relative flex min-h-0 flex-1">
      <Tabs
        value={tab}
        onValueChange={(value) => handlers.onTabChange(value as EditorTab)}
        className="min-w-0 flex-1 gap-0"
      >
        <div className="flex min-h-12 flex-wrap items-center gap-2 border-b px-2 py-1.5 sm:gap-3 sm:px-3">
          <TabsList className="shrink-0 phone:hidden">
            <TabsTrigger value="preview">
              <EyeIcon aria-hidden="true" />
              Preview
            </TabsTrigger>
            <TabsTrigger value="code">
              <CodeIcon aria-hidden="true" />
              Code
            </TabsTrigger>
          </TabsList>
          {file && <FileLabel path={file.full_path} isDirty={isDirty} />}
          <div className="ml-auto flex shrink-0 items-center gap-2">
            {tab === "preview" && canEditPage && preview.pagePath && (
              <PreviewEditToggle
                isOn={isEditingPage && !hasDrafts}
                disabledReason={hasDrafts ? "Save or undo your code changes to edit on the page" : undefined}
                onChange={(isOn) => {
                  setIsEditingPage(isOn);
                  if (isOn) setIsSideBySide(false);
                }}
              />
            )}
            {tab === "preview" && (
              <PreviewViewControls
                viewport={viewport}
                onViewportChange={setViewport}
                isSideBySide={isSideBySide}
                onSideBySideChange={(next) => {
                  setIsSideBySide(next);
                  if (next) setIsEditingPage(false);
                }}
                className="max-md:hidden"
              />
            )}
            {tab === "code" && file && (
              <InsertMediaButton
                siteId={site.id}
                editor={editor}
                open={handlers.isInsertingMedia}
                onOpenChange={handlers.onInsertingMediaChange}
              />
            )}
            {file && (
              <Tooltip label="History" className="xl:hidden">
                <Button
                  variant={isHistoryOpen ? "secondary" : "ghost"}
                  size="sm"
                  aria-pressed={isHistoryOpen}
                  className="phone:size-11"
                  onClick={() => setIsHistoryOpen((open) => !open)}
                >
                  <HistoryIcon aria-hidden="true" />
                  <span className="max-xl:sr-only">History</span>
                </Button>
              </Tooltip>
            )}
          </div>
        </div>
        <TabsContent value="preview" className="min-h-0">
          <PreviewTab
            site={site}
            file={file}
            preview={preview}
            viewport={viewport}
            isSideBySide={isSideBySide}
            problemActions={handlers.problemActions}
            onNavigate={handlers.onNavigate}
            editing={pageEditing.editing}
          />
        </TabsContent>
        <TabsContent value="code" className="min-h-0">
          <CodePane file={file} revealLine={handlers.revealLine} handleRef={editor} />
        </TabsContent>
      </Tabs>
      <InsertMediaDialog
        siteId={site.id}
        open={pageEditing.isPicking}
        onOpenChange={(open) => !open && pageEditing.stopPicking()}
        onPick={(media) => pageEditing.pickImage(media.url)}
        title="Choose a photo"
        description="Pick a picture of this site's media library to show here."
        imagesOnly
      />
      {isHistoryOpen && file && (
        <aside
          aria-label="File history"
          className="z-10 flex w-80 max-w-full shrink-0 flex-col border-l bg-background max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:shadow-lg phone:w-full phone:border-l-0"
        >
          <HistoryPanel key={file.id} siteId={site.id} file={file} onClose={() => setIsHistoryOpen(false)} />
        </aside>
      )}
    </div>
  );
}
