import type { LRUCache } from "lru-cache";
import { createLru } from "../lru";
import { type HostedSite, isMoved } from "./live-site";
import type { DomainTarget, LiveSiteSource } from "./site-source";

/** How stale another process's publish may look here before a request re-checks the database. */
export const SITE_CACHE_REVALIDATE_MS = 5_000;
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_MAX_SITES = 10_000;
const DEFAULT_MAX_DOMAINS = 10_000;

type Entry<V> = { value: V; checkedAt: number };

export type SiteCacheOptions = { maxBytes?: number; maxSites?: number; maxDomains?: number; revalidateMs?: number };

/**
 * Live deployments in memory, keyed by site slug (the host), least recently used evicted first
 * within a byte budget, and the custom domains' answers (which site's slug, or none), by host name. A
 * fresh entry answers synchronously: steady-state requests touch neither disk nor database. Publish,
 * rollback, rename, delete and a domain verified, made primary or removed in this process forget a
 * site at once; changes made by other processes are picked up after `revalidateMs`.
 */
export function createSiteCache(source: LiveSiteSource, options: SiteCacheOptions = {}) {
  const revalidateMs = options.revalidateMs ?? SITE_CACHE_REVALIDATE_MS;
  const sites = createLru<string, Entry<HostedSite>>({
    maxEntries: options.maxSites ?? DEFAULT_MAX_SITES,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    bytesOf: (entry) => (entry.value && !isMoved(entry.value) ? entry.value.bytes : 0),
  });
  const domains = createLru<string, Entry<DomainTarget | null>>({
    maxEntries: options.maxDomains ?? DEFAULT_MAX_DOMAINS,
  });
  // Bumped by every invalidation: a load that started before it must not be cached after it.
  let generation = 0;
  const forgetListeners = new Set<(siteId: string) => Promise<void>>();

  /** Fresh entries of `entries`, and loads of missing or stale ones, once per key however many ask at once. */
  function table<V>(entries: LRUCache<string, Entry<V>>, fetch: (key: string, cached: V | undefined) => Promise<V>) {
    const loading = new Map<string, { generation: number; promise: Promise<V> }>();
    async function refresh(key: string, cached: V | undefined): Promise<V> {
      const started = generation;
      const value = await fetch(key, cached);
      if (generation === started) entries.set(key, { value, checkedAt: Date.now() });
      return value;
    }
    return {
      peek(key: string): V | undefined {
        const entry = entries.get(key);
        if (!entry || Date.now() - entry.checkedAt > revalidateMs) return undefined;
        return entry.value;
      },
      load(key: string): Promise<V> {
        const pending = loading.get(key);
        if (pending && pending.generation === generation) return pending.promise;
        const next = { generation, promise: refresh(key, entries.peek(key)?.value) };
        loading.set(key, next);
        const settle = () => {
          if (loading.get(key) === next) loading.delete(key);
        };
        next.promise.then(settle, settle);
        return next.promise;
      },
    };
  }

  const siteTable = table(sites, async (slug, cached) => {
    if (!cached || isMoved(cached)) return source.load(slug);
    // Still the same deployment and access: keep its files, and follow a change of primary domain.
    const live = await source.liveVersion(slug);
    if (live?.deploymentId !== cached.deploymentId || live.accessVersion !== cached.accessVersion) {
      return source.load(slug);
    }
    return live.primaryHost === cached.primaryHost ? cached : { ...cached, primaryHost: live.primaryHost };
  });
  const domainTable = table(domains, (hostname) => source.domain(hostname));

  return {
    /** The cached site when fresh (null: no published site there), undefined when it must be loaded. */
    peek: siteTable.peek,
    /** Loads (once, however many requests ask at the same time) and caches the site at `slug`. */
    load: siteTable.load,
    /** The site a custom domain serves when the answer is fresh (null: none), undefined when it must be loaded. */
    peekDomain: domainTable.peek,
    /** Loads and caches which site, if any, has `hostname` verified. */
    loadDomain: domainTable.load,
    /**
     * Drops a site after publish, rollback, rename, delete or a change of its domains, with every "no site
     * here" answer; resolves once every other cache told through `onForget` (the site front's) has dropped
     * it too.
     */
    async forgetSite(siteId: string): Promise<void> {
      generation += 1;
      for (const [slug, entry] of [...sites.entries()]) {
        if (!entry.value || entry.value.siteId === siteId) sites.delete(slug);
      }
      for (const [hostname, entry] of [...domains.entries()]) {
        if (!entry.value || entry.value.siteId === siteId) domains.delete(hostname);
      }
      await Promise.all([...forgetListeners].map((listener) => listener(siteId)));
    },
    /** Another cache of the same sites (the site front process's) to forget with this one. */
    onForget(listener: (siteId: string) => Promise<void>): () => void {
      forgetListeners.add(listener);
      return () => forgetListeners.delete(listener);
    },
    /** What is held: a "no site here" answer weighs one byte. */
    stats: () => ({ sites: sites.size, bytes: sites.calculatedSize }),
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
