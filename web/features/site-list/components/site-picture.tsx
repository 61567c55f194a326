import type { SiteListItem } from "@common/schemas/sites";
import { useState } from "react";
import { useElementSize } from "@/lib/use-element-size";
import { cn } from "@/lib/utils";
import { siteColour, siteInitial } from "../lib/site-colour";

/** The width the home page is laid out at before it is shrunk into the card: a laptop's. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;
const FRAME_CLASS = "relative aspect-[16/10] w-full overflow-hidden border-b";

/**
 * The site's published home page, laid out at desktop width and shrunk to the card: a frame of its
 * picture address (the preview origin, no scripts), loaded when it scrolls near, that nobody can reach or
 * read. A site with nothing published shows its initial on its colour instead, and so does a picture
 * until its frame has loaded: a card is never an empty box.
 */
export function SitePicture({ site }: { site: SiteListItem }) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [loaded, setLoaded] = useState<string | null>(null);
  if (!site.picture_url) return <SitePlaceholder site={site} className={FRAME_CLASS} />;
  const scale = width / PAGE_WIDTH;
  const isLoaded = loaded === site.picture_url;
  return (
    <div ref={ref} className={FRAME_CLASS} data-slot="site-picture" data-state={isLoaded ? "loaded" : "loading"} inert>
      {!isLoaded && <SitePlaceholder site={site} className="absolute inset-0" />}
      {width > 0 && (
        <iframe
          src={site.picture_url}
          title={`Home page of ${site.name}`}
          loading="lazy"
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
          tabIndex={-1}
          aria-hidden="true"
          onLoad={() => setLoaded(site.picture_url)}
          className={cn(
            "pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white transition-opacity",
            !isLoaded && "opacity-0",
          )}
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        />
      )}
    </div>
  );
}

function SitePlaceholder({ site, className }: { site: SiteListItem; className: string }) {
  const colour = siteColour(site.id);
  return (
    <div
      className={cn(className, "flex items-center justify-center")}
      style={{ backgroundColor: `${colour}14` }}
      data-slot="site-placeholder"
      aria-hidden="true"
    >
      <span
        className="flex size-16 items-center justify-center rounded-2xl text-3xl font-semibold text-white shadow-sm"
        style={{ backgroundColor: colour }}
      >
        {siteInitial(site.name)}
      </span>
    </div>
  );
}
