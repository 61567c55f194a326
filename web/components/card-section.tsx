import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

type Props = {
  title: ReactNode;
  /** A line or two under the title on what the section holds. */
  description: ReactNode;
  /** Its actions, right of the title while the line has room. */
  actions?: ReactNode;
  /** A rule above it, where it follows another section of the same card or dialog. */
  hasRule?: boolean;
  children: ReactNode;
};

/** One titled part inside a card or dialog (a domain's mailboxes, a form's webhook): a region named by its h3. */
export function CardSection({ title, description, actions, hasRule = false, children }: Props) {
  const titleId = useId();
  const heading = (
    <div className={cn("grid gap-1", actions && "max-w-2xl")}>
      <h3 id={titleId} className="font-medium">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
  return (
    <section aria-labelledby={titleId} className={cn("grid gap-3", hasRule && "border-t pt-4")}>
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
