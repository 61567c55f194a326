import type { ReactNode } from "react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  intro: string;
  /** The column's width class: the docs' grid of cards wants more room than the blog's list. */
  width: string;
  /** Said in place of the list while the collection is empty. */
  empty: string | null;
  children: ReactNode;
};

/** A public page listing our own content (the blog, the docs): its title and introduction, then the list. */
export function ContentList({ title, intro, width, empty, children }: Props) {
  useDocumentTitle(title);
  return (
    <div className={cn("mx-auto w-full px-4 py-12 sm:px-6 md:py-16", width)}>
      <header className="mb-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
      </header>
      {empty ? <p className="text-muted-foreground">{empty}</p> : children}
    </div>
  );
}
