/**
 * Every key of the fediverse screens starts with `federatedKeys.all`, then the site's own key, so a
 * change to a site's followers, blocks or settings refreshes all that hangs on that site (its counts too).
 */
export const federatedKeys = {
  all: ["federated"] as const,
  site: (siteId: string) => [...federatedKeys.all, siteId] as const,
  settings: (siteId: string) => [...federatedKeys.site(siteId), "settings"] as const,
  followers: (siteId: string, status: "accepted" | "pending") =>
    [...federatedKeys.site(siteId), "followers", status] as const,
  interactions: (siteId: string, kind: string) => [...federatedKeys.site(siteId), "interactions", kind] as const,
  blocks: (siteId: string) => [...federatedKeys.site(siteId), "blocks"] as const,
  deliveries: (siteId: string, status: string) => [...federatedKeys.site(siteId), "deliveries", status] as const,
  pictures: (siteId: string) => [...federatedKeys.site(siteId), "pictures"] as const,
};
