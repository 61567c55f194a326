import type { FileVersion } from "@common/schemas/files";
import { GitCompareIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { CodeEditor } from "./code-editor";
import { DiffView } from "./diff-view";
import { WideDialogCode, WideDialogContent } from "./wide-dialog";

type Props = {
  path: string;
  version: FileVersion | null;
  isCurrent: boolean;
  currentContent: string;
  author: string;
  /** Absent for a role that may not edit files: the dialog has no Restore. */
  onRestore?: (version: FileVersion) => void;
  isRestoring: boolean;
  onClose: () => void;
};

function ignoreChange() {}

/** One version read-only, or 'Compare with current' against the editor's content; Restore from here, where offered. */
export function VersionDialog({ version, onClose, ...props }: Props) {
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      {version && <VersionDialogContent key={version.id} version={version} onClose={onClose} {...props} />}
    </Dialog>
  );
}

function VersionDialogContent({
  path,
  version,
  isCurrent,
  currentContent,
  author,
  onRestore,
  isRestoring,
  onClose,
}: Props & { version: FileVersion }) {
  const [isComparing, setIsComparing] = useState(false);
  const n = version.version_number;
  return (
    <WideDialogContent>
      <DialogHeader>
        <DialogTitle className="truncate pr-6">
          Version {n}
          {isCurrent && " (current)"} · {path}
        </DialogTitle>
        <DialogDescription>
          {version.commit_message} · {author} ·{" "}
          <time dateTime={version.created_at} title={formatFullTime(version.created_at)}>
            {formatRelativeTime(version.created_at)}
          </time>
        </DialogDescription>
      </DialogHeader>
      <WideDialogCode>
        {isComparing ? (
          <DiffView
            path={path}
            original={version.content ?? ""}
            modified={currentContent}
            originalLabel={`Version ${n}`}
            modifiedLabel="Current (editor)"
            height="100%"
          />
        ) : (
          <CodeEditor path={path} value={version.content ?? ""} onChange={ignoreChange} readOnly height="100%" />
        )}
      </WideDialogCode>
      <DialogFooter className="flex-row justify-between sm:justify-between">
        <Button variant="outline" aria-pressed={isComparing} onClick={() => setIsComparing((on) => !on)}>
          <GitCompareIcon />
          {isComparing ? (
            "Show version"
          ) : (
            <span>
              Compare<span className="max-sm:hidden"> with current</span>
            </span>
          )}
        </Button>
        <div className="flex gap-2">
          {/* Phones close with the corner button; the footer keeps to one row. */}
          <Button variant="outline" className="max-sm:hidden" onClick={onClose}>
            Close
          </Button>
          {onRestore && (
            <Button onClick={() => onRestore(version)} disabled={isCurrent || isRestoring}>
              <RotateCcwIcon />
              {isRestoring ? "Restoring..." : "Restore"}
            </Button>
          )}
        </div>
      </DialogFooter>
    </WideDialogContent>
  );
}
