import { Label as LabelPrimitive } from "radix-ui";
import { styledPart } from "./styled-part";

export const Label = styledPart(
  LabelPrimitive.Root,
  "label",
  "flex items-center gap-2 text-sm font-medium leading-none select-none",
);
