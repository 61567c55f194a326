import { type SiteGuard, SiteRoutePage } from "@/features/site-list";
import { SiteFederationScreen } from "../components/site-federation-screen";
import { SitesOverview } from "../components/sites-overview";
import { useFederatedPlace } from "../hooks/use-federated-place";

/**
 * /admin/federated: the organization's sites on the fediverse; `?site={id}` opens one site's settings,
 * followers, interactions, blocks and delivery log.
 */
export function FederatedPage({ guard }: { guard: SiteGuard }) {
  const { siteId } = useFederatedPlace();
  if (!siteId) return <SitesOverview />;
  return (
    <SiteRoutePage key={siteId} siteId={siteId} title="Federated" guard={guard}>
      {(site) => <SiteFederationScreen site={site} />}
    </SiteRoutePage>
  );
}
