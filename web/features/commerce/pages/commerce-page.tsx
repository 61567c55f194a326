import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, ShoppingCartIcon, StoreIcon } from "lucide-react";
import { useState } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { RequiresPermission, useAuth, usePermission } from "@/features/auth";
import { NoSiteYet, sitesQueryOptions } from "@/features/site-list";
import { storesQueryOptions } from "../api/stores-api";
import { StoreCard } from "../components/store-card";
import { StoreDialog } from "../components/store-dialog";
import { StoreForm } from "../components/store-form";

/** /admin/commerce: the organization's shops with their sales, and the way to open one. */
export function CommercePage() {
  const { activeOrganization } = useAuth();
  const { allowed, reason } = usePermission("store:manage");
  return (
    <ListScreen
      title="Commerce"
      icon={ShoppingCartIcon}
      className="max-w-6xl"
      description={
        allowed
          ? "Your shops, their sales in rand and what waits for you."
          : `Your shops, their sales in rand and what waits for you. ${reason}.`
      }
    >
      {activeOrganization ? (
        <Shops organizationId={activeOrganization.id} />
      ) : (
        <p className="text-sm text-muted-foreground">Select an organization to see its shops.</p>
      )}
    </ListScreen>
  );
}

function Shops({ organizationId }: { organizationId: string }) {
  const stores = useQuery(storesQueryOptions(organizationId));
  const sites = useQuery(sitesQueryOptions(organizationId));
  const [opening, setOpening] = useState(false);
  const withShop = new Set(stores.data?.map((store) => store.site_id));
  const free: Site[] = (sites.data ?? []).filter((site) => !withShop.has(site.id));

  return (
    <ListStates
      query={stores}
      loading={<ListLoading label="Loading shops…" count={2} itemClassName="h-56" />}
      errorTitle="Error loading shops"
    >
      {(all) =>
        all.length === 0 ? (
          <NoShops sites={sites.data} isLoading={sites.isPending} />
        ) : (
          <div className="grid gap-4">
            {free.length > 0 && (
              <div className="flex justify-end">
                <RequiresPermission permission="store:manage">
                  <Button variant="outline" onClick={() => setOpening(true)}>
                    <PlusIcon aria-hidden="true" />
                    Open a shop
                  </Button>
                </RequiresPermission>
              </div>
            )}
            {all.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
            <StoreDialog store={null} sites={free} open={opening} onOpenChange={setOpening} />
          </div>
        )
      }
    </ListStates>
  );
}

/** No shop yet: what a shop is, and the form that opens one (or the way to a first site). */
function NoShops({ sites, isLoading }: { sites: Site[] | undefined; isLoading: boolean }) {
  const { allowed, reason } = usePermission("store:manage");
  if (isLoading) return <ListLoading label="Loading sites…" count={1} itemClassName="h-56" />;
  if (!sites || sites.length === 0) {
    return (
      <NoSiteYet
        icon={StoreIcon}
        title="Open a shop on one of your sites"
        description="A shop sells on a site: make a site first, then come back to open its shop."
      />
    );
  }
  return (
    <ListEmpty
      icon={StoreIcon}
      title="Open a shop on one of your sites"
      isHeading
      description={
        allowed
          ? "Choose the site, name the shop, say how orders reach buyers and how they pay. Products and orders follow."
          : `No shop yet. ${reason}: an admin or owner opens one.`
      }
    >
      {allowed && (
        <div className="w-full max-w-xl pt-2">
          <StoreForm
            store={null}
            sites={sites}
            onDone={() => {}}
            footer={(saving) => (
              <Button type="submit" disabled={saving} className="justify-self-start">
                {saving ? "Opening..." : "Open shop"}
              </Button>
            )}
          />
        </div>
      )}
    </ListEmpty>
  );
}
