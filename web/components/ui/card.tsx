import { styledPart } from "./styled-part";

export const Card = styledPart(
  "div",
  "card",
  "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
);
export const CardHeader = styledPart("div", "card-header", "flex flex-col gap-1.5 px-6");
export const CardTitle = styledPart("div", "card-title", "font-semibold leading-none");
export const CardDescription = styledPart("div", "card-description", "text-sm text-muted-foreground");
export const CardContent = styledPart("div", "card-content", "px-6");
export const CardFooter = styledPart("div", "card-footer", "flex items-center px-6");
