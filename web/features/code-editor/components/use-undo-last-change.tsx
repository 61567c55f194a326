import type { SiteFile } from "@common/schemas/files";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useRestoreVersion, versionsQueryOptions } from "../api/files";
import { isDirty } from "../lib/draft-state";
import { useFileEdits } from "./file-edits-provider";

export type UndoLastChange = {
  /** Restoring writes a new version: only a role that may change files may undo. */
  mayUndo: boolean;
  isUndoing: boolean;
  /** Takes back the last change to `file`; true once it is undone. */
  undo: (file: SiteFile) => Promise<boolean>;
  /** Render once: the question before unsaved changes are thrown away. */
  dialog: ReactNode;
};

/**
 * "Undo my last change" (docs/product.md#preview): a file with unsaved changes loses them (asked first);
 * otherwise the version before its current one is restored, as a new version, so History keeps both.
 */
export function useUndoLastChange(siteId: string): UndoLastChange {
  const queryClient = useQueryClient();
  const restore = useRestoreVersion(siteId);
  const edits = useFileEdits();
  const { confirm, dialog } = useConfirm();
  const mayUndo = usePermission("file:write").allowed;
  const [isUndoing, setIsUndoing] = useState(false);

  async function undoDraft(file: SiteFile): Promise<boolean> {
    const accepted = await confirm({
      title: "Undo your unsaved changes?",
      description: `What you typed in ${file.full_path} since it was last saved will be thrown away.`,
      action: "Undo changes",
      destructive: false,
    });
    if (!accepted) return false;
    edits.clearDraft(file.id);
    toast({ title: "Change undone", description: `${file.full_path} is back to how it was last saved.` });
    return true;
  }

  async function undoSave(file: SiteFile): Promise<boolean> {
    // The query client has toasted 'Error loading history' when this fails.
    const versions = await queryClient
      .fetchQuery({ ...versionsQueryOptions(siteId, file.id), staleTime: 0 })
      .catch(() => null);
    if (!versions) return false;
    // Newest first: the one after the current version is the one before it.
    const current = Math.max(
      0,
      versions.findIndex((version) => version.id === file.current_version_id),
    );
    const before = versions[current + 1];
    if (!before) {
      showErrorToast("Nothing to undo", `${file.full_path} has no earlier version to go back to.`);
      return false;
    }
    // useRestoreVersion toasts its own errors.
    const restored = await restore.mutateAsync({ fileId: file.id, versionId: before.id }).catch(() => null);
    if (!restored) return false;
    edits.clearDraft(restored.id);
    toast({ title: "Change undone", description: `${file.full_path} is back to version ${before.version_number}.` });
    return true;
  }

  async function undo(file: SiteFile): Promise<boolean> {
    if (!mayUndo || isUndoing) return false;
    setIsUndoing(true);
    try {
      return isDirty(file, edits.drafts) ? await undoDraft(file) : await undoSave(file);
    } finally {
      setIsUndoing(false);
    }
  }

  return { mayUndo, isUndoing, undo, dialog };
}
