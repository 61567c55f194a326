import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@common/constants";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";
import { floatingContent } from "./floating-content";

export function TooltipProvider(props: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS} {...props} />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = floatingContent(
  TooltipPrimitive,
  "tooltip-content",
  "z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background",
  { sideOffset: 4 },
);
