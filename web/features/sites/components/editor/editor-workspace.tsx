import { CodeIcon, EyeIcon, HistoryIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { HistoryPanel } from "@/features/sites/components/code/history-panel";
import type { SiteFile } from "../../../../../common/schemas/files";
import type { Site } from "../../../../../common/schemas/sites";
import { CodePane } from "./code-pane";
import { FileLabel } from "./file-label";
import { PreviewPane } from "./preview-pane";
import { type PreviewViewport, ViewportSwitch } from "./viewport-switch";

export type EditorTab = "preview" | "code";

type Props = {
  site: Site;
  file: SiteFile | null;
  content: string;
  isDirty: boolean;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  onChange: (content: string) => void;
  onSaveShortcut: (formatted: string) => void;
  onRestored: (file: SiteFile) => void;
};

/** SPEC §2: the Preview and Code tabs for the open file, with its history on the side. */
export function EditorWorkspace({ site, file, content, isDirty, tab, onTabChange, ...handlers }: Props) {
  const [viewport, setViewport] = useState<PreviewViewport>("desktop");
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);

  return (
    <div className="relative flex min-h-0 flex-1">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as EditorTab)} className="min-w-0 flex-1 gap-0">
        <div className="flex min-h-12 items-center gap-2 border-b px-2 py-1.5 sm:gap-3 sm:px-3">
          <TabsList className="shrink-0">
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
            {tab === "preview" && <ViewportSwitch value={viewport} onChange={setViewport} className="max-md:hidden" />}
            {file && (
              <Button
                variant={isHistoryOpen ? "secondary" : "ghost"}
                size="sm"
                aria-pressed={isHistoryOpen}
                title="History"
                onClick={() => setIsHistoryOpen((open) => !open)}
              >
                <HistoryIcon aria-hidden="true" />
                <span className="max-xl:sr-only">History</span>
              </Button>
            )}
          </div>
        </div>
        <TabsContent value="preview" className="min-h-0">
          <PreviewPane site={site} file={file} viewport={viewport} onOpenCode={() => onTabChange("code")} />
        </TabsContent>
        <TabsContent value="code" className="min-h-0">
          <CodePane
            file={file}
            content={content}
            onChange={handlers.onChange}
            onSaveShortcut={handlers.onSaveShortcut}
          />
        </TabsContent>
      </Tabs>
      {isHistoryOpen && file && (
        <aside
          aria-label="File history"
          className="absolute inset-y-0 right-0 z-10 flex w-80 max-w-full flex-col border-l bg-background shadow-lg max-sm:w-full max-sm:border-l-0"
        >
          <HistoryPanel
            key={file.id}
            siteId={site.id}
            file={file}
            currentContent={content}
            onRestored={handlers.onRestored}
            onClose={() => setIsHistoryOpen(false)}
          />
        </aside>
      )}
    </div>
  );
}
