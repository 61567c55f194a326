import { type ComponentType, cloneElement, type KeyboardEvent, type ReactElement, Suspense, useState } from "react";

/** What a lazily loaded menu receives: the trigger to wrap, and that it should open as it mounts. */
export type LazyMenuProps = { trigger: ReactElement; defaultOpen: boolean };

type Props<P extends object> = {
  /** The button that opens the menu, drawn the same before and after the menu's code arrives. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The menu, made with React's `lazy`: it wraps `trigger` in its own Radix trigger. */
  menu: ComponentType<LazyMenuProps & P>;
  /** What else the menu needs from the screen. */
  menuProps: P;
};

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A dropdown whose code (Radix's menu, its positioning) loads on the first press of its trigger, so the
 * top bar's menus stay out of the admin's first download. Until then the trigger is a plain button that
 * says it has a menu; a press loads the menu, which opens as it mounts and takes focus as usual.
 */
export function LazyDropdown<P extends object>({ trigger, menu: Menu, menuProps }: Props<P>) {
  const [isWanted, setIsWanted] = useState(false);
  if (!isWanted) {
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerDown: () => setIsWanted(true),
      onKeyDown: (event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setIsWanted(true);
      },
    });
  }
  return (
    <Suspense fallback={trigger}>
      <Menu {...menuProps} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
