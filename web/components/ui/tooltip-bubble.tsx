import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom";
import type { ReactNode, RefObject } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/utils";

export type TooltipSide = "top" | "right" | "bottom" | "left";

type Props = {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  side: TooltipSide;
  className?: string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  children: ReactNode;
};

/** The floating part of a Tooltip: placed beside its trigger, flipped and shifted to stay in view. */
export function TooltipBubble({ id, anchor, side, className, onPointerEnter, onPointerLeave, children }: Props) {
  const { refs, floatingStyles, placement } = useFloating({
    placement: side,
    elements: { reference: anchor.current },
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <div
      ref={refs.setFloating}
      id={id}
      role="tooltip"
      data-slot="tooltip-content"
      data-side={placement}
      style={floatingStyles}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className={cn("z-50 w-max max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background", className)}
    >
      {children}
    </div>,
    document.body,
  );
}
