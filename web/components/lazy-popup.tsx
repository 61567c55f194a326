import { type ComponentType, cloneElement, type KeyboardEvent, type ReactElement, Suspense, useState } from "react";

/** What a lazily loaded popup receives: the trigger to wrap, and that it should open as it mounts. */
export type LazyPopupProps = { trigger: ReactElement; defaultOpen: boolean };

type Props<P extends object> = {
  /** The button that opens the popup, drawn the same before and after the popup's code arrives. */
  trigger: ReactElement<Record<string, unknown>>;
  /**
   * What opens: a Radix dropdown menu ("menu"), which opens on pointer down or Enter, Space and the down
   * arrow; or a Radix popover ("dialog"), which opens on click.
   */
  popup: "menu" | "dialog";
  /** The popup, made with React's `lazy`: it wraps `trigger` in its own Radix trigger. */
  content: ComponentType<LazyPopupProps & P>;
  /** What else the popup needs from the screen. */
  contentProps: P;
};

const MENU_OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A menu or popover whose code (Radix's primitive and its positioning) loads on the first press of its
 * trigger, so it stays out of the admin's first download. Until then the trigger is a plain button that
 * says what it opens; a press loads the popup, which opens as it mounts and takes focus as usual. Each
 * kind loads on the event its Radix trigger opens on, so that event does not reach the loaded trigger
 * and close it again.
 */
export function LazyPopup<P extends object>({ trigger, popup, content: Content, contentProps }: Props<P>) {
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted) {
    const opensOn =
      popup === "menu"
        ? {
            onPointerDown: () => setIsWanted(true),
            onKeyDown: (event: KeyboardEvent) => {
              if (!MENU_OPENING_KEYS.has(event.key)) return;
              event.preventDefault();
              setIsWanted(true);
            },
          }
        : { onClick: () => setIsWanted(true) };
    return cloneElement(trigger, { "aria-haspopup": popup, "aria-expanded": false, ...opensOn });
  }
  return (
    <Suspense fallback={trigger}>
      <Content {...contentProps} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
