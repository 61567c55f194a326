import { type ReactNode, useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  /** Under the title: where the item is, or its state. */
  subtitle: ReactNode;
  /** Its main actions, right of the title (under it where the line is too short). */
  actions: ReactNode;
  /** More room, for a card of several sections (a mail domain's records, mailboxes and addresses). */
  isRoomy?: boolean;
  children: ReactNode;
};

/**
 * One item of a screen that lists a few large ones (a shop, a mail domain): a region named by its h2,
 * with what it is and its actions on top, then its contents.
 */
export function ItemCard({ title, subtitle, actions, isRoomy = false, children }: Props) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={isRoomy ? "gap-6" : "gap-4"}>
      <CardHeader
        className={cn("flex-row flex-wrap items-start justify-between", isRoomy ? "gap-3 max-sm:px-4" : "gap-2")}
      >
        <div className={cn("grid min-w-0", isRoomy ? "gap-2" : "gap-1.5")}>
          <CardTitle className={cn(isRoomy && "text-lg", "leading-normal")}>
            <h2 id={titleId} className="break-words">
              {title}
            </h2>
          </CardTitle>
          {subtitle}
        </div>
        {actions}
      </CardHeader>
      <CardContent className={cn("grid", isRoomy ? "gap-8 max-sm:px-4" : "gap-4")}>{children}</CardContent>
    </Card>
  );
}
