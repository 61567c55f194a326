import { CodeIcon, EyeOffIcon, HammerIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SiteFile } from "../../../../../common/schemas/files";
import type { Site } from "../../../../../common/schemas/sites";
import { siteAddress } from "../list/site-card";
import { EditorEmptyState } from "./editor-empty-state";
import { pageRouteOf } from "./page-route";
import { type PreviewViewport, VIEWPORT_WIDTHS } from "./viewport-switch";

type Props = { site: Site; file: SiteFile | null; viewport: PreviewViewport; onOpenCode: () => void };

/**
 * The preview frame at the chosen width. The build service that renders pages is not here yet, so the frame
 * says so instead of faking a page.
 */
export function PreviewPane({ site, file, viewport, onOpenCode }: Props) {
  if (!file) {
    return (
      <EditorEmptyState
        icon={EyeOffIcon}
        title="No preview available"
        description="Select a file from the explorer to preview its content"
      />
    );
  }
  const route = pageRouteOf(file.full_path);
  return (
    <div className="flex h-full justify-center overflow-auto bg-muted/40 p-3 sm:p-4">
      <div
        style={{ width: VIEWPORT_WIDTHS[viewport] }}
        className="flex h-full min-h-80 max-w-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-[width] duration-200"
        data-viewport={viewport}
      >
        <div className="flex items-center gap-2 border-b bg-muted/60 px-3 py-1.5">
          <span className="flex gap-1" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-muted-foreground/30" />
            <span className="size-2.5 rounded-full bg-muted-foreground/30" />
            <span className="size-2.5 rounded-full bg-muted-foreground/30" />
          </span>
          <span className="min-w-0 flex-1 truncate rounded bg-background px-2 py-0.5 text-center font-mono text-xs text-muted-foreground">
            {route === null ? file.full_path : `${siteAddress(site)}${route}`}
          </span>
        </div>
        <EditorEmptyState
          icon={HammerIcon}
          title="Preview arrives with the build service"
          description={
            route === null
              ? `${file.full_path} is not a page. Pages live in the pages folder; they will render here once sites can be built.`
              : "Pages will render here once sites can be built. Until then, edit the code and save it; nothing is lost."
          }
        >
          <Button variant="outline" size="sm" onClick={onOpenCode}>
            <CodeIcon aria-hidden="true" />
            Edit code
          </Button>
        </EditorEmptyState>
      </div>
    </div>
  );
}
