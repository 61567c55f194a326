const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Built preview pages by preview id until their URL expires, so loading the frame does not build
 * the page a second time. Another process (or an evicted entry) simply builds it again.
 */
export function createPreviewCache(maxBytes = DEFAULT_MAX_BYTES) {
  const pages = new Map<string, { html: Buffer; expiresAt: number }>();
  let bytes = 0;

  function remove(id: string) {
    const page = pages.get(id);
    if (!page) return;
    bytes -= page.html.length;
    pages.delete(id);
  }

  return {
    put(id: string, html: string, expiresAt: number) {
      const page = { html: Buffer.from(html), expiresAt };
      if (page.html.length > maxBytes) return;
      remove(id);
      pages.set(id, page);
      bytes += page.html.length;
      const now = Date.now();
      for (const [oldest, entry] of pages) {
        if (bytes <= maxBytes && entry.expiresAt > now) break;
        remove(oldest);
      }
    },
    get(id: string): Buffer | null {
      const page = pages.get(id);
      if (!page) return null;
      if (page.expiresAt <= Date.now()) {
        remove(id);
        return null;
      }
      return page.html;
    },
  };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
