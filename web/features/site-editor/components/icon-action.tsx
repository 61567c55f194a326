import type { ReactElement, ReactNode } from "react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

type Props = {
  label: string;
  children: ReactElement;
  /** The button shows its label on very wide screens (ActionLabel): the tooltip is needed only below them. */
  hasWideLabel?: boolean;
};

/**
 * A header action drawn as an icon: its tooltip names it, and its button's accessible name is the same
 * label. With `hasWideLabel` the label shows beside the icon on very wide screens, where the tooltip goes.
 */
export function IconAction({ label, children, hasWideLabel = false }: Props) {
  return (
    <Tooltip label={label} className={cn(hasWideLabel && "2xl:hidden")}>
      {children}
    </Tooltip>
  );
}

/** The label inside an IconAction's button: visible on very wide screens, read by screen readers always. */
export function ActionLabel({ children }: { children: ReactNode }) {
  return <span className="max-2xl:sr-only">{children}</span>;
}
