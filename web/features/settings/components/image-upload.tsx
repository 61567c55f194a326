import { IMAGE_ACCEPT, type ImageKind, imageFileProblem } from "@common/images";
import type { Permission } from "@common/permissions";
import { type ChangeEvent, type ReactElement, type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";

type Props = {
  kind: ImageKind;
  /** The current picture as it shows elsewhere: a square logo, a round avatar. */
  preview: ReactNode;
  hasImage: boolean;
  isUploading: boolean;
  isRemoving: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
  /** The permission both buttons need, when a role may lack it (they then show disabled, with the reason). */
  permission?: Permission;
};

/**
 * A logo's or an avatar's picture with `Upload …` and `Remove …`. A chosen file is checked in the
 * server's words before it is sent, and a refusal shows under the buttons.
 */
export function ImageUpload({
  kind,
  preview,
  hasImage,
  isUploading,
  isRemoving,
  onUpload,
  onRemove,
  permission,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = isUploading || isRemoving;
  const guarded = (button: ReactElement<Record<string, unknown>>) =>
    permission ? <RequiresPermission permission={permission}>{button}</RequiresPermission> : button;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refused = imageFileProblem(file, kind);
    setProblem(refused);
    if (!refused) onUpload(file);
  }

  function handleRemove() {
    setProblem(null);
    onRemove();
  }

  return (
    // Stacked on phones, where the two buttons would not fit beside the picture.
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {preview}
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            hidden
            aria-label={`${kind === "logo" ? "Logo" : "Avatar"} file`}
            data-testid={`${kind}-file`}
            onChange={handleFile}
          />
          {guarded(
            <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              {isUploading ? "Uploading..." : `Upload ${kind}`}
            </Button>,
          )}
          {hasImage &&
            guarded(
              <Button variant="ghost" disabled={busy} onClick={handleRemove}>
                {isRemoving ? "Removing..." : `Remove ${kind}`}
              </Button>,
            )}
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">PNG, JPEG, WebP or SVG, at most 1 MB.</p>
        )}
      </div>
    </div>
  );
}
