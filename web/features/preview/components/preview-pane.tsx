import { routeForPage } from "@common/page-routes";
import type { Site } from "@common/schemas/sites";
import { InfoIcon } from "lucide-react";
import { siteAddress } from "@/features/site-list";
import type { ProblemActions } from "@/lib/build-problems";
import { useElementSize } from "@/lib/use-element-size";
import { cn } from "@/lib/utils";
import { PreviewBody } from "./preview-body";
import { PreviewChrome } from "./preview-chrome";
import type { PreviewEditing } from "./use-edit-mode";
import type { Preview } from "./use-preview";
import { type PreviewViewport, viewportPx } from "./viewport-switch";

type Props = {
  site: Site;
  /** The open file; when it is not a page, a note names the page shown instead. */
  filePath: string;
  /** The page built (the editor shows why there is none instead of this pane). */
  pagePath: string;
  preview: Preview;
  viewport: PreviewViewport;
  isSideBySide: boolean;
  /** What a broken page offers: undo the last change to the file that broke it, show the line. */
  problemActions: ProblemActions;
  /** A site link was followed in the frame. */
  onNavigate?: (path: string) => void;
  /** Edit mode of the single frame (side by side shows the page without it). */
  editing?: PreviewEditing;
};

const BORDER_PX = 2;

/** The built page in a sandboxed frame at the chosen width, or all three widths side by side. */
export function PreviewPane({ site, filePath, pagePath, preview, viewport, isSideBySide, ...frameHandlers }: Props) {
  const area = useElementSize<HTMLDivElement>();
  const available = area.width - BORDER_PX;
  const { query } = preview;
  // A viewport wider than the room it has keeps its real width and is shrunk to fit.
  const px = isSideBySide ? null : viewportPx(viewport);
  const scale = px !== null && available > 0 ? Math.min(1, available / px) : 1;
  const chrome = {
    address: `${siteAddress(site)}${routeForPage(pagePath) ?? ""}`,
    previewUrl: query.data?.url ?? null,
    isBuilding: query.isFetching,
    onRefresh: () => void query.refetch(),
  };
  const body = (
    <div className="relative min-h-0 flex-1">
      <PreviewBody
        pagePath={pagePath}
        query={query}
        isSideBySide={isSideBySide}
        width={px}
        scale={scale}
        {...frameHandlers}
      />
    </div>
  );

  return (
    <div className="flex h-full flex-col bg-muted/40">
      {!preview.isSelectedPage && (
        <p className="flex items-center gap-1.5 border-b bg-background px-3 py-1.5 text-xs text-muted-foreground">
          <InfoIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {filePath} is not a page. Showing {pagePath}.
          </span>
        </p>
      )}
      <div ref={area.ref} className="flex min-h-0 flex-1 flex-col gap-3 p-3 sm:p-4">
        {isSideBySide ? (
          <>
            <PreviewChrome {...chrome} className="rounded-lg border" />
            {body}
          </>
        ) : (
          <div
            style={px === null ? undefined : { width: px * scale }}
            className={cn(
              "mx-auto flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border bg-background shadow-sm",
              px === null ? "w-full" : "box-content",
            )}
            data-viewport={viewport}
          >
            <PreviewChrome {...chrome} zoom={scale} />
            {body}
          </div>
        )}
      </div>
    </div>
  );
}
