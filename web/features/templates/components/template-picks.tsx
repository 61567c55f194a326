import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { creatorPathFor, templatesQueryOptions } from "../api/templates";

const GRID_CLASS = "grid w-full grid-cols-2 gap-3 sm:grid-cols-3";

/**
 * The templates as pictures, each a link into the site creator with it chosen. Nothing when none could be
 * loaded: the ways to start beside it still work.
 */
export function TemplatePicks({ label }: { label: string }) {
  const templates = useQuery(templatesQueryOptions);
  if (templates.isPending) {
    return (
      <div className={GRID_CLASS} role="status" aria-label="Loading templates">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="aspect-[16/10] w-full" />
        ))}
      </div>
    );
  }
  if (!templates.data?.length) return null;
  return (
    <ul className={GRID_CLASS} aria-label={label}>
      {templates.data.map((template) => (
        <li key={template.id} className="min-w-0">
          <Link
            to={creatorPathFor(template.id)}
            className="group grid gap-1.5 rounded-lg p-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {template.thumbnail_url ? (
              <img
                src={template.thumbnail_url}
                alt=""
                loading="lazy"
                className="aspect-[16/10] w-full rounded-md border object-cover object-top transition-colors group-hover:border-primary"
              />
            ) : (
              <span className="aspect-[16/10] w-full rounded-md border bg-muted" />
            )}
            <span className="truncate text-sm font-medium group-hover:underline">
              <span className="sr-only">Start with </span>
              {template.name}
            </span>
            <span className="truncate text-xs text-muted-foreground capitalize">{template.category}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
