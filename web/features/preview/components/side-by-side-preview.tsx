import { PREVIEW_WIDTH_DESKTOP_PX } from "@common/constants";
import { useElementSize } from "@/lib/use-element-size";
import { PreviewFrame, type PreviewFrameProps } from "./preview-frame";
import { VIEWPORT_OPTIONS } from "./viewport-switch";

const GAP_PX = 16;
const LABEL_PX = 24;

/** The page at mobile, tablet and desktop widths at once, each at its real width, scaled to fit. */
export function SideBySidePreview({ url, title, isBuilding, onRetry, onNavigate }: PreviewFrameProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const frames = VIEWPORT_OPTIONS.map((option) => ({
    ...option,
    px: option.px ?? PREVIEW_WIDTH_DESKTOP_PX,
  }));
  const natural = frames.reduce((sum, frame) => sum + frame.px, 0);
  const scale = Math.min(1, Math.max(0, width - GAP_PX * (frames.length - 1)) / natural);
  const frameHeight = Math.max(0, height - LABEL_PX);

  return (
    <div ref={ref} className="flex h-full min-h-0 w-full items-start justify-center gap-4 overflow-hidden">
      {width > 0 &&
        frames.map(({ value, name, px, icon: Icon }) => (
          <figure key={value} className="flex shrink-0 flex-col gap-1" style={{ width: px * scale }}>
            <figcaption
              className="flex h-5 items-center gap-1.5 overflow-hidden whitespace-nowrap text-xs text-muted-foreground"
              title={`${name} · ${px}px`}
            >
              <Icon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{name}</span>
              {px}px
            </figcaption>
            <div
              className="overflow-hidden rounded-md border bg-white shadow-sm"
              style={{ width: px * scale, height: frameHeight }}
            >
              <div
                className="origin-top-left"
                style={{ width: px, height: scale > 0 ? frameHeight / scale : 0, transform: `scale(${scale})` }}
              >
                <PreviewFrame
                  url={url}
                  title={`${title} at ${value} width`}
                  isBuilding={isBuilding}
                  onRetry={onRetry}
                  onNavigate={onNavigate}
                />
              </div>
            </div>
          </figure>
        ))}
    </div>
  );
}
