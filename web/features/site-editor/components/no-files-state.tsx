import { EDITOR_MESSAGES } from "@common/messages";
import { FolderOpenIcon, FolderTreeIcon, FolderXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePermission } from "@/features/auth";
import { EditorEmptyState } from "./editor-empty-state";

/**
 * A site with no files (folders do not count); the explorer beside it is where files are made, by a role
 * that may make them.
 */
export function NoFilesState({ onShowFiles }: { onShowFiles?: () => void }) {
  const mayCreate = usePermission("file:write").allowed;
  return (
    <EditorEmptyState
      icon={FolderOpenIcon}
      title="No Files Found"
      description={
        mayCreate
          ? "This site doesn't have any files yet. Use the file explorer to create files and folders."
          : "This site doesn't have any files yet."
      }
    >
      {onShowFiles && (
        <Button variant="outline" size="sm" onClick={onShowFiles}>
          <FolderTreeIcon aria-hidden="true" />
          Show Files
        </Button>
      )}
    </EditorEmptyState>
  );
}

/** While the file list loads, or when it could not (the toast said why). */
export function FilesPending({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  if (isError) {
    return (
      <EditorEmptyState
        icon={FolderXIcon}
        title={EDITOR_MESSAGES.filesLoadFailedTitle}
        description={EDITOR_MESSAGES.filesLoadFailed}
      >
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </EditorEmptyState>
    );
  }
  return (
    <div className="grid gap-3 p-4" role="status" aria-label="Loading files">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
