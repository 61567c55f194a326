import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { NetworkIcon } from "lucide-react";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePermission } from "@/features/auth";
import { federationQueryOptions } from "../api/federation-api";
import { useFederatedPlace } from "../hooks/use-federated-place";
import { BlocksTab } from "./blocks-tab";
import { DeliveriesTab } from "./deliveries-tab";
import { FederationSettings } from "./federation-settings";
import { FollowersTab } from "./followers-tab";
import { InteractionsTab } from "./interactions-tab";
import { SiteSummary } from "./site-summary";

/** One site on the fediverse: its settings, followers and requests, interactions, blocks and delivery log. */
export function SiteFederationScreen({ site }: { site: Site }) {
  const { allowed, reason } = usePermission("site:update");
  const { tab, selectTab } = useFederatedPlace();
  const federation = useQuery(federationQueryOptions(site.id));
  const about = `How ${site.name} shows on Mastodon and the rest of the fediverse, and what comes back.`;
  return (
    <ListScreen
      title="Federated"
      icon={NetworkIcon}
      description={allowed ? about : `${about} ${reason}.`}
      back={{ to: "/admin/federated", label: "All sites" }}
    >
      <ListStates
        query={federation}
        loading={<ListLoading label="Loading fediverse settings…" count={2} itemClassName="h-32" />}
        errorTitle="Error loading fediverse settings"
      >
        {(data) => (
          <>
            <SiteSummary site={site} federation={data} />
            <Tabs value={tab} onValueChange={selectTab} className="gap-6">
              <TabsList aria-label={`${site.name} on the fediverse`} className="h-auto w-full flex-wrap sm:w-fit">
                <TabsTrigger value="settings">Settings</TabsTrigger>
                <TabsTrigger value="followers">
                  Followers{data.pending_follows > 0 && " "}
                  {data.pending_follows > 0 && (
                    <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground tabular-nums">
                      {data.pending_follows}
                      <span className="sr-only"> waiting</span>
                    </span>
                  )}
                </TabsTrigger>
                <TabsTrigger value="interactions">Interactions</TabsTrigger>
                <TabsTrigger value="blocks">Blocks</TabsTrigger>
                <TabsTrigger value="deliveries">Deliveries</TabsTrigger>
              </TabsList>
              <TabsContent value="settings">
                <FederationSettings site={site} federation={data} />
              </TabsContent>
              <TabsContent value="followers">
                <FollowersTab site={site} federation={data} />
              </TabsContent>
              <TabsContent value="interactions">
                <InteractionsTab site={site} />
              </TabsContent>
              <TabsContent value="blocks">
                <BlocksTab site={site} />
              </TabsContent>
              <TabsContent value="deliveries">
                <DeliveriesTab site={site} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </ListStates>
    </ListScreen>
  );
}
