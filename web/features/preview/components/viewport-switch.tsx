import { PREVIEW_WIDTH_MOBILE_PX, PREVIEW_WIDTH_TABLET_PX } from "@common/constants";
import { type LucideIcon, MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

/** The preview viewports. */
export type PreviewViewport = "mobile" | "tablet" | "desktop";

type ViewportOption = { value: PreviewViewport; name: string; label: string; icon: LucideIcon; px: number | null };

/** Mobile 375px, tablet 768px, desktop the full width (px null). */
export const VIEWPORT_OPTIONS: ViewportOption[] = [
  {
    value: "mobile",
    name: "Mobile",
    label: `Mobile (${PREVIEW_WIDTH_MOBILE_PX}px)`,
    icon: SmartphoneIcon,
    px: PREVIEW_WIDTH_MOBILE_PX,
  },
  {
    value: "tablet",
    name: "Tablet",
    label: `Tablet (${PREVIEW_WIDTH_TABLET_PX}px)`,
    icon: TabletIcon,
    px: PREVIEW_WIDTH_TABLET_PX,
  },
  { value: "desktop", name: "Desktop", label: "Desktop (full width)", icon: MonitorIcon, px: null },
];

/** The frame's width in pixels for a viewport; null means the full width. */
export function viewportPx(viewport: PreviewViewport): number | null {
  return VIEWPORT_OPTIONS.find((option) => option.value === viewport)?.px ?? null;
}

type Props = {
  value: PreviewViewport;
  onChange: (value: PreviewViewport) => void;
  /** Side by side: all three at once; the single-width buttons show unpressed meanwhile. */
  isSideBySide?: boolean;
  className?: string;
};

/** Mobile, tablet or desktop width for the preview, shown on medium screens and up. */
export function ViewportSwitch({ value, onChange, isSideBySide = false, className }: Props) {
  return (
    <fieldset className={cn("flex items-center gap-0.5 rounded-lg bg-muted p-[3px]", className)}>
      <legend className="sr-only">Preview viewport</legend>
      {VIEWPORT_OPTIONS.map(({ value: option, label, icon: Icon }) => {
        const isPressed = !isSideBySide && option === value;
        return (
          <Tooltip key={option} label={label}>
            <Button
              type="button"
              variant={isPressed ? "outline" : "ghost"}
              size="icon"
              className="size-7"
              aria-label={label}
              aria-pressed={isPressed}
              onClick={() => onChange(option)}
            >
              <Icon aria-hidden="true" />
            </Button>
          </Tooltip>
        );
      })}
    </fieldset>
  );
}
