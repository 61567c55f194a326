import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@common/constants";
import { Slot } from "radix-ui";
import {
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { TooltipSide } from "./tooltip-bubble";

// The bubble's code, with the positioning library, loads the first time any tooltip opens: the first
// screen needs only these few handlers.
const TooltipBubble = lazy(() => import("./tooltip-bubble").then((module) => ({ default: module.TooltipBubble })));

/** Time to move the pointer from the trigger onto its bubble before it closes. */
const LEAVE_GRACE_MS = 100;

/** One tooltip shows at a time; and one opened soon after another closed skips the delay. */
let closeShown: (() => void) | null = null;
let lastClosedAt = 0;

type Props = {
  /** What the bubble says, tied to the trigger as its description while shown; null shows none. */
  label: ReactNode;
  side?: TooltipSide;
  className?: string;
  /** One element that takes a ref and DOM handlers: usually a Button. */
  children: ReactElement;
};

/**
 * A short label shown next to its trigger: after a pause on hover, at once on keyboard focus, never for
 * touch. It stays open while the pointer moves onto it, and Escape, a press or leaving closes it.
 */
export function Tooltip({ label, side = "top", className, children }: Props) {
  const id = useId();
  const anchor = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [isOpen, setIsOpen] = useState(false);
  const isShown = isOpen && label !== null && label !== undefined && label !== false;

  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setIsOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  const open = useCallback(() => {
    window.clearTimeout(timer.current);
    if (closeShown !== close) closeShown?.();
    closeShown = close;
    setIsOpen(true);
  }, [close]);

  const openAfter = (delay: number) => {
    window.clearTimeout(timer.current);
    if (delay === 0) open();
    else timer.current = window.setTimeout(open, delay);
  };
  const closeAfterGrace = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(close, LEAVE_GRACE_MS);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, close]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (closeShown === close) closeShown = null;
    },
    [close],
  );

  return (
    <>
      <Slot.Root
        ref={anchor}
        aria-describedby={isShown ? id : undefined}
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType === "touch") return;
          openAfter(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={closeAfterGrace}
        onPointerDown={close}
        onFocus={(event: FocusEvent<HTMLElement>) => {
          // Focus from a click or tap is not a request for the label; focus from the keyboard is.
          if (event.currentTarget.matches(":focus-visible")) open();
        }}
        onBlur={close}
      >
        {children}
      </Slot.Root>
      {isShown && (
        <Suspense fallback={null}>
          <TooltipBubble
            id={id}
            anchor={anchor}
            side={side}
            className={className}
            onPointerEnter={() => window.clearTimeout(timer.current)}
            onPointerLeave={closeAfterGrace}
          >
            {label}
          </TooltipBubble>
        </Suspense>
      )}
    </>
  );
}
