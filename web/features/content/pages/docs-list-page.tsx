import { BookOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { ContentList } from "../components/content-list";
import { docs } from "../content-collections";

/** /docs/: every documentation page in reading order. */
export function DocsListPage() {
  return (
    <ContentList
      title="Documentation"
      intro="Everything you need to build, preview and publish websites with Webcraft."
      width="max-w-4xl"
      empty={docs.length === 0 ? "No documentation yet." : null}
    >
      <ol className="grid gap-4 sm:grid-cols-2">
        {docs.map((doc, index) => (
          <li key={doc.slug}>
            <Link
              to={`/docs/${doc.slug}`}
              className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40"
            >
              <span className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
                <BookOpenIcon className="size-4 text-primary" aria-hidden />
                Guide {index + 1}
              </span>
              <span className="text-lg font-semibold">{doc.title}</span>
              {doc.description ? <span className="text-sm text-muted-foreground">{doc.description}</span> : null}
            </Link>
          </li>
        ))}
      </ol>
    </ContentList>
  );
}
