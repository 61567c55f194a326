import type { ReactNode } from "react";

type SectionHeadingProps = { eyebrow: string; title: string; description?: ReactNode; id?: string };

/** The eyebrow, title and lead paragraph that open each landing section. */
export function SectionHeading({ eyebrow, title, description, id }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}
