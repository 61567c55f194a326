import type { MediaFile } from "@common/schemas/media";
import { ImagePlusIcon } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { type CodeEditorHandle, InsertMediaDialog } from "@/features/code-editor";

type Props = {
  siteId: string;
  /** The open file's editor, which writes the snippet at its cursor. */
  editor: RefObject<CodeEditorHandle | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Insert media, above the code: opens the site's media library and writes the chosen file at the cursor. */
export function InsertMediaButton({ siteId, editor, open, onOpenChange }: Props) {
  function pick(media: MediaFile) {
    onOpenChange(false);
    editor.current?.insertMedia({ path: media.path, alt: media.alt, mime: media.mime });
  }
  return (
    <>
      <RequiresPermission permission="file:write" label="Insert media" labelClassName="sm:hidden">
        <Button variant="ghost" size="sm" className="phone:size-11" onClick={() => onOpenChange(true)}>
          <ImagePlusIcon aria-hidden="true" />
          <span className="max-sm:sr-only">Insert media</span>
        </Button>
      </RequiresPermission>
      <InsertMediaDialog siteId={siteId} open={open} onOpenChange={onOpenChange} onPick={pick} />
    </>
  );
}
