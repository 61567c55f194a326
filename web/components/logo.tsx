import type * as React from "react";
import { cn } from "@/lib/utils";

/** The Webcraft mark (the favicon's shape), drawn in the primary colour. */
export function LogoMark({ className, ...props }: React.ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)} {...props}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M7 10l4 12 5-9 5 9 4-12"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
