import { Tabs as TabsPrimitive } from "radix-ui";
import { styledPart } from "./styled-part";

export const Tabs = styledPart(TabsPrimitive.Root, "tabs", "flex flex-col gap-2");
export const TabsList = styledPart(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
);
export const TabsTrigger = styledPart(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-3 py-1 text-sm font-medium text-foreground/70 transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);
export const TabsContent = styledPart(TabsPrimitive.Content, "tabs-content", "flex-1 outline-none");
