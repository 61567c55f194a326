import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A part that is only `Part` with our classes: it renders `Part` with `data-slot={slot}` and `classes`,
 * merges the caller's className after them and passes every other prop (ref included) through. Most
 * primitives have parts like that; made here they stay alike and each reads as one declaration:
 * `export const CardTitle = styledPart("div", "card-title", "font-semibold leading-none");`
 */
export function styledPart<T extends React.ElementType>(Part: T, slot: string, classes: string) {
  const Element: React.ElementType = Part;
  return function StyledPart({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return <Element data-slot={slot} className={cn(classes, className)} {...props} />;
  };
}
