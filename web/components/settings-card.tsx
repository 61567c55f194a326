import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  description: ReactNode;
  /** The card's anchor, for links to it (`#id`). */
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * One part of a settings screen: a titled card, a region named by its h2 (so the page reads as an
 * outline and each card can be found by its title).
 */
export function SettingsCard({ title, description, id, className, children }: Props) {
  const titleId = useId();
  return (
    <Card id={id} role="region" aria-labelledby={titleId} className={cn("scroll-mt-20", className)}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
