import type { Claim } from "@common/schemas/claims";
import { useElementSize } from "@/lib/use-element-size";

/** The width the home page is laid out at before it is shrunk into the card: a laptop's. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;

/**
 * The published home page, laid out at desktop width and shrunk to the card. It is framed from the preview
 * origin (a still copy, no scripts), not from the site's address, which may be a custom domain or ask for
 * a password; nothing in it can be clicked, so the link above the frame is the way to the real site.
 */
export function ClaimPreview({ site }: { site: Claim["site"] }) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  if (!site.preview_url) return null;
  return (
    <div
      ref={ref}
      className="relative aspect-[16/10] w-full overflow-hidden rounded-md border bg-white"
      data-slot="claim-preview"
      inert
    >
      {width > 0 && (
        <iframe
          src={site.preview_url}
          title={`Preview of ${site.name}`}
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
          tabIndex={-1}
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${width / PAGE_WIDTH})` }}
        />
      )}
    </div>
  );
}
