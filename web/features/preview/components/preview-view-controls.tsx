import { Columns3Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { type PreviewViewport, ViewportSwitch } from "./viewport-switch";

type Props = {
  viewport: PreviewViewport;
  onViewportChange: (viewport: PreviewViewport) => void;
  isSideBySide: boolean;
  onSideBySideChange: (isSideBySide: boolean) => void;
  className?: string;
};

/** The viewport switch and the side-by-side toggle; picking one width leaves side by side. */
export function PreviewViewControls({
  viewport,
  onViewportChange,
  isSideBySide,
  onSideBySideChange,
  className,
}: Props) {
  return (
    <div className={cn("flex items-center gap-1", className)}>
      <ViewportSwitch
        value={viewport}
        isSideBySide={isSideBySide}
        onChange={(next) => {
          onViewportChange(next);
          onSideBySideChange(false);
        }}
      />
      <Tooltip label="Side by side: mobile, tablet and desktop at once">
        <Button
          type="button"
          variant={isSideBySide ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={isSideBySide}
          onClick={() => onSideBySideChange(!isSideBySide)}
        >
          <Columns3Icon aria-hidden="true" />
          <span className="max-2xl:sr-only">Side by side</span>
        </Button>
      </Tooltip>
    </div>
  );
}
