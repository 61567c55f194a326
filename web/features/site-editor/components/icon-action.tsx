import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * A header action whose label shows only on very wide screens; elsewhere the icon carries a tooltip and the
 * accessible name stays the label.
 */
export function IconAction({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent className="2xl:hidden">{label}</TooltipContent>
    </Tooltip>
  );
}

/** The label inside an IconAction's button. */
export function ActionLabel({ children }: { children: ReactNode }) {
  return <span className="max-2xl:sr-only">{children}</span>;
}
