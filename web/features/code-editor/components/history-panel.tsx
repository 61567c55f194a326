import type { FileVersion, SiteFile } from "@common/schemas/files";
import { useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { usePermission } from "@/features/auth";
import { cn } from "@/lib/utils";
import { useRestoreVersion, versionsQueryOptions } from "../api/files";
import { useAuthorName } from "../api/use-author-name";
import { useFileEdits } from "./file-edits-provider";
import { HistoryVersionList } from "./history-version-list";
import { VersionDialog } from "./version-dialog";

export type HistoryPanelProps = {
  siteId: string;
  file: SiteFile;
  onClose: () => void;
  /** false where a dialog of its own titles it and closes it (Business details' History sheet). */
  hasHeader?: boolean;
};

/**
 * The open file's versions, newest first. It fills its parent (a side column of about 320px, or the
 * whole screen on phones); choosing a version opens it in a large dialog to view, compare or (for a role
 * that may edit files) restore.
 */
export function HistoryPanel({ siteId, file, onClose, hasHeader = true }: HistoryPanelProps) {
  const versions = useQuery(versionsQueryOptions(siteId, file.id));
  const restore = useRestoreVersion(siteId);
  const authorName = useAuthorName(file.organization_id);
  const { confirm, dialog } = useConfirm();
  const [openVersion, setOpenVersion] = useState<FileVersion | null>(null);
  const edits = useFileEdits();
  // Restoring writes a new version: a role that may not edit files reads and compares only.
  const mayRestore = usePermission("file:write").allowed;
  // The editor's content (the draft): 'Compare with current' diffs against it.
  const currentContent = edits.contentOf(file);
  const newestId = versions.data?.[0]?.id;
  const hasDraft = currentContent !== (file.current_version?.content ?? "");
  const count = versions.data?.length;

  async function handleRestore(version: FileVersion) {
    const accepted = await confirm({
      title: `Restore version ${version.version_number}?`,
      description: `Its content becomes a new version of ${file.full_path}.${
        hasDraft ? " Your unsaved changes in the editor will be replaced." : ""
      }`,
      action: "Restore",
      destructive: false,
    });
    if (!accepted) return;
    // useRestoreVersion toasts its own errors.
    const restored = await restore.mutateAsync({ fileId: file.id, versionId: version.id }).catch(() => null);
    if (!restored) return;
    toast({ title: `Restored version ${version.version_number}`, description: file.full_path });
    setOpenVersion(null);
    // The restored version replaces the draft.
    edits.clearDraft(restored.id);
  }

  return (
    <section aria-label="History" className="flex h-full min-h-0 flex-col bg-background">
      <header className={cn("flex items-start justify-between gap-2 border-b px-3 py-2", !hasHeader && "hidden")}>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold">History</h2>
          <p className="truncate text-xs text-muted-foreground" title={file.full_path}>
            {file.full_path}
            {count !== undefined && ` · ${count} ${count === 1 ? "version" : "versions"}`}
          </p>
        </div>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Close history" onClick={onClose}>
          <XIcon />
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {versions.isError ? (
          <Alert variant="destructive" className="m-3 w-auto">
            <AlertDescription>Could not load the history of this file.</AlertDescription>
          </Alert>
        ) : (
          <HistoryVersionList
            versions={versions.data}
            selectedId={openVersion?.id}
            onSelect={setOpenVersion}
            authorName={authorName}
          />
        )}
      </div>
      <VersionDialog
        path={file.full_path}
        version={openVersion}
        isCurrent={openVersion?.id === newestId}
        currentContent={currentContent}
        author={openVersion ? authorName(openVersion.created_by) : ""}
        onRestore={mayRestore ? handleRestore : undefined}
        isRestoring={restore.isPending}
        onClose={() => setOpenVersion(null)}
      />
      {dialog}
    </section>
  );
}
