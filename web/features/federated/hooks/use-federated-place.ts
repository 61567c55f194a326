import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { currentSearchParams } from "@/lib/current-search-params";

export const FEDERATED_TABS = ["settings", "followers", "interactions", "blocks", "deliveries"] as const;
export type FederatedTab = (typeof FEDERATED_TABS)[number];

function isTab(value: string | null): value is FederatedTab {
  return FEDERATED_TABS.some((tab) => tab === value);
}

/** The address of one site's fediverse screen, on a tab ("settings" unless named). */
export function federatedSitePath(siteId: string, tab?: FederatedTab): string {
  const params = new URLSearchParams({ site: siteId });
  if (tab) params.set("tab", tab);
  return `/admin/federated?${params}`;
}

/**
 * Where the screen is: every site (no `site`), or one site's tab (`?site={id}&tab=followers`). Both live in
 * the address, so Back, links and a reload keep the place.
 */
export function useFederatedPlace() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: FederatedTab = isTab(asked) ? asked : "settings";

  const selectTab = useCallback(
    (value: string) => {
      setParams(
        () => {
          const next = currentSearchParams();
          next.set("tab", value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { siteId: params.get("site"), tab, selectTab };
}
