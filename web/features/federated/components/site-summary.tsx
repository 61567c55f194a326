import type { Federation } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { ItemCard } from "@/components/item-card";
import { FederationBadge, Presence } from "./site-federation-card";

/** The site's standing on the fediverse above its tabs: on or off, its address, followers and requests. */
export function SiteSummary({ site, federation }: { site: Site; federation: Federation }) {
  return (
    <ItemCard title={site.name} subtitle={<FederationBadge federation={federation} />} actions={null}>
      {federation.enabled ? (
        <Presence site={site} federation={federation} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {federation.is_new
            ? "Not on the fediverse yet. Choose a handle below and turn it on: people on Mastodon can then follow the site and read its blog posts there."
            : "Off: nobody can follow the site, and its posts go nowhere. Turn it on below to be found again."}
        </p>
      )}
    </ItemCard>
  );
}
