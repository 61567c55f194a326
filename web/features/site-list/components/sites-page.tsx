import { useQuery } from "@tanstack/react-query";
import { GlobeIcon } from "lucide-react";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/features/auth";
import { sitesQueryOptions } from "../api/sites";
import { BlankSiteButton } from "./blank-site-button";
import { CreateSiteButton } from "./create-site-button";
import { ImportSiteButton } from "./import-site-button";
import { SiteGrid, SiteGridSkeleton } from "./site-grid";
import { SitesEmptyState } from "./sites-empty-state";

const SKELETON_CARDS = 3;

/** /admin/sites: every site of the active organization, newest change first. */
export function SitesPage() {
  const { activeOrganization } = useAuth();
  const organizationId = activeOrganization?.id ?? null;
  const sites = useQuery(sitesQueryOptions(organizationId));
  const hasSites = Boolean(sites.data?.length);

  return (
    <PageContainer>
      <PageHeader
        title="Sites"
        icon={GlobeIcon}
        description={
          activeOrganization ? (
            <>
              Websites of <span className="font-medium text-foreground">{activeOrganization.name}</span>.
            </>
          ) : (
            "Choose or create an organization to see its sites."
          )
        }
        actions={
          hasSites && (
            <>
              <ImportSiteButton />
              <BlankSiteButton />
              <CreateSiteButton />
            </>
          )
        }
      />
      {organizationId && !sites.isError && (
        <>
          {!sites.data && <SiteGridSkeleton count={SKELETON_CARDS} />}
          {sites.data && hasSites && <SiteGrid sites={sites.data} label="Sites" />}
          {sites.data && !hasSites && <SitesEmptyState />}
        </>
      )}
    </PageContainer>
  );
}
