import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ContentHeader } from "../components/content-header";
import { DocsNav } from "../components/docs-nav";
import { MarkdownArticle } from "../components/markdown-article";
import { docs } from "../content-collections";
import { useContentEntry } from "../use-content-entry";

/** /docs/{slug}: the page beside a 250px list of all docs (a collapsible above it on narrow screens). */
export function DocPage({ notFound }: { notFound: ReactNode }) {
  const { slug } = useParams();
  const doc = useContentEntry(docs, slug);
  if (!doc) return notFound;

  const index = docs.indexOf(doc);
  const previous = docs[index - 1];
  const next = docs[index + 1];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:grid md:grid-cols-[250px_minmax(0,1fr)] md:gap-10 md:py-12">
      <aside className="hidden md:block">
        <div className="sticky top-24">
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Documentation</p>
          <DocsNav entries={docs} />
        </div>
      </aside>
      <details key={doc.slug} className="group mb-6 rounded-lg border md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          All docs
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div className="border-t p-2">
          <DocsNav entries={docs} />
        </div>
      </details>
      <article className="min-w-0 max-w-3xl">
        <ContentHeader title={doc.title} description={doc.description} />
        <MarkdownArticle source={doc.body} />
        <nav aria-label="More docs" className="mt-12 grid gap-4 border-t pt-6 sm:grid-cols-2">
          {previous ? (
            <Link to={`/docs/${previous.slug}`} className="rounded-lg border p-4 transition-colors hover:bg-accent">
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <ChevronLeftIcon className="size-3" aria-hidden /> Previous
              </span>
              <span className="mt-1 block font-medium">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={`/docs/${next.slug}`}
              className="rounded-lg border p-4 text-right transition-colors hover:bg-accent"
            >
              <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
                Next <ChevronRightIcon className="size-3" aria-hidden />
              </span>
              <span className="mt-1 block font-medium">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>
    </div>
  );
}
