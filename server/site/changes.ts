/**
 * The one way a change to a published site reaches everything that remembers it: the site host's
 * cache in this process and the site front's, and, through a relay, those of every other process on
 * the same database. Whatever changes what visitors of a site see (a publish, a rollback, a new slug or
 * domain, a media file, a setting, a delete) calls `changed` once; each cache hears it and forgets the
 * site, and `changed` resolves when all of this process's have and the other processes are told.
 */
export type SiteChanges = {
  changed(siteIds: string | readonly string[]): Promise<void>;
  /** Adds a cache to tell of every change, made here or in another process; returns the way to stop. */
  hear(listener: SiteListener): () => void;
  /**
   * Adds a reaction that runs once per change, in the process where it was made (a job to send, say),
   * so that N processes do not each do it; returns the way to stop.
   */
  hearHere(listener: SiteListener): () => void;
};

type SiteListener = (siteId: string) => Promise<void>;

/** Carries this process's changes to the others and theirs here (PostgreSQL's NOTIFY, server/site/changes-relay.ts). */
export type ChangesRelay = {
  send(siteIds: readonly string[]): Promise<void>;
  /** Calls `heard` with the sites another process changed. */
  start(heard: (siteIds: readonly string[]) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

export function createSiteChanges(relay?: ChangesRelay): SiteChanges & {
  /** Starts hearing other processes (when there is a relay). */
  start(): Promise<void>;
  close(): Promise<void>;
} {
  const caches = new Set<SiteListener>();
  const reactions = new Set<SiteListener>();
  const tell = (listeners: Set<SiteListener>, ids: readonly string[]) =>
    Promise.all(ids.flatMap((siteId) => [...listeners].map((listener) => listener(siteId))));
  const add = (listeners: Set<SiteListener>, listener: SiteListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    async changed(siteIds) {
      const ids = typeof siteIds === "string" ? [siteIds] : siteIds;
      if (ids.length === 0) return;
      await Promise.all([tell(caches, ids), tell(reactions, ids), relay?.send(ids)]);
    },
    hear: (listener) => add(caches, listener),
    hearHere: (listener) => add(reactions, listener),
    start: async () => {
      await relay?.start(async (ids) => {
        await tell(caches, ids);
      });
    },
    close: async () => {
      await relay?.close();
    },
  };
}
