import type { SiteListItem } from "@common/schemas/sites";
import { Link } from "react-router";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SiteStatus } from "@/features/publish";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { siteAddress } from "../lib/site-address";
import { SitePicture } from "./site-picture";

/**
 * One site: a picture of its home page, its name, address, whether it is live, and its last change. The
 * whole card opens the editor.
 */
export function SiteCard({ site }: { site: SiteListItem }) {
  return (
    <Card className="relative h-full gap-4 overflow-hidden pt-0 transition-colors hover:border-primary/40 hover:bg-accent/40 has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
      <SitePicture site={site} />
      <CardHeader>
        <CardTitle className="truncate leading-normal">
          {/* The name is the link, stretched over the card: one click target named as it reads. */}
          <Link to={`/admin/site/${site.id}`} className="outline-none after:absolute after:inset-0 after:rounded-xl">
            {site.name}
          </Link>
        </CardTitle>
        <CardDescription className="truncate">{siteAddress(site)}</CardDescription>
        <SiteStatus site={site} className="pt-1" />
      </CardHeader>
      <CardFooter className="mt-auto text-xs text-muted-foreground">
        <span title={formatFullTime(site.updated_at)}>Edited {formatRelativeTime(site.updated_at)}</span>
      </CardFooter>
    </Card>
  );
}

/** A card-shaped placeholder while the sites load. */
export function SiteCardSkeleton() {
  return (
    <Card className="h-full gap-4 overflow-hidden pt-0" aria-hidden="true">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <CardHeader>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-1 h-3 w-40" />
      </CardHeader>
      <CardFooter>
        <Skeleton className="h-3 w-24" />
      </CardFooter>
    </Card>
  );
}
