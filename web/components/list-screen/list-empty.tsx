import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyCard } from "@/components/empty-card";

type Props = {
  icon: LucideIcon;
  title: string;
  /** A heading where the card stands for the whole screen ("No posts yet"), else a plain line. */
  isHeading?: boolean;
  /** A sentence or two on why it is empty and what fills it. */
  description?: ReactNode;
  /** What follows: the way to fill it, or a longer explanation of its own. */
  children?: ReactNode;
};

/** What stands where a list has nothing to show: nothing yet, or nothing that matches. */
export function ListEmpty({ icon: Icon, title, isHeading = false, description, children }: Props) {
  const Title = isHeading ? "h2" : "p";
  return (
    <EmptyCard>
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <Title className="font-medium">{title}</Title>
      {description && <p className="max-w-md text-sm text-pretty text-muted-foreground">{description}</p>}
      {children}
    </EmptyCard>
  );
}
