import type * as React from "react";
import { cn } from "@/lib/utils";

type MenuItemVariant = "default" | "destructive";

/**
 * A menu's item: a `styledPart` that also sets `data-variant` ("default" or "destructive") for its classes,
 * 44 px tall on touch screens. One marked aria-disabled (an action the user's role lacks, which keeps its
 * tooltip reachable) looks disabled like one Radix disables.
 */
export function menuItem<T extends React.ElementType>(Item: T, slot: string, classes: string) {
  const Element: React.ElementType = Item;
  return function MenuItem({
    className,
    variant = "default",
    ...props
  }: React.ComponentProps<T> & { className?: string; variant?: MenuItemVariant }) {
    return (
      <Element
        data-slot={slot}
        data-variant={variant}
        className={cn(
          classes,
          "pointer-coarse:min-h-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:focus:bg-transparent",
          className,
        )}
        {...props}
      />
    );
  };
}
