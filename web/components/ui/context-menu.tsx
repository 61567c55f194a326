import { ContextMenu as ContextMenuPrimitive } from "radix-ui";
import type * as React from "react";
import { floatingContent } from "./floating-content";
import { menuItem } from "./menu-item";
import { styledPart } from "./styled-part";

export const ContextMenu = ContextMenuPrimitive.Root;
export const ContextMenuGroup = ContextMenuPrimitive.Group;

export function ContextMenuTrigger(props: React.ComponentProps<typeof ContextMenuPrimitive.Trigger>) {
  return <ContextMenuPrimitive.Trigger data-slot="context-menu-trigger" {...props} />;
}

export const ContextMenuContent = floatingContent(
  ContextMenuPrimitive,
  "context-menu-content",
  "z-50 max-h-(--radix-context-menu-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
);

export const ContextMenuItem = menuItem(
  ContextMenuPrimitive.Item,
  "context-menu-item",
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
);

export const ContextMenuLabel = styledPart(
  ContextMenuPrimitive.Label,
  "context-menu-label",
  "truncate px-2 py-1.5 text-xs font-medium text-muted-foreground",
);

export const ContextMenuSeparator = styledPart(
  ContextMenuPrimitive.Separator,
  "context-menu-separator",
  "-mx-1 my-1 h-px bg-border",
);

export const ContextMenuShortcut = styledPart(
  "span",
  "context-menu-shortcut",
  "ml-auto text-xs tracking-widest text-muted-foreground",
);
