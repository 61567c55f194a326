import type { LRUCache } from "lru-cache";
import { createLru } from "../../lru";
import { type HostedSite, isMoved } from "./live-site";
import type { DomainTarget, LiveSiteSource, MediaTarget } from "./site-source";

/** How stale another process's publish may look here before a request re-checks the database. */
export const SITE_CACHE_REVALIDATE_MS = 5_000;
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_MAX_HELD = 20_000;
const DEFAULT_MAX_DOMAINS = 10_000;
const DEFAULT_MAX_MEDIA = 20_000;

type Entry<V> = { value: V; checkedAt: number };

export type SiteCacheOptions = {
  maxBytes?: number;
  /** Sites and media files held at most (together, within maxBytes). */
  maxHeld?: number;
  maxDomains?: number;
  /** Media addresses remembered at most. */
  maxMedia?: number;
  revalidateMs?: number;
};

/** What the byte budget holds: a live deployment by slug, or media bytes by their content key. */
type Held = HostedSite | Buffer;

function bytesHeld(value: Held): number {
  if (Buffer.isBuffer(value)) return value.length;
  return value && !isMoved(value) ? value.bytes : 0;
}

/**
 * Live deployments in memory, keyed by site slug (the host), and media files' bytes, keyed by their
 * content key (server/blobs): both in one byte budget, least recently used evicted first. Beside them,
 * without bytes: the custom domains' answers (which site's slug, or none), by host name, and what each
 * /media/ address of a site names (which bytes, or none). A fresh entry answers synchronously:
 * steady-state requests touch neither disk nor database. Publish, rollback, rename, delete, a change to
 * a media file and a domain verified, made primary or removed in this process forget a site at once;
 * changes made by other processes are picked up after `revalidateMs`. Bytes by content key never go
 * stale: a replaced file's address names other bytes, a new entry.
 */
export function createSiteCache(source: LiveSiteSource, options: SiteCacheOptions = {}) {
  const revalidateMs = options.revalidateMs ?? SITE_CACHE_REVALIDATE_MS;
  // Slugs are one label and content keys hold slashes: the two kinds of key never meet.
  const held = createLru<string, Entry<Held>>({
    maxEntries: options.maxHeld ?? DEFAULT_MAX_HELD,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    bytesOf: (entry) => bytesHeld(entry.value),
  });
  const sites = held as LRUCache<string, Entry<HostedSite>>;
  const blobs = held as LRUCache<string, Entry<Buffer>>;
  const domains = createLru<string, Entry<DomainTarget | null>>({
    maxEntries: options.maxDomains ?? DEFAULT_MAX_DOMAINS,
  });
  const media = createLru<string, Entry<MediaTarget | null>>({ maxEntries: options.maxMedia ?? DEFAULT_MAX_MEDIA });
  // Bumped by every invalidation: a load that started before it must not be cached after it.
  let generation = 0;

  /**
   * Fresh entries of `entries`, and loads of missing or stale ones, once per key however many ask at
   * once. `keeps` says which loaded values are stored; `staleAfterMs` how long they answer alone.
   */
  function table<V>(
    entries: LRUCache<string, Entry<V>>,
    fetch: (key: string, cached: V | undefined) => Promise<V>,
    { staleAfterMs = revalidateMs, keeps = (_value: V): boolean => true } = {},
  ) {
    const loading = new Map<string, { generation: number; promise: Promise<V> }>();
    async function refresh(key: string, cached: V | undefined): Promise<V> {
      const started = generation;
      const value = await fetch(key, cached);
      if (generation === started && keeps(value)) entries.set(key, { value, checkedAt: Date.now() });
      return value;
    }
    return {
      peek(key: string): V | undefined {
        const entry = entries.get(key);
        if (!entry || Date.now() - entry.checkedAt > staleAfterMs) return undefined;
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
  // Keyed by slug and address together ("shop/media/hero.jpg?w=640"): a slug holds no slash.
  const mediaTable = table(media, (key) => {
    const slash = key.indexOf("/");
    return source.media(key.slice(0, slash), key.slice(slash));
  });
  // Missing bytes are not remembered: the same key may be put again.
  const blobTable = table(blobs as LRUCache<string, Entry<Buffer | null>>, (key) => source.blob(key), {
    staleAfterMs: Number.POSITIVE_INFINITY,
    keeps: (bytes) => bytes !== null,
  });

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
     * What `address` (a raw path under /media/ with its query) names on the site at `slug`, when the answer
     * is fresh (null: no site has that slug), undefined when it must be loaded.
     */
    peekMedia: (slug: string, address: string) => mediaTable.peek(`${slug}${address}`),
    /** Loads and caches what `address` names on the site at `slug`. */
    loadMedia: (slug: string, address: string) => mediaTable.load(`${slug}${address}`),
    /** Media bytes by content key, when held. */
    peekBlob: blobTable.peek,
    /** Loads (once, however many ask at the same time) and holds the bytes of a content key; null when there are none. */
    loadBlob: blobTable.load,
    /**
     * Drops a site after publish, rollback, rename, delete, a change to its media or to its domains (its
     * deployment, domains and media addresses; the bytes by key stay), with every "no site here" answer.
     * It hears of them through server/site/changes.ts, as the site front's cache does.
     */
    async forgetSite(siteId: string): Promise<void> {
      generation += 1;
      for (const [key, entry] of [...held.entries()]) {
        const site = entry.value;
        if (!Buffer.isBuffer(site) && (!site || site.siteId === siteId)) held.delete(key);
      }
      for (const tableOf of [domains, media] as LRUCache<string, Entry<{ siteId: string } | null>>[]) {
        for (const [key, entry] of [...tableOf.entries()]) {
          if (!entry.value || entry.value.siteId === siteId) tableOf.delete(key);
        }
      }
    },
    /** What is held: a "no site here" answer weighs one byte. */
    stats() {
      let files = 0;
      for (const entry of held.values()) if (Buffer.isBuffer(entry.value)) files += 1;
      return { sites: held.size - files, files, bytes: held.calculatedSize };
    },
  };
}

export type SiteCache = ReturnType<typeof createSiteCache>;
