/**
 * The one way a change to a published site reaches everything that remembers it: the site host's
 * cache in this process and the site front's. Whatever changes what visitors of a site see (a publish,
 * a rollback, a new slug or domain, a media file, a setting, a delete) calls `changed` once; each cache
 * hears it and forgets the site, and `changed` resolves when all of them have.
 */
export type SiteChanges = {
  changed(siteIds: string | readonly string[]): Promise<void>;
  /** Adds a cache to tell; returns the way to stop telling it. */
  hear(listener: (siteId: string) => Promise<void>): () => void;
};

export function createSiteChanges(): SiteChanges {
  const listeners = new Set<(siteId: string) => Promise<void>>();
  return {
    async changed(siteIds) {
      const ids = typeof siteIds === "string" ? [siteIds] : siteIds;
      await Promise.all(ids.flatMap((siteId) => [...listeners].map((listener) => listener(siteId))));
    },
    hear(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
