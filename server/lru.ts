import { LRUCache } from "lru-cache";

export type LruOptions<K, V> = {
  /** Told of each value that leaves: evicted, replaced, deleted or cleared. */
  onRemove?: (value: V, key: K) => void;
} & (
  | {
      /** Entries kept at most. Their slots are allocated up front (about 18 KB for 1,024). */
      maxEntries: number;
      maxBytes?: undefined;
      bytesOf?: undefined;
    }
  | {
      maxEntries?: number;
      /** Bytes kept at most, each value weighing `bytesOf(value)`; one heavier than all of it is never kept. */
      maxBytes: number;
      bytesOf: (value: V) => number;
    }
);

/**
 * The server's bounded caches in memory, all of one kind: least recently used out first, by count,
 * by bytes or both. `set` takes a per-entry `ttl` where entries expire.
 */
export function createLru<K extends {}, V extends {}>(options: LruOptions<K, V>): LRUCache<K, V> {
  const { maxEntries, maxBytes, bytesOf, onRemove } = options;
  const settings: LRUCache.OptionsBase<K, V, unknown> = { dispose: onRemove };
  if (maxEntries !== undefined) settings.max = maxEntries;
  if (maxBytes !== undefined) {
    settings.maxSize = maxBytes;
    // lru-cache wants a positive whole size: an empty value still takes its entry's room.
    settings.sizeCalculation = (value) => Math.max(1, Math.ceil(bytesOf(value)));
  }
  // The options type cannot see that one of the bounds above is always set.
  return new LRUCache<K, V>(settings as LRUCache.Options<K, V, unknown>);
}
