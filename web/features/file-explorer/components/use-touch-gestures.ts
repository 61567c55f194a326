import { LONG_PRESS_MS, TOUCH_DRAG_THRESHOLD_PX } from "@common/constants";
import { type PointerEvent as ReactPointerEvent, useEffect, useRef } from "react";

type Tracked = {
  element: HTMLElement;
  startX: number;
  startY: number;
  x: number;
  y: number;
  canDrag: boolean;
  dragging: boolean;
  timer: ReturnType<typeof setTimeout>;
};

export type TouchGestureHandlers = {
  /** A touch drag began (more than TOUCH_DRAG_THRESHOLD_PX of travel). */
  onDragStart: () => void;
  onDragMove: (x: number, y: number) => void;
  onDragEnd: (x: number, y: number) => void;
  onCancel: () => void;
};

/**
 * Touch and pen gestures on a tree row: a long press of LONG_PRESS_MS opens the row's context menu
 * (by sending it a contextmenu event where the finger is), and more than TOUCH_DRAG_THRESHOLD_PX of
 * travel starts a drag. A click that ends either gesture is swallowed.
 */
export function useTouchGestures() {
  const tracked = useRef<Tracked | null>(null);
  const detach = useRef<() => void>(() => {});

  useEffect(() => () => detach.current(), []);

  function stop() {
    if (tracked.current) clearTimeout(tracked.current.timer);
    tracked.current = null;
    detach.current();
  }

  function begin(event: ReactPointerEvent<HTMLElement>, canDrag: boolean, handlers: TouchGestureHandlers) {
    if (event.pointerType === "mouse" || event.button !== 0) return;
    // Our long press replaces the menu's built-in one, which gives up on the slightest finger movement.
    event.preventDefault();
    stop();
    const element = event.currentTarget;
    const { clientX: x, clientY: y } = event;
    const timer = setTimeout(() => {
      const current = tracked.current;
      if (!current || current.dragging) return;
      swallowNextClick();
      stop();
      element.dispatchEvent(
        new MouseEvent("contextmenu", { bubbles: true, cancelable: true, clientX: current.x, clientY: current.y }),
      );
    }, LONG_PRESS_MS);
    tracked.current = { element, startX: x, startY: y, x, y, canDrag, dragging: false, timer };

    function onMove(move: PointerEvent) {
      const current = tracked.current;
      if (!current) return;
      current.x = move.clientX;
      current.y = move.clientY;
      if (!current.dragging) {
        const travel = Math.hypot(current.x - current.startX, current.y - current.startY);
        if (travel <= TOUCH_DRAG_THRESHOLD_PX) return;
        clearTimeout(current.timer);
        if (!current.canDrag) return stop();
        current.dragging = true;
        handlers.onDragStart();
      }
      handlers.onDragMove(current.x, current.y);
    }
    function onUp() {
      const current = tracked.current;
      stop();
      if (!current?.dragging) return;
      swallowNextClick();
      handlers.onDragEnd(current.x, current.y);
    }
    function onCancel() {
      const wasDragging = tracked.current?.dragging;
      stop();
      if (wasDragging) handlers.onCancel();
    }
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    detach.current = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      detach.current = () => {};
    };
  }

  /** A contextmenu the browser raised itself (Android's long press) makes our timer redundant. */
  function cancelLongPress() {
    if (tracked.current && !tracked.current.dragging) stop();
  }

  return { begin, cancelLongPress };
}

/**
 * Browsers differ on whether a click follows a long press or a touch drag; if one comes before the
 * next touch, it belongs to the gesture and must not also open the row.
 */
function swallowNextClick() {
  function swallow(event: MouseEvent) {
    event.stopPropagation();
    event.preventDefault();
    cleanup();
  }
  function cleanup() {
    window.removeEventListener("click", swallow, true);
    window.removeEventListener("pointerdown", cleanup, true);
  }
  window.addEventListener("click", swallow, true);
  window.addEventListener("pointerdown", cleanup, true);
}
