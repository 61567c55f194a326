import { createLru } from "../lru";
import type { LiveSite } from "./live-site";
import type { LiveSiteSource } from "./site-source";

/** How stale another process's publish may look here before a request re-checks the database. */
export const SITE_CACHE_REVALIDATE_MS = 5_000;
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_MAX_SITES = 10_000;

type Entry = { site: LiveSite | null; checkedAt: number };

export type SiteCacheOptions = { maxBytes?: number; maxSites?: number; revalidateMs?: number };

/**
 * Live deployments in memory, keyed by site slug (the host), least recently used evicted first
 * within a byte budget. A fresh entry answers synchronously: steady-state requests touch neither
 * disk nor database. Publish, rollback, rename and delete in this process forget a site at once;
 * changes made by other processes are picked up after `revalidateMs`.
 */
export function createSiteCache(source: LiveSiteSource, options: SiteCacheOptions = {}) {
  const revalidateMs = options.revalidateMs ?? SITE_CACHE_REVALIDATE_MS;
  const entries = createLru<string, Entry>({
    maxEntries: options.maxSites ?? DEFAULT_MAX_SITES,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    bytesOf: (entry) => entry.site?.bytes ?? 0,
  });
  const loading = new Map<string, { generation: number; promise: Promise<LiveSite | null> }>();
  // Bumped by every invalidation: a load that started before it must not be cached after it.
  let generation = 0;
  const forgetListeners = new Set<(siteId: string) => Promise<void>>();

  async function refresh(slug: string, cached: Entry | undefined): Promise<LiveSite | null> {
    const started = generation;
    let site: LiveSite | null;
    if (cached?.site && (await source.liveDeploymentId(slug)) === cached.site.deploymentId) site = cached.site;
    else site = await source.load(slug);
    if (generation === started) entries.set(slug, { site, checkedAt: Date.now() });
    return site;
  }

  return {
    /** The cached site when fresh (null: no published site there), undefined when it must be loaded. */
    peek(slug: string): LiveSite | null | undefined {
      const entry = entries.get(slug);
      if (!entry || Date.now() - entry.checkedAt > revalidateMs) return undefined;
      return entry.site;
    },
    /** Loads (once, however many requests ask at the same time) and caches the site at `slug`. */
    load(slug: string): Promise<LiveSite | null> {
      const pending = loading.get(slug);
      if (pending && pending.generation === generation) return pending.promise;
      const next = { generation, promise: refresh(slug, entries.peek(slug)) };
      loading.set(slug, next);
      const settle = () => {
        if (loading.get(slug) === next) loading.delete(slug);
      };
      next.promise.then(settle, settle);
      return next.promise;
    },
    /**
     * Drops a site after publish, rollback, rename or delete, and every "no site here" answer; resolves
     * once every other cache told through `onForget` (the site front's) has dropped it too.
     */
    async forgetSite(siteId: string): Promise<void> {
      generation += 1;
      const gone = [...entries.entries()].filter(([, entry]) => !entry.site || entry.site.siteId === siteId);
      for (const [slug] of gone) entries.delete(slug);
      await Promise.all([...forgetListeners].map((listener) => listener(siteId)));
    },
    /** Another cache of the same sites (the site front process's) to forget with this one. */
    onForget(listener: (siteId: string) => Promise<void>): () => void {
      forgetListeners.add(listener);
      return () => forgetListeners.delete(listener);
    },
    /** What is held: a "no site here" answer weighs one byte. */
    stats: () => ({ sites: entries.size, bytes: entries.calculatedSize }),
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
