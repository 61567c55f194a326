import { Popover as PopoverPrimitive } from "radix-ui";
import { floatingContent } from "./floating-content";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export const PopoverContent = floatingContent(
  PopoverPrimitive,
  "popover-content",
  "z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden",
  { align: "center", sideOffset: 4 },
);
