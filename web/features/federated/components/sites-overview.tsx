import { useQueries, useQuery } from "@tanstack/react-query";
import { InfoIcon, NetworkIcon } from "lucide-react";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAuth, usePermission } from "@/features/auth";
import { NoSiteYet, sitesQueryOptions } from "@/features/site-list";
import { federationQueryOptions } from "../api/federation-api";
import { SiteFederationCard } from "./site-federation-card";

const ABOUT =
  "Your sites on Mastodon and the rest of the fediverse: people follow a site there and see its blog posts.";

/** /admin/federated: each of the organization's sites with its fediverse address, followers and requests. */
export function SitesOverview() {
  const { activeOrganization } = useAuth();
  const { allowed, reason } = usePermission("site:update");
  return (
    <ListScreen title="Federated" icon={NetworkIcon} description={allowed ? ABOUT : `${ABOUT} ${reason}.`}>
      {activeOrganization ? (
        <Sites organizationId={activeOrganization.id} />
      ) : (
        <p className="text-sm text-muted-foreground">Select an organization to see its sites on the fediverse.</p>
      )}
    </ListScreen>
  );
}

function Sites({ organizationId }: { organizationId: string }) {
  const sites = useQuery(sitesQueryOptions(organizationId));
  const federations = useQueries({
    queries: (sites.data ?? []).map((site) => federationQueryOptions(site.id)),
  });
  const noneOn = federations.every((federation) => federation.data && !federation.data.enabled);
  return (
    <ListStates
      query={sites}
      loading={<ListLoading label="Loading sites…" count={2} itemClassName="h-40" />}
      errorTitle="Error loading sites"
    >
      {(all) =>
        all.length === 0 ? (
          <NoSiteYet
            icon={NetworkIcon}
            title="Put a site on the fediverse"
            description="A site's blog can be followed from Mastodon and other fediverse apps. Make a site first, then come back to turn it on."
          />
        ) : (
          <div className="grid gap-4">
            {noneOn && <NoneOn />}
            {all.map((site, index) => (
              <SiteFederationCard key={site.id} site={site} federation={federations[index]} />
            ))}
          </div>
        )
      }
    </ListStates>
  );
}

/** No site is on the fediverse yet: what it gives and the way to turn it on. */
function NoneOn() {
  const { allowed } = usePermission("site:update");
  return (
    <Alert role="note">
      <InfoIcon />
      <AlertTitle>None of your sites is on the fediverse yet</AlertTitle>
      <AlertDescription>
        {allowed
          ? "Choose Set up on a site, pick its handle and turn it on. People on Mastodon can then follow it, and each blog post you publish reaches them; their replies, likes and boosts come back here."
          : "Once an admin or owner turns a site on, people on Mastodon can follow it and its blog posts reach them; their replies, likes and boosts show here."}
      </AlertDescription>
    </Alert>
  );
}
