import { ExternalLinkIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Props = {
  address: string;
  previewUrl: string | null;
  isBuilding: boolean;
  onRefresh: () => void;
  /** Below 1 when the page is shrunk to fit: shown as a percentage. */
  zoom?: number;
  className?: string;
};

/** A browser's top bar over the preview: the page's address, refresh (rebuild) and open in a new tab. */
export function PreviewChrome({ address, previewUrl, isBuilding, onRefresh, zoom = 1, className }: Props) {
  return (
    <div className={cn("flex items-center gap-2 border-b bg-muted/60 px-2 py-1", className)}>
      <span className="flex gap-1 pl-1 max-sm:hidden" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-muted-foreground/30" />
        <span className="size-2.5 rounded-full bg-muted-foreground/30" />
        <span className="size-2.5 rounded-full bg-muted-foreground/30" />
      </span>
      <span
        className="min-w-0 flex-1 truncate rounded bg-background px-2 py-0.5 text-center font-mono text-xs text-muted-foreground"
        title={address}
      >
        {address}
      </span>
      {zoom < 1 && (
        <span
          className="shrink-0 text-xs tabular-nums text-muted-foreground"
          title="Shrunk to fit: the page is laid out at its full width"
        >
          {Math.round(zoom * 100)}%
        </span>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label="Refresh preview"
        title="Refresh preview (rebuild)"
        onClick={onRefresh}
        disabled={isBuilding}
      >
        <RotateCwIcon aria-hidden="true" className={cn(isBuilding && "animate-spin")} />
      </Button>
      {previewUrl ? (
        <Button variant="ghost" size="icon" className="size-7" asChild>
          <a
            href={previewUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Open preview in a new tab"
            title="Open preview in a new tab"
          >
            <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Button variant="ghost" size="icon" className="size-7" aria-label="Open preview in a new tab" disabled>
          <ExternalLinkIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
