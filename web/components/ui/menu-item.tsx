import type * as React from "react";
import { cn } from "@/lib/utils";

type MenuItemVariant = "default" | "destructive";

/**
 * A menu's item: a `styledPart` that also sets `data-variant` ("default" or "destructive") for its classes,
 * 44 px tall on touch screens.
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
        className={cn(classes, "pointer-coarse:min-h-11", className)}
        {...props}
      />
    );
  };
}
