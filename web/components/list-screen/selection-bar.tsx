import { XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props = {
  /** Names the bar for assistive technology: "Selected posts". */
  label: string;
  /** How many are chosen, in words: "3 posts". */
  count: string;
  /** Lets go of the choice. */
  onClear: () => void;
  /** The actions, and any dialog they open. */
  children: ReactNode;
};

/** The bar above a list while rows are chosen: how many, what can be done to them, and Clear selection. */
export function SelectionBar({ label, count, onClear, children }: Props) {
  return (
    <section aria-label={label} className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2">
      <p className="basis-full text-sm font-medium sm:mr-auto sm:basis-auto">{count} selected</p>
      {children}
      <Button variant="ghost" size="sm" onClick={onClear}>
        <XIcon aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  );
}
