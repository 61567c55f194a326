import type * as React from "react";
import { styledPart } from "./styled-part";

/** A Radix primitive whose content floats above the page: a popover, a tooltip, a menu. */
type FloatingPrimitive = {
  Portal: React.ComponentType<{ children?: React.ReactNode }>;
  Content: React.ElementType;
};

/**
 * The content part of a floating primitive: rendered in the primitive's portal, `data-slot={slot}`, our
 * classes with the caller's className merged after them, and `defaults` for props the caller leaves out.
 */
export function floatingContent<N extends FloatingPrimitive>(
  Primitive: N,
  slot: string,
  classes: string,
  defaults: Partial<React.ComponentProps<N["Content"]>> = {},
) {
  const Content = styledPart(Primitive.Content, slot, classes);
  return function FloatingContent(props: React.ComponentProps<N["Content"]>) {
    return (
      <Primitive.Portal>
        <Content {...defaults} {...props} />
      </Primitive.Portal>
    );
  };
}
