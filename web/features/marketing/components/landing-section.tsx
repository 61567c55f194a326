import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";

type LandingSectionProps = {
  /** The anchor the navigation links to; the heading's id is `${id}-title`. */
  id: string;
  eyebrow: string;
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A landing section under a rule, opened by its heading, that the navigation can scroll to. */
export function LandingSection({ id, eyebrow, title, description, className, children }: LandingSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={cn("scroll-mt-20 border-t", className)}>
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-24">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} description={description} />
        {children}
      </div>
    </section>
  );
}
