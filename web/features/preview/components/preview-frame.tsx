import { PREVIEW_LOAD_TIMEOUT_MS } from "@common/constants";
import { Loader2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PreviewMessage } from "./preview-message";
import { type PreviewEditing, useEditMode } from "./use-edit-mode";
import { usePreviewNavigation } from "./use-preview-navigation";

export type PreviewFrameProps = {
  url: string;
  title: string;
  /** A new URL is being asked for: the current page stays under a spinner meanwhile. */
  isBuilding: boolean;
  onRetry: () => void;
  /** A site link was followed inside the shown page: its path, such as "/about". */
  onNavigate?: (path: string) => void;
  /** Edit mode: words and photos on the page can be changed in place. */
  editing?: PreviewEditing;
};

type Frames = { shown: string | null; pending: string | null };

/**
 * The built page in a sandboxed frame. `allow-same-origin` is safe only because the URL is on
 * PREVIEW_ORIGIN, never the app's (docs/decisions/005). A new URL loads in a hidden frame and replaces the shown one
 * once loaded, so a live preview never flashes blank.
 */
export function PreviewFrame({ url, title, isBuilding, onRetry, onNavigate, editing }: PreviewFrameProps) {
  const [frames, setFrames] = useState<Frames>({ shown: null, pending: url });
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shownFrame = useRef<HTMLIFrameElement>(null);
  usePreviewNavigation(shownFrame, onNavigate);
  useEditMode(shownFrame, frames.shown, editing);
  if (url === frames.shown && frames.pending !== null) setFrames({ shown: url, pending: null });
  if (url !== frames.shown && url !== frames.pending) setFrames({ shown: frames.shown, pending: url });

  useEffect(() => {
    if (!frames.pending) return;
    const pending = frames.pending;
    const timer = setTimeout(() => setFailedUrl(pending), PREVIEW_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [frames.pending]);

  function handleLoad(loaded: string) {
    if (loaded === frames.pending) setFrames({ shown: loaded, pending: null });
  }

  const isLoading = isBuilding || frames.pending !== null;
  return (
    <div className="relative h-full w-full bg-white">
      {[frames.shown, frames.pending].map(
        (src) =>
          src && (
            <iframe
              key={src}
              ref={src === frames.shown ? shownFrame : undefined}
              src={src}
              title={src === frames.shown ? title : `${title} (loading)`}
              sandbox="allow-scripts allow-same-origin"
              referrerPolicy="no-referrer"
              onLoad={() => handleLoad(src)}
              aria-hidden={src === frames.shown ? undefined : true}
              tabIndex={src === frames.shown ? undefined : -1}
              className={
                src === frames.shown
                  ? "absolute inset-0 size-full border-0"
                  : "pointer-events-none absolute inset-0 size-full border-0 opacity-0"
              }
            />
          ),
      )}
      {failedUrl !== null && failedUrl === frames.pending ? (
        <PreviewMessage title="Failed to render preview" onRetry={onRetry}>
          The preview did not load. Check your connection and try again.
        </PreviewMessage>
      ) : (
        isLoading && (
          <LoadingIndicator label={isBuilding ? "Building preview…" : "Loading preview…"} isOverlay={!frames.shown} />
        )
      )}
    </div>
  );
}

/** A spinner over the whole frame until a first page shows; after that a small pill, so editing stays calm. */
function LoadingIndicator({ label, isOverlay }: { label: string; isOverlay: boolean }) {
  return (
    <div
      role="status"
      className={
        isOverlay
          ? "absolute inset-0 flex items-center justify-center bg-background"
          : "pointer-events-none absolute top-2 right-2"
      }
    >
      <span className="flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 text-sm text-muted-foreground shadow-sm">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        {label}
      </span>
    </div>
  );
}
