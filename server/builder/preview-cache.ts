import { createLru } from "../lru";

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Built preview pages by preview id until their URL expires, so loading the frame does not build
 * the page a second time. Another process (or an evicted entry) simply builds it again.
 */
export function createPreviewCache(maxBytes = DEFAULT_MAX_BYTES) {
  const pages = createLru<string, Buffer>({ maxBytes, bytesOf: (html) => html.length });
  return {
    put(id: string, html: string, expiresAt: number) {
      const ttl = Math.ceil(expiresAt - Date.now());
      if (ttl > 0) pages.set(id, Buffer.from(html), { ttl });
    },
    get(id: string): Buffer | null {
      return pages.get(id) ?? null;
    },
  };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
