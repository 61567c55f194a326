import type { SiteFile } from "@common/schemas/files";
import { CodeIcon, EyeIcon, FolderTreeIcon, type LucideIcon, SaveIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { useFileEdits } from "@/features/code-editor";
import { PublishButton } from "@/features/publish";
import { cn } from "@/lib/utils";
import type { EditorTab } from "./editor-workspace";
import { useSaveOpenFile } from "./use-save-open-file";

type Props = {
  openFile: SiteFile | null;
  tab: EditorTab;
  /** Absent while the site has no files to preview or edit. */
  onTabChange?: (tab: EditorTab) => void;
  onShowFiles: () => void;
  onPublish: () => void;
  isPublishing: boolean;
};

/** Stacked icon and word, at least 44px every way, so a thumb finds it. */
const CELL = "h-auto min-h-14 min-w-11 flex-1 flex-col gap-1 px-0.5 py-1.5 text-xs";

/**
 * On phones, the editor's main actions at the bottom, where a thumb reaches: Files, the Preview/Code
 * switch, Save and the green Publish (both disabled for a role that may not use them). It keeps clear of
 * the home indicator (safe-area padding).
 */
export function EditorBottomBar({ openFile, tab, onTabChange, onShowFiles, onPublish, isPublishing }: Props) {
  const save = useSaveOpenFile(openFile);
  const { isSaving } = useFileEdits();
  return (
    <fieldset className="flex min-w-0 shrink-0 items-stretch gap-1 border-t bg-background px-1.5 pt-1.5 pb-[max(0.375rem,env(safe-area-inset-bottom))]">
      <legend className="sr-only">Editor actions</legend>
      <Button variant="ghost" className={CELL} onClick={onShowFiles}>
        <FolderTreeIcon aria-hidden="true" />
        Files
      </Button>
      {onTabChange && (
        <>
          <ViewButton
            icon={EyeIcon}
            label="Preview"
            isPressed={tab === "preview"}
            onClick={() => onTabChange("preview")}
          />
          <ViewButton icon={CodeIcon} label="Code" isPressed={tab === "code"} onClick={() => onTabChange("code")} />
        </>
      )}
      <RequiresPermission permission="file:write">
        <Button variant="ghost" className={CELL} onClick={save} disabled={isSaving}>
          <SaveIcon aria-hidden="true" />
          {isSaving ? "Saving..." : "Save"}
        </Button>
      </RequiresPermission>
      {/* Wider than the others: it must hold 'Publishing...'. */}
      <PublishButton isPublishing={isPublishing} onPublish={onPublish} className={cn(CELL, "flex-[1.4]")} />
    </fieldset>
  );
}

type ViewButtonProps = { icon: LucideIcon; label: string; isPressed: boolean; onClick: () => void };

/** Preview or Code; the one shown is pressed. */
function ViewButton({ icon: Icon, label, isPressed, onClick }: ViewButtonProps) {
  return (
    <Button
      variant="ghost"
      className={cn(CELL, isPressed && "bg-accent text-accent-foreground")}
      aria-pressed={isPressed}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
