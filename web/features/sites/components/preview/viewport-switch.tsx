import { type LucideIcon, MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PREVIEW_WIDTH_MOBILE_PX, PREVIEW_WIDTH_TABLET_PX } from "../../../../../common/constants";

/** SPEC §3: the preview viewports. */
export type PreviewViewport = "mobile" | "tablet" | "desktop";

/** How wide the preview frame is for each viewport; desktop takes the full width. */
export const VIEWPORT_WIDTHS: Record<PreviewViewport, string> = {
  mobile: `${PREVIEW_WIDTH_MOBILE_PX}px`,
  tablet: `${PREVIEW_WIDTH_TABLET_PX}px`,
  desktop: "100%",
};

const OPTIONS: { value: PreviewViewport; label: string; icon: LucideIcon }[] = [
  { value: "mobile", label: `Mobile (${PREVIEW_WIDTH_MOBILE_PX}px)`, icon: SmartphoneIcon },
  { value: "tablet", label: `Tablet (${PREVIEW_WIDTH_TABLET_PX}px)`, icon: TabletIcon },
  { value: "desktop", label: "Desktop (full width)", icon: MonitorIcon },
];

type Props = { value: PreviewViewport; onChange: (value: PreviewViewport) => void; className?: string };

/** Mobile, tablet or desktop width for the preview; SPEC §2 shows it on medium screens and up. */
export function ViewportSwitch({ value, onChange, className }: Props) {
  return (
    <fieldset className={cn("flex items-center gap-0.5 rounded-lg bg-muted p-[3px]", className)}>
      <legend className="sr-only">Preview viewport</legend>
      {OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <Button
          key={option}
          type="button"
          variant={option === value ? "outline" : "ghost"}
          size="icon"
          className="size-7"
          aria-label={label}
          aria-pressed={option === value}
          title={label}
          onClick={() => onChange(option)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </fieldset>
  );
}
