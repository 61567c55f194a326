import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type Props = {
  icon: LucideIcon;
  /** Its accessible name, shown as its tooltip too. */
  label: string;
  /** Set for a toggle (bold, a list): whether it is on where the cursor is. */
  pressed?: boolean;
  disabled?: boolean;
  /** A compact toolbar inside a form field, or the roomier one above a whole document. */
  size?: "compact" | "roomy";
  onClick: () => void;
};

/** One icon button of a rich-text toolbar; larger under a coarse pointer. */
export function ToolbarButton({ icon: Icon, label, pressed, disabled, size = "roomy", onClick }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "flex items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-40 pointer-coarse:size-11",
        size === "compact" ? "size-8" : "size-9",
        pressed && "bg-accent text-foreground",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
