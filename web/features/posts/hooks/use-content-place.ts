import { CONTENT_SITE_STORAGE_KEY } from "@common/constants";
import type { PostStatus } from "@common/schemas/posts";
import { postStatusSchema } from "@common/schemas/posts";
import type { Site } from "@common/schemas/sites";
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { currentSearchParams } from "@/lib/current-search-params";

/** Where the list is: the site, status and tag live in the address, so Back and links work. */
export type ContentPlace = { siteId: string | null; status: PostStatus | null; tag: string | null };

function readStoredSite(): string | null {
  try {
    return localStorage.getItem(CONTENT_SITE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The list's place. With no site in the address, the one chosen last (remembered in this browser) is
 * shown, else the first; a site that is gone falls back the same way.
 */
export function useContentPlace(sites: Site[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("site");
  const stored = readStoredSite();
  const known = (id: string | null) => (id && sites?.some((site) => site.id === id) ? id : null);
  const siteId = known(asked) ?? known(stored) ?? sites?.[0]?.id ?? null;
  const parsedStatus = postStatusSchema.safeParse(params.get("status"));
  const place: ContentPlace = {
    siteId,
    status: parsedStatus.success ? parsedStatus.data : null,
    tag: params.get("tag") || null,
  };

  useEffect(() => {
    if (siteId) localStorage.setItem(CONTENT_SITE_STORAGE_KEY, siteId);
  }, [siteId]);

  const go = useCallback(
    (next: Partial<ContentPlace>) => {
      setParams(
        () => {
          const merged = currentSearchParams();
          for (const [key, value] of Object.entries(next)) {
            const name = key === "siteId" ? "site" : key;
            if (value) merged.set(name, value);
            else merged.delete(name);
          }
          // Another site's tags mean nothing here.
          if (next.siteId) merged.delete("tag");
          return merged;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { place, go };
}
