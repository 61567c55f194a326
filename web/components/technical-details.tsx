import { ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** What only a technical reader needs, folded away under "Technical details". */
export function TechnicalDetails({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <details
      className={cn("group text-sm", className)}
      // At the foot of a panel that scrolls, what opens would be out of sight.
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.scrollIntoView({ block: "nearest" });
      }}
    >
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11 [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Technical details
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}
