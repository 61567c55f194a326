import type { SiteListItem } from "@common/schemas/sites";
import { SiteCard, SiteCardSkeleton } from "./site-card";

const GRID_CLASS = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** Site cards in a responsive grid. */
export function SiteGrid({ sites, label }: { sites: readonly SiteListItem[]; label: string }) {
  return (
    <ul className={GRID_CLASS} aria-label={label}>
      {sites.map((site) => (
        <li key={site.id} className="min-w-0">
          <SiteCard site={site} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while it loads. */
export function SiteGridSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID_CLASS} role="status" aria-label="Loading sites">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <SiteCardSkeleton key={index} />
      ))}
    </div>
  );
}
