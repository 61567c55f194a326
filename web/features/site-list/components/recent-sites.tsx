import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { sitesQueryOptions } from "../api/sites";
import { BlankSiteButton } from "./blank-site-button";
import { CreateSiteButton } from "./create-site-button";
import { SiteGrid, SiteGridSkeleton } from "./site-grid";
import { SitesEmptyState } from "./sites-empty-state";

/** Home shows this many of the organization's most recently changed sites. */
const RECENT_SITES_LIMIT = 6;
const SKELETON_CARDS = 3;

/** For Home: the organization's latest sites (the API lists newest change first) and a way to make one. */
export function RecentSites() {
  const { activeOrganization } = useAuth();
  const organizationId = activeOrganization?.id ?? null;
  const sites = useQuery(sitesQueryOptions(organizationId));
  if (!organizationId || sites.isError) return null;
  const recent = sites.data?.slice(0, RECENT_SITES_LIMIT);
  const hasSites = Boolean(recent?.length);

  return (
    <section aria-labelledby="recent-sites-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="recent-sites-heading" className="text-lg font-semibold tracking-tight">
            Recent sites
          </h2>
          {hasSites && (
            <Button variant="ghost" size="sm" asChild>
              <Link to="/admin/sites">
                View all sites
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
        {hasSites && (
          <div className="flex flex-wrap gap-2">
            <BlankSiteButton size="sm" />
            <CreateSiteButton size="sm" />
          </div>
        )}
      </div>
      {!recent && <SiteGridSkeleton count={SKELETON_CARDS} />}
      {recent && hasSites && <SiteGrid sites={recent} label="Recent sites" />}
      {recent && !hasSites && <SitesEmptyState />}
    </section>
  );
}
