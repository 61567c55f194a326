import type { ReactNode } from "react";
import { ContentHeader } from "../components/content-header";
import { MarkdownArticle } from "../components/markdown-article";
import { legalDocuments } from "../content-collections";
import { useContentEntry } from "../use-content-entry";

/** /privacy-policy and /terms-of-service, from content/legal/{slug}.md. */
export function LegalPage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const document = useContentEntry(legalDocuments, slug);
  if (!document) return notFound;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <ContentHeader
        title={document.title}
        description={document.description}
        date={document.date}
        datePrefix="Last updated"
      />
      <MarkdownArticle source={document.body} />
    </article>
  );
}
